/** Compiles the HTTP server and the processes it starts into dist/ (packages external), so production runs no tsx. */
import { spawnSync } from 'node:child_process'
import { copyFileSync, existsSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { build, type Plugin } from 'esbuild'

/** Next.js has no `exports` map, so in an ES module its subpaths need their file name (`next/server.js`). */
const packageFileSubpaths: Plugin = {
  name: 'package-file-subpaths',
  setup(b) {
    b.onResolve({ filter: /^next\/[^.]+$/ }, (args) =>
      existsSync(path.resolve('node_modules', `${args.path}.js`))
        ? { path: `${args.path}.js`, external: true }
        : undefined,
    )
  },
}

const started = Date.now()
const outdir = path.resolve('dist')
rmSync(outdir, { recursive: true, force: true })
const entries = {
  server: 'server.ts',
  'beacon-worker': 'src/server/beacon/worker.ts',
  'stats-job': 'scripts/stats-job.ts',
}
const result = await build({
  entryPoints: entries,
  plugins: [packageFileSubpaths],
  metafile: true,
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
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
})
// Every package import of the output must resolve in plain Node.js (not tsx, which forgives more): a server that
// cannot start is a build error, not a crash loop in production.
const specifiers = [
  ...new Set(
    Object.values(result.metafile.outputs).flatMap((o) =>
      o.imports.filter((i) => i.external && !i.path.startsWith('node:')).map((i) => i.path),
    ),
  ),
]
// The beacon worker's boot module, as it is (plain JavaScript that loads the compiled worker).
copyFileSync('src/server/beacon/worker-boot.mjs', path.join(outdir, 'beacon-worker-boot.mjs'))
copyFileSync('src/server/async-modules.mjs', path.join(outdir, 'async-modules.mjs'))
const checker = path.join(outdir, 'resolve-check.mjs')
writeFileSync(
  checker,
  `import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
for (const specifier of JSON.parse(process.argv[2])) {
  let url
  try { url = import.meta.resolve(specifier) } catch (error) { console.log(specifier + ' (' + error.code + ')'); continue }
  if (url.startsWith('file:') && !existsSync(fileURLToPath(url))) console.log(specifier + ' (no file ' + fileURLToPath(url) + ')')
}\n`,
)
const check = spawnSync(process.execPath, [checker, JSON.stringify(specifiers)], {
  encoding: 'utf8',
  env: { ...process.env, NODE_OPTIONS: '' },
})
rmSync(checker)
if (check.status !== 0 || check.stdout.trim()) {
  console.error(
    `The compiled server imports what Node.js cannot resolve:\n${check.stdout}${check.stderr}`,
  )
  process.exit(1)
}
console.log(
  `Compiled the server (${Object.keys(entries).join(', ')}) into dist/ in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
)
