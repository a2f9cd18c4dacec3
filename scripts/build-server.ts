/**
 * Compiles the HTTP server and the processes it starts (the statistics beacon's worker thread, the statistics job)
 * to plain JavaScript in dist/, so production runs `node dist/server.mjs`, not TypeScript through tsx. Packages stay
 * external (node_modules is there at run time); the project's own modules, path aliases resolved, are bundled in.
 * Part of `npm run build`.
 */
import { rmSync } from 'node:fs'
import path from 'node:path'
import { build } from 'esbuild'

const started = Date.now()
const outdir = path.resolve('dist')
rmSync(outdir, { recursive: true, force: true })
const entries = {
  server: 'server.ts',
  'beacon-worker': 'src/server/beacon-worker.ts',
  'stats-job': 'scripts/stats-job.ts',
}
await build({
  entryPoints: entries,
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  // The guard against importing server code into browser bundles has nothing to guard here.
  alias: { 'server-only': './node_modules/server-only/empty.js' },
  tsconfig: 'tsconfig.json',
  sourcemap: true,
  logLevel: 'warning',
  // ESM output of code that uses require() or __dirname (Payload's config resolves its folders with them).
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
})
console.log(`Compiled the server (${Object.keys(entries).join(', ')}) into dist/ in ${((Date.now() - started) / 1000).toFixed(1)} s.`)
