/**
 * V8's compile hint (`//# allFunctionsCalledOnLoad`) on the scripts a site page starts with, so Chromium compiles
 * them off the main thread instead of lazily inside hydration (docs/framework-patches.md, patch 5). Idempotent; run
 * by every build path before anything serves the build.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { runInNewContext } from 'node:vm'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/** The client reference manifests of the build's pages, the CMS's (`(payload)`) left out. */
function pageManifests(appDir: string): string[] {
  if (!existsSync(appDir)) return []
  return readdirSync(appDir, { recursive: true, encoding: 'utf8' })
    .filter(
      (file) =>
        file.endsWith('page_client-reference-manifest.js') &&
        !file.split(path.sep).includes('(payload)'),
    )
    .map((file) => path.join(appDir, file))
}

/** The entry chunks a manifest names (`static/chunks/….js`), read by running the manifest in an empty context. */
function entryChunks(manifestFile: string): string[] {
  const sandbox: { __RSC_MANIFEST?: Record<string, { entryJSFiles?: Record<string, string[]> }> } =
    {}
  runInNewContext(
    readFileSync(manifestFile, 'utf8'),
    Object.assign(sandbox, { globalThis: sandbox, self: sandbox }),
    { timeout: 1000 },
  )
  return Object.values(sandbox.__RSC_MANIFEST ?? {}).flatMap((entry) =>
    Object.values(entry.entryJSFiles ?? {}).flat(),
  )
}

/** The scripts a site page runs as it starts, relative to the build folder (`static/chunks/….js`). */
export function startupChunks(distDir: string): string[] {
  const buildManifest = JSON.parse(
    readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'),
  ) as { rootMainFiles?: string[] }
  const chunks = new Set(buildManifest.rootMainFiles ?? [])
  for (const manifest of pageManifests(path.join(distDir, 'server', 'app')))
    for (const chunk of entryChunks(manifest)) chunks.add(chunk)
  return [...chunks].filter(
    (chunk) => /^static\/chunks\/[\w.\-/]+\.js$/.test(chunk) && !chunk.includes('..'),
  )
}

/** Puts the hint on each startup chunk that lacks it; returns how many it changed. */
export function addCompileHints(distDir: string): { chunks: number; changed: number } {
  const chunks = startupChunks(distDir)
  if (chunks.length === 0)
    throw new Error(`no startup chunks found in ${distDir}: is it a finished build?`)
  let changed = 0
  for (const chunk of chunks) {
    const file = path.join(distDir, chunk)
    const code = readFileSync(file, 'utf8')
    if (code.startsWith(COMPILE_HINT)) continue
    writeFileSync(file, COMPILE_HINT + code)
    changed++
    // Each `;` in a source map's mappings starts the next generated line: one more, first, for the added line.
    const mapFile = `${file}.map`
    if (existsSync(mapFile)) {
      const map = JSON.parse(readFileSync(mapFile, 'utf8')) as {
        mappings?: string
        sections?: { offset: { line: number } }[]
      }
      if (typeof map.mappings === 'string') map.mappings = `;${map.mappings}`
      for (const section of map.sections ?? []) section.offset.line += 1
      writeFileSync(mapFile, JSON.stringify(map))
    }
  }
  return { chunks: chunks.length, changed }
}

// `tsx scripts/lib/compile-hints.ts [distDir]`: the step of `npm run build` (NEXT_DIST_DIR, as next.config.ts reads it).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const distDir = process.argv[2] ?? (process.env.NEXT_DIST_DIR || '.next')
  const { chunks, changed } = addCompileHints(distDir)
  console.log(`Compile hints: ${changed} of ${chunks} startup chunks marked in ${distDir}.`)
}
