/**
 * `npm run bench:beacon`: the statistics beacon's ingestion on SQLite and on PostgreSQL, in one run on this machine.
 * Starts one production server on each (fresh data: data/beacon-bench, a throwaway PostgreSQL), then alternates
 * them: `RUNS` runs each (default 3) of `BATCHES` sealed batches of 20 events (default 4,000), 32 at a time,
 * after a warm-up. Each run compares the events acknowledged with the rows stored; prints JSON.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { rmSync } from 'node:fs'
import { cpus } from 'node:os'
import { beaconKey, storedCount } from './lib/beacon'
import { beaconLoad, sealedBatches, type BeaconLoadResult } from './lib/beacon-load'
import { createDatabase, startPostgres } from './lib/postgres'
import { prepare, SERVER_COMMAND } from './lib/run'

const RUNS = Number(process.env.RUNS || 3)
const BATCHES = Number(process.env.BATCHES || 4000)
const ADMIN = { email: 'bench-admin@example.com', password: 'bench admin password, long enough' }

interface Target {
  name: string
  base: string
  server: ChildProcess
}

async function start(name: string, port: number, databaseUrl: string): Promise<Target> {
  const dataDir = `data/beacon-bench/${name}`
  rmSync(dataDir, { recursive: true, force: true })
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SITE_URL: '',
    SITE_URL_ZH: '',
    NEXT_DIST_DIR: '.next-e2e',
    PAYLOAD_SECRET: 'beacon-bench-secret-not-for-production',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // The load speaks for many visitor addresses through X-Forwarded-For.
    TRUSTED_PROXIES: '127.0.0.1',
    STATS_JOB_HOURS: '0',
  }
  await prepare(env, { distDir: '.next-e2e' })
  const [command, ...args] = SERVER_COMMAND as [string, ...string[]]
  const server = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'inherit'] })
  await new Promise<void>((resolve, reject) => {
    server.on('exit', (code) => reject(new Error(`the ${name} server exited (${code})`)))
    server.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Statistics beacon worker ready')) resolve()
    })
  })
  return { name, base: `http://localhost:${port}`, server }
}

async function adminHeaders(base: string): Promise<Record<string, string>> {
  const login = await fetch(`${base}/cms/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  const { token } = (await login.json()) as { token: string }
  return { Authorization: `JWT ${token}` }
}

/** One run: the load, then the rows the server stored meanwhile. */
async function measure(
  target: Target,
  batches: number,
): Promise<BeaconLoadResult & { storedEvents: number }> {
  const bodies = sealedBatches(await beaconKey(target.base), batches, `${target.base}/pricing`)
  const headers = await adminHeaders(target.base)
  const before = await storedCount(target.base, headers, 'stat-events')
  const result = await beaconLoad(target.base, bodies, 32)
  return {
    ...result,
    storedEvents: (await storedCount(target.base, headers, 'stat-events')) - before,
  }
}

const postgres = await startPostgres()
const targets: Target[] = []
try {
  targets.push(await start('sqlite', 3311, ''))
  targets.push(await start('postgres', 3312, await createDatabase(postgres.url, 'beacon_bench')))
  for (const target of targets) await measure(target, 500)
  const runs: Record<string, (BeaconLoadResult & { storedEvents: number })[]> = {}
  for (let i = 0; i < RUNS; i++) {
    for (const target of targets) {
      const result = await measure(target, BATCHES)
      console.error(
        `${target.name} run ${i + 1}: ${result.eventsPerSecond} events/s, ${result.acknowledgedEvents - result.storedEvents} lost`,
      )
      ;(runs[target.name] ??= []).push(result)
    }
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]
  const summary = Object.fromEntries(
    Object.entries(runs).map(([name, results]) => [
      name,
      {
        medianEventsPerSecond: median(results.map((r) => r.eventsPerSecond)),
        lostEvents: results.reduce((sum, r) => sum + r.acknowledgedEvents - r.storedEvents, 0),
        errors: results.reduce((sum, r) => sum + r.errors, 0),
        runs: results,
      },
    ]),
  )
  console.log(
    JSON.stringify(
      {
        machine: { cpus: cpus().length, node: process.version },
        batchesPerRun: BATCHES,
        eventsPerBatch: 20,
        concurrency: 32,
        summary,
      },
      null,
      2,
    ),
  )
} finally {
  for (const target of targets) target.server.kill('SIGTERM')
  await new Promise((resolve) => setTimeout(resolve, 2000))
  postgres.stop()
}
