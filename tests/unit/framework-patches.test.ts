/**
 * The register of framework patches (docs/framework-patches.md) stays true: it was checked against the installed
 * framework versions, and every guard test it names exists.
 */
import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import * as nextRouter from 'next/dist/client/components/app-router-headers'
import FileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache'
import { PAYLOAD_QUERY } from '../../src/client/runtime/prefetch'
import { ROUTER_HEADERS } from '../../src/http/fast-path'

const REGISTER = 'docs/framework-patches.md'
const register = readFileSync(REGISTER, 'utf8')

/** The rows of the register's markdown table under the heading `## {title}`, as cells. */
function tableUnder(title: string): string[][] {
  const section = register.split(/^## /m).find((part) => part.startsWith(`${title}\n`))
  if (!section) throw new Error(`${REGISTER} has no "## ${title}" section`)
  return section
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|[\s|:-]+\|$/.test(line))
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    )
}

const installedVersion = (name: string) =>
  (JSON.parse(readFileSync(`node_modules/${name}/package.json`, 'utf8')) as { version: string })
    .version

describe('framework patch register', () => {
  it('was last checked against the installed next, react, react-dom and payload', () => {
    const [, ...rows] = tableUnder('Checked against')
    const checked = Object.fromEntries(
      rows.map(([name = '', version = '']) => [name.replace(/`/g, ''), version]),
    )
    expect(Object.keys(checked)).toEqual(
      expect.arrayContaining(['next', 'react', 'react-dom', 'payload']),
    )
    const moved = Object.entries(checked)
      .filter(([name, version]) => installedVersion(name) !== version)
      .map(([name, version]) => `${name} ${version} -> ${installedVersion(name)}`)
    expect(
      moved,
      `Framework versions moved (${moved.join(', ')}): re-check every patch in ${REGISTER} (run its guard test, measure its gain ` +
        'again where the upgrade may have changed it, drop the patches the framework no longer needs), then record the new versions there.',
    ).toEqual([])
  })

  it('names, for every patch still in place, a guard test that exists', () => {
    const [header = [], ...rows] = tableUnder('Patches')
    const guardColumn = header.indexOf('guard test')
    expect(guardColumn, 'the table has a "guard test" column').toBeGreaterThan(-1)
    expect(rows.length).toBeGreaterThan(5)
    for (const row of rows) {
      const cell = row[guardColumn] ?? ''
      if (/^(removed|being replaced)/i.test(cell)) continue
      const guards = [...cell.matchAll(/`([^`]+\.(?:test|spec)\.ts)`(?::\s*"([^"]+)")?/g)]
      expect(guards.length, `${row[0]}: a guard test, as \`path\`: "title"`).toBeGreaterThan(0)
      for (const [, file = '', title] of guards) {
        expect(existsSync(file), `${row[0]}: ${file} exists`).toBe(true)
        if (title)
          expect(
            readFileSync(file, 'utf8').includes(title),
            `${row[0]}: ${file} has a test "${title}"`,
          ).toBe(true)
      }
    }
  })
})

describe("Next.js's router protocol, as the site reads it", () => {
  it('names the router requests as Next.js does: the page cache must not answer them, prefetch slots free when they end', () => {
    expect([...ROUTER_HEADERS].sort()).toEqual(
      [
        nextRouter.RSC_HEADER,
        nextRouter.NEXT_ROUTER_PREFETCH_HEADER,
        nextRouter.NEXT_ROUTER_STATE_TREE_HEADER,
      ].sort(),
    )
    expect(PAYLOAD_QUERY).toBe(nextRouter.NEXT_RSC_UNION_QUERY)
    // Server actions: server.ts refuses them on pages and never answers them from the cache.
    expect(nextRouter.ACTION_HEADER).toBe('next-action')
  })
})

describe("Next.js's data cache", () => {
  it('keeps its data cache in the folder server.ts empties at start (<distDir>/cache/fetch-cache)', () => {
    const context = {
      fs: {},
      serverDistDir: '/site/.next/server',
      flushToDisk: false,
      revalidatedTags: [],
      _requestHeaders: {},
    }
    const cache = new FileSystemCache(
      context as unknown as ConstructorParameters<typeof FileSystemCache>[0],
    )
    // A private method: this test reads Next.js's own answer to where a data cache entry lives.
    const where = (
      cache as unknown as { getFilePath(key: string, kind: 'FETCH'): string }
    ).getFilePath('key', 'FETCH')
    expect(where).toBe('/site/.next/cache/fetch-cache/key')
  })
})

describe('the third-party-web pin (package.json overrides)', () => {
  it('keeps one copy, the one Lighthouse declares, though its trace engine asks for "latest"', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
      overrides?: Record<string, string>
    }
    const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
      packages: Record<string, { version?: string; dependencies?: Record<string, string> }>
    }
    const pin = pkg.overrides?.['third-party-web']
    expect(pin, 'package.json overrides third-party-web').toMatch(/^\d+\.\d+\.\d+$/)
    const copies = Object.entries(lock.packages).filter(([where]) =>
      where.endsWith('node_modules/third-party-web'),
    )
    expect(copies.map(([where, entry]) => `${where}@${entry.version}`)).toEqual([
      `node_modules/third-party-web@${pin}`,
    ])
    expect(
      lock.packages['node_modules/lighthouse']?.dependencies?.['third-party-web'],
      `lighthouse's own range for third-party-web changed: pin the version it now declares (${REGISTER})`,
    ).toBe(`^${pin}`)
  })
})
