/** Decides whether the production build is missing or stale: a hash of every build input and build-time setting. */
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const INPUTS = [
  'src',
  'messages',
  'public',
  'next.config.ts',
  'tsconfig.json',
  'package-lock.json',
  'server.ts',
  'scripts/stats-job.ts',
  'scripts/build-server.ts',
]
/** Settings baked into the build (absolute URLs in prerendered pages, the client API base). */
const BUILD_ENV = [
  'SITE_URL',
  'SITE_URL_ZH',
  'PORT',
  'NEXT_PUBLIC_API_BASE',
  'DATABASE_URL',
  'DATA_DIR',
]

function walk(entry: string, files: string[]) {
  if (!existsSync(entry)) return
  if (statSync(entry).isDirectory()) {
    for (const name of readdirSync(entry).sort()) walk(path.join(entry, name), files)
  } else files.push(entry)
}

export function sourceHash(root = process.cwd()): string {
  const hash = createHash('sha256')
  const files: string[] = []
  for (const input of INPUTS) walk(path.join(root, input), files)
  for (const file of files) {
    hash.update(path.relative(root, file))
    hash.update(readFileSync(file))
  }
  for (const name of BUILD_ENV) hash.update(`${name}=${process.env[name] ?? ''}\n`)
  // Prerendered pages hold content: a re-seeded database needs a new build.
  const seedId = path.resolve(root, process.env.DATA_DIR || 'data', '.seed-id')
  if (existsSync(seedId)) hash.update(readFileSync(seedId))
  return hash.digest('hex')
}

const stampFile = (distDir: string) => path.join(distDir, 'SOURCE_HASH')

/** Whether `distDir` holds a build (its `marker` file) stamped with this hash. */
export function buildIsCurrent(distDir: string, hash: string, marker = 'BUILD_ID'): boolean {
  return (
    existsSync(path.join(distDir, marker)) &&
    existsSync(stampFile(distDir)) &&
    readFileSync(stampFile(distDir), 'utf8') === hash
  )
}

export function markBuilt(distDir: string, hash: string) {
  writeFileSync(stampFile(distDir), hash)
}
