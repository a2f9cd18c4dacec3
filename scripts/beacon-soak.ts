/**
 * Beacon soak, the long run of scripts/lib/soak.ts (tests/e2e/soak.spec.ts is the short one): every event the beacon
 * acknowledged under open-model load, with an optional SIGTERM midway, must be in the SQLite file.
 *
 * Usage (own server on a copy of a seeded data folder, served from an existing production build):
 *   RATE=300 SECONDS=60 SIGTERM_AT=40 PAGE_RATE=20 npx tsx scripts/beacon-soak.ts
 *   npx tsx scripts/beacon-soak.ts --rate 300 --seconds 60 --sigterm-at 40 --source-data data/e2e --dist-dir .next-e2e --soak-port 3105
 * Against a running server (no SIGTERM; the stored events are counted in its database file while it runs):
 *   BASE=http://127.0.0.1:3100 DB_FILE=data/e2e/site.db npx tsx scripts/beacon-soak.ts
 * Other settings: TIMEOUT_MS (15000, per request), MAX_SOCKETS (256), PAGE_DEADLINE_MS (5000: a page answered later
 * while the server is up counts as not answered), KEEP=1 (keep the database copy and server log),
 * SHARED_DIST=1 (serve from the build folder itself rather than a shadow with its own cache folder), SERVER_SCRIPT
 * (a variant of server.ts to run instead).
 * Prints a JSON summary and a readable one; exits 1 on any failure `soakFailures` (scripts/lib/soak.ts) names.
 */
import { runSoak, soakSummary } from './lib/soak'

function setting(name: string): string | undefined {
  const flag = `--${name.toLowerCase().replaceAll('_', '-')}`
  const args = process.argv.slice(2)
  for (let i = 0; i < args.length; i++) {
    if (args[i] === flag) return args[i + 1]
    if (args[i]!.startsWith(`${flag}=`)) return args[i]!.slice(flag.length + 1)
  }
  const value = process.env[name]
  return value === undefined || value === '' ? undefined : value
}

function numberSetting(name: string, fallback?: number): number | undefined {
  const raw = setting(name)
  if (raw === undefined) return fallback
  const value = Number(raw)
  if (!Number.isFinite(value) || value < 0)
    throw new Error(`${name} must be a non-negative number, not ${raw}`)
  return value
}

const result = await runSoak({
  base: setting('BASE'),
  dbFile: setting('DB_FILE'),
  // Not PORT: that names the e2e server's port in the test environment.
  port: numberSetting('SOAK_PORT', 3105),
  sourceDataDir: setting('SOURCE_DATA') ?? 'data/e2e',
  distDir: setting('DIST_DIR') ?? '.next-e2e',
  sharedDist: setting('SHARED_DIST') === '1',
  rate: numberSetting('RATE', 300)!,
  seconds: numberSetting('SECONDS', 60)!,
  sigtermAt: numberSetting('SIGTERM_AT'),
  pageRate: numberSetting('PAGE_RATE', 20)!,
  pageDeadlineMs: numberSetting('PAGE_DEADLINE_MS', 5_000),
  timeoutMs: numberSetting('TIMEOUT_MS', 15_000),
  maxSockets: numberSetting('MAX_SOCKETS', 256),
  serverScript: setting('SERVER_SCRIPT'),
  keep: setting('KEEP') === '1',
  log: (line) => console.log(line),
})
console.log(JSON.stringify(result))
console.log(soakSummary(result))
process.exit(result.failures.length === 0 ? 0 : 1)
