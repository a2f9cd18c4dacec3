/**
 * The files the production server needs at run time, for the Docker image's runtime stage: traced with @vercel/nft
 * (as Next.js's standalone output is) from the compiled server and the parts of Next.js the built pages load.
 */
import {
  copyFileSync,
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  symlinkSync,
} from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { nodeFileTrace } from '@vercel/nft'

/** The most the tree may weigh, in MiB (the image is this plus its base); geoip-lite's databases are half of it. */
export const RUNTIME_TREE_BUDGET_MB = 300

/** Social cards (src/server/seo/social-card.ts) read each font family's subset table and its bold WOFF files. */
const FONTS = 'node_modules/@fontsource'
const CARD_FONT_FILES = /^[^/]+\/(unicode\.json|files\/[^/]+-700-normal\.woff)$/

/** What the server reads by a path it computes, which no tracer can follow: [folder, file name pattern]. */
const READ_BY_PATH: [string, RegExp][] = [
  [FONTS, CARD_FONT_FILES],
  // React's streaming runtime, read to allow its inline scripts (src/http/inline-scripts.ts).
  [
    'node_modules/next/dist/compiled',
    /^react-dom(-experimental)?\/cjs\/react-dom-server\.(node|edge)\.production\.js$/,
  ],
  // Next.js's card renderer loads its WebAssembly and font beside itself.
  ['node_modules/next/dist/compiled/@vercel/og', /\.(wasm|ttf)$/],
  // geoip-lite reads its databases from its own folder.
  ['node_modules/geoip-lite/data', /./],
  // sharp's report of the libvips it loads.
  ['node_modules/@img', /^sharp-libvips-[^/]+\/versions\.json$/],
  // Next.js serves these files as they are.
  ['public', /./],
]

/**
 * Next.js's server modules that the built pages' chunks load by name, and the server itself by computed paths.
 * Development only: the dev server, its bundlers and overlays.
 */
const NEXT_SERVER = 'node_modules/next/dist/server'
const NEXT_DEV_ONLY =
  /^(dev|lib\/router-utils\/setup-dev-bundler|lib\/dev-bundler-service|lib\/mock-request)(\/|\.js$)|\.dev\.js$/

/**
 * What the built pages load from node_modules rather than from their own chunks, by `require` and by `import`: the
 * packages the build leaves external (Next.js's list, Payload's graphql, next.config.ts's geoip-lite), the Redis
 * warm-up of src/instrumentation.ts, and Next.js's card renderer (Payload's admin draws its cards with it).
 */
const PAGES_LOAD = [
  '@aws-sdk/client-s3',
  '@fortedigital/nextjs-cache-handler/instrumentation',
  '@libsql/client',
  'drizzle-kit',
  'drizzle-kit/api',
  'geoip-lite',
  'graphql',
  'next/og',
  'pg',
  'pino',
  'pino-pretty',
  'sharp',
]

/** Never at run time: build tools, development-only branches, type declarations and source maps. */
const IGNORED = [
  // The server runs the compiled dist/, never the TypeScript sources; the build and its caches are a volume.
  /^(src|tests|scripts|\.next[^/]*)\//,
  /\.(d\.[cm]?ts|map)$/,
  /\/node_modules\/react(-dom)?\/.*\.development\.js$/,
  // Next.js's own trace leaves these out: its webpack and dev-only routing, the upgrade CLI.
  /\/next\/dist\/compiled\/(webpack|@mswjs\/interceptors\/ClientRequest\/llhttp)\//,
  /\/next\/dist\/compiled\/next-server\/.*\.dev\.js$/,
  /\/next\/dist\/(lib\/upgrade|pages)\//,
  /\/next\/dist\/server\/lib\/route-resolver/,
  // Development and command-line tools the tracer reaches through their packages' other entry points: TypeScript
  // through tsx (the beacon worker's `npm run dev`, Payload's command line), Next.js's webpack style loaders.
  /(^|\/)node_modules\/(tsx|esbuild|@esbuild|sass)\//,
]

const ignored = (file: string) => IGNORED.some((pattern) => pattern.test(file))

function filesUnder(
  dir: string,
  accept: (relative: string) => boolean,
  found: string[] = [],
  sub = '',
): string[] {
  const here = path.join(dir, sub)
  if (!existsSync(here)) return found
  for (const entry of readdirSync(here, { withFileTypes: true })) {
    const relative = sub ? `${sub}/${entry.name}` : entry.name
    if (entry.isDirectory()) filesUnder(dir, accept, found, relative)
    else if (accept(relative)) found.push(`${dir}/${relative}`)
  }
  return found
}

/** The tree's files, relative to the project root (the working directory), sorted. */
export async function runtimeFiles(): Promise<string[]> {
  const root = process.cwd()
  const requireHere = createRequire(path.join(root, 'package.json'))
  const requireNext = createRequire(path.join(root, NEXT_SERVER, 'next.js'))
  const compiled = readdirSync('dist').filter((name) => name.endsWith('.mjs'))
  const server = [
    ...compiled.filter((name) => !name.startsWith('beacon-worker')).map((name) => `dist/${name}`),
    'cache-handler.mjs',
    ...filesUnder(NEXT_SERVER, (file) => file.endsWith('.js') && !NEXT_DEV_ONLY.test(file)),
    // What Next.js's require hook resolves styled-jsx to (Next.js traces it for its server too).
    ...['styled-jsx', 'styled-jsx/style'].map((id) => requireNext.resolve(id)),
    // Payload's card route reads its font beside itself.
    'node_modules/@payloadcms/next/dist/routes/rest/og/index.js',
    ...PAGES_LOAD.flatMap((id) => [
      requireHere.resolve(id),
      fileURLToPath(import.meta.resolve(id)),
    ]),
  ]
  // The beacon's worker thread resolves packages as React server code does (src/server/beacon/thread.ts).
  const worker = ['dist/beacon-worker-boot.mjs', 'dist/beacon-worker.mjs', 'dist/async-modules.mjs']
  const files = new Set<string>()
  // Shared by both traces: each file is read and parsed once.
  const cache = {}
  for (const [entries, conditions] of [
    [server, ['node']],
    [worker, ['node', 'react-server']],
  ] as const) {
    const { fileList } = await nodeFileTrace(
      entries.map((file) => path.resolve(file)),
      {
        base: root,
        processCwd: root,
        mixedModules: true,
        moduleSyncCatchall: true,
        conditions: [...conditions],
        ignore: ignored,
        cache,
      },
    )
    for (const file of fileList) if (!ignored(file)) files.add(file)
  }
  for (const [dir, pattern] of READ_BY_PATH)
    for (const file of filesUnder(dir, (f) => pattern.test(f))) files.add(file)
  files.add('package.json')
  return [...files].sort()
}

/**
 * Copies the files into `dest` (hard links with `link`, for a quick check on the same disk), keeping symbolic
 * links as links, as the package manager made them.
 */
export function copyRuntimeTree(files: string[], dest: string, { link = false } = {}) {
  for (const file of files) {
    const from = path.resolve(file)
    const to = path.join(dest, file)
    const stat = lstatSync(from, { throwIfNoEntry: false })
    if (!stat || stat.isDirectory()) continue
    mkdirSync(path.dirname(to), { recursive: true })
    if (stat.isSymbolicLink()) symlinkSync(readlinkSync(from), to)
    else if (link) linkSync(from, to)
    else copyFileSync(from, to)
  }
}

/** What Next.js's traces list that no running server loads: whole folders read by computed paths, other platforms, tools. */
const NOT_LOADED = [
  /\/(test|tests|fixtures)\//,
  /\/(README|LICENSE|CHANGELOG)[^/]*$|\.(md|d\.[cm]?ts|map)$|\/tsconfig\.json$|\.spec\.js$|\/(bench|example|check)\.js$/i,
  // What thread-stream's tests load.
  /^node_modules\/(why-is-node-running|stackback)\//,
  // Other C libraries, browsers, React Native; TypeScript types compiled to empty modules.
  /-musl\/|\/web\.[cm]?js$|\/index\.(browser|native)\.js$|\/(proto|types)\.js$/,
  // Development, migration authoring and compiling from source: the dev server's workers, drizzle-kit's command
  // line and its TypeScript loader (esbuild), Payload's migration templates, libvips's headers.
  /\/next\/dist\/server\/dev\/|^node_modules\/(esbuild|@esbuild|esbuild-register)\/|\/drizzle-kit\/(bin|utils)\./,
  /\/payload\/dist\/database\/migrations\/templates\/|\/sharp-libvips-[^/]+\/lib\/(index\.js|glib-2\.0\/)/,
  // Next.js's minimal mode (a platform's own server in front): a custom server never runs it.
  /\/next\/dist\/compiled\/next-server\/server\.runtime\.prod\.js$/,
  // Files the package's entry point already holds, bundled in.
  /\/nextjs-cache-handler\/dist\/instrumentation\/register-initial-cache\./,
]
const notLoaded = (file: string) =>
  NOT_LOADED.some((pattern) => pattern.test(file)) ||
  (file.startsWith(`${FONTS}/`) && !CARD_FONT_FILES.test(file.slice(FONTS.length + 1)))

/** The files Next.js's traces of a build say it needs and the tree lacks (manifests alone not counted): empty when it serves it. */
export function missingFromTree(files: string[], distDir: string): string[] {
  const traced = new Set<string>()
  for (const file of filesUnder(
    distDir,
    (f) => f.endsWith('.nft.json') && !f.startsWith('cache/'),
  )) {
    const { files: listed } = JSON.parse(readFileSync(file, 'utf8')) as { files: string[] }
    for (const entry of listed)
      traced.add(path.relative(process.cwd(), path.resolve(path.dirname(file), entry)))
  }
  const tree = new Set(files)
  const packageOf = (file: string) => /^(?:node_modules\/(?:@[^/]+\/)?[^/]+\/)+/.exec(file)?.[0]
  const codeOf = new Set(
    [...traced].filter((file) => !file.endsWith('/package.json')).map(packageOf),
  )
  return [...traced]
    .filter((file) => file.startsWith('node_modules/') && !tree.has(file) && !notLoaded(file))
    .filter((file) => !file.endsWith('/package.json') || codeOf.has(packageOf(file)))
    .sort()
}
