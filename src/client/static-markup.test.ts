/**
 * What StaticMarkup keeps as the server rendered it must hold no client component: one there would never hydrate (its
 * button would do nothing, its form would post nowhere). This follows the imports of each page that declares its
 * `<main>` static, and of each block that is not named as hydrated, through the project's own modules, and fails on
 * any module that says 'use client' (StaticMarkup itself excepted).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const SRC = path.resolve(__dirname, '..')
const STATIC_MARKUP = path.join(SRC, 'client/static-markup.tsx')

function resolveImport(from: string, spec: string): string | null {
  const base = spec.startsWith('@/') ? path.join(SRC, spec.slice(2)) : spec.startsWith('.') ? path.resolve(path.dirname(from), spec) : null
  if (!base) return null // a package: the site's own code is what this checks
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
  }
  return null
}

/** The value imports of a module (`import type` and `export type` bring no code). */
function valueImports(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  const specs = [...text.matchAll(/^\s*(import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm)].filter((m) => !m[2]).map((m) => m[3]!)
  const dynamic = [...text.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1]!)
  return [...specs, ...dynamic].flatMap((spec) => resolveImport(file, spec) ?? [])
}

const isClient = (file: string) => /^\s*(\/\/[^\n]*\n\s*)*['"]use client['"]/.test(readFileSync(file, 'utf8'))

/** The client modules a module reaches through the project's imports, with the chain that leads to each. */
function clientModulesOf(entry: string): string[] {
  const seen = new Set<string>([entry])
  const queue: { file: string; chain: string[] }[] = [{ file: entry, chain: [] }]
  const found: string[] = []
  while (queue.length) {
    const { file, chain } = queue.shift()!
    for (const next of valueImports(file)) {
      if (seen.has(next) || next === STATIC_MARKUP) continue
      seen.add(next)
      const nextChain = [...chain, path.relative(SRC, next)]
      if (isClient(next)) found.push(nextChain.join(' → '))
      else queue.push({ file: next, chain: nextChain })
    }
  }
  return found
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [path.join(dir, entry.name)] : [],
  )
}

describe('content kept as the server rendered it', () => {
  const staticPages = filesUnder(SRC).filter((file) => /<SitePage\b[^>]*\bmain="static"/.test(readFileSync(file, 'utf8')))
  // Every page's header and footer, kept whole.
  const chrome = ['components/site-header.tsx', 'components/site-footer.tsx'].map((f) => path.join(SRC, f))

  it('finds the pages that declare a static main', () => {
    // The home page, the article template, the listings, the FAQ, the partner pages and the not-found view.
    expect(staticPages.length).toBeGreaterThanOrEqual(6)
    expect(staticPages.map((f) => path.relative(SRC, f))).toContain('templates/article-page.tsx')
  })

  it.each([...chrome, ...staticPages].map((f) => [path.relative(SRC, f), f]))('%s reaches no client component', (_name, file) => {
    expect(clientModulesOf(file)).toEqual([])
  })

  const render = path.join(SRC, 'blocks/render.tsx')
  const text = readFileSync(render, 'utf8')
  const importOf = new Map(
    [...text.matchAll(/import \{ (\w+) \} from '\.\/([\w-]+)\/component'/g)].map((m) => [m[1]!, path.join(SRC, 'blocks', m[2]!, 'component.tsx')]),
  )
  const map = text.slice(text.indexOf('const components'), text.indexOf('}\n', text.indexOf('const components')))
  const hydratedBlocks = new Set([...(text.match(/HYDRATED_BLOCKS[^=]*= new Set<BlockType>\(\[([^\]]*)\]/)?.[1] ?? '').matchAll(/'(\w+)'/g)].map((m) => m[1]!))
  const blocks = [...map.matchAll(/^\s+(\w+): (\w+),$/gm)].map((m) => ({ type: m[1]!, file: importOf.get(m[2]!)! }))

  it('reads every block type of the renderer, and the ones it hydrates', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(12)
    expect([...hydratedBlocks]).toEqual(['contact'])
    expect(blocks.every((b) => b.file && existsSync(b.file))).toBe(true)
  })

  it.each(blocks.map((b) => [b.type, b]))('the %s block is hydrated exactly when it holds a client component', (type, block) => {
    const clients = clientModulesOf(block.file)
    expect({ type, hydrated: hydratedBlocks.has(block.type), clients: clients.length > 0 }).toEqual({
      type,
      hydrated: clients.length > 0,
      clients: clients.length > 0,
    })
  })

  it('would catch a client component inside (the check can fail)', () => {
    expect(clientModulesOf(path.join(SRC, 'blocks/contact/component.tsx'))).toEqual(['client/consultation-form.tsx'])
    expect(clientModulesOf(path.join(SRC, 'templates/block-page.tsx'))).toContain('client/use-case-switch.tsx')
  })
})
