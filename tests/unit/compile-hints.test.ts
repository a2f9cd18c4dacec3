/**
 * The compile hint goes on the scripts a site page starts with, once, and nowhere else: a build folder laid out as
 * `next build` writes it (build manifest, client reference manifests as the build writes them: scripts that assign
 * `globalThis.__RSC_MANIFEST`).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { addCompileHints, COMPILE_HINT, startupChunks } from '../../scripts/lib/compile-hints'

let dist: string

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(dist, file)), { recursive: true })
  writeFileSync(path.join(dist, file), text)
}

/** A client reference manifest as Next.js 16 writes it, with the entry chunks given. */
function manifest(route: string, entries: Record<string, string[]>) {
  return `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST[${JSON.stringify(route)}] = ${JSON.stringify({ moduleLoading: { prefix: '' }, clientModules: {}, entryJSFiles: entries })};\n`
}

const code = (name: string) =>
  `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["${name}"]);\n//# sourceMappingURL=${name}.js.map\n`
const read = (chunk: string) => readFileSync(path.join(dist, chunk), 'utf8')

beforeEach(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'compile-hints-'))
  write(
    'build-manifest.json',
    JSON.stringify({
      polyfillFiles: ['static/chunks/polyfill.js'],
      rootMainFiles: ['static/chunks/react.js', 'static/chunks/runtime.js'],
    }),
  )
  for (const name of ['polyfill', 'react', 'runtime', 'layout', 'docs', 'admin', 'lazy-island'])
    write(`static/chunks/${name}.js`, code(name))
  write(
    'static/chunks/react.js.map',
    JSON.stringify({ version: 3, sources: ['react.js'], names: [], mappings: 'AAAA;AACA' }),
  )
  write(
    'static/chunks/docs.js.map',
    JSON.stringify({
      version: 3,
      sections: [
        {
          offset: { line: 0, column: 0 },
          map: { version: 3, sources: ['docs.tsx'], names: [], mappings: 'AAAA' },
        },
      ],
    }),
  )
  write(
    'server/app/(site)/[locale]/(default)/docs/[id]/page_client-reference-manifest.js',
    manifest('/(site)/[locale]/(default)/docs/[id]/page', {
      '[project]/src/app/layout': ['static/chunks/layout.js'],
      '[project]/src/app/docs/page': ['static/chunks/layout.js', 'static/chunks/docs.js'],
    }),
  )
  write(
    'server/app/(payload)/admin/[[...segments]]/page_client-reference-manifest.js',
    manifest('/(payload)/admin/[[...segments]]/page', { admin: ['static/chunks/admin.js'] }),
  )
  // A route handler's manifest names no page scripts.
  write(
    'server/app/api/stats/route_client-reference-manifest.js',
    manifest('/api/stats/route', { api: ['static/chunks/admin.js'] }),
  )
})

afterEach(() => rmSync(dist, { recursive: true, force: true }))

describe('compile hints', () => {
  it('finds the framework scripts and every site page’s entry scripts, not the CMS’s, the polyfills or the lazy chunks', () => {
    expect(startupChunks(dist).sort()).toEqual([
      'static/chunks/docs.js',
      'static/chunks/layout.js',
      'static/chunks/react.js',
      'static/chunks/runtime.js',
    ])
  })

  it('puts the hint first in each of those scripts, once', () => {
    expect(addCompileHints(dist)).toEqual({ chunks: 4, changed: 4 })
    for (const name of ['react', 'runtime', 'layout', 'docs'])
      expect(read(`static/chunks/${name}.js`)).toBe(COMPILE_HINT + code(name))
    for (const name of ['polyfill', 'admin', 'lazy-island'])
      expect(read(`static/chunks/${name}.js`)).toBe(code(name))
    expect(addCompileHints(dist)).toEqual({ chunks: 4, changed: 0 })
    expect(read('static/chunks/react.js').split(COMPILE_HINT)).toHaveLength(2)
  })

  it('moves each source map down by the line it adds, plain or sectioned', () => {
    addCompileHints(dist)
    expect(JSON.parse(read('static/chunks/react.js.map')).mappings).toBe(';AAAA;AACA')
    expect(JSON.parse(read('static/chunks/docs.js.map')).sections[0].offset).toEqual({
      line: 1,
      column: 0,
    })
    addCompileHints(dist)
    expect(JSON.parse(read('static/chunks/react.js.map')).mappings).toBe(';AAAA;AACA')
  })

  it('refuses a folder that is not a finished build', () => {
    rmSync(path.join(dist, 'server'), { recursive: true })
    write('build-manifest.json', JSON.stringify({ rootMainFiles: [] }))
    expect(() => addCompileHints(dist)).toThrow(/no startup chunks/)
  })

  it('takes no address outside the build’s chunks from a manifest', () => {
    write(
      'server/app/(site)/evil/page_client-reference-manifest.js',
      manifest('/evil/page', { x: ['static/chunks/../../../etc/passwd', '/etc/passwd'] }),
    )
    expect(startupChunks(dist)).not.toContain('static/chunks/../../../etc/passwd')
    expect(startupChunks(dist)).not.toContain('/etc/passwd')
  })
})
