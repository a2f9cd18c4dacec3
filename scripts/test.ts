/**
 * `npm test`: Vitest (SQLite, then PostgreSQL), Playwright against its own production build on port 3100, then two
 * instances behind nginx (tests/topology). Jobs run side by side to keep both cores busy; the build beside the
 * browser tests runs at the lowest CPU priority so it takes only what they leave idle.
 */
import { rmSync } from 'node:fs'
import { prepareEndToEnd, runPlaywright } from './lib/e2e'
import { ensureTestServices } from './lib/services'
import { createDatabase, startPostgres } from './lib/postgres'
import { startRedis } from './lib/redis-server'
import { prepareTopology } from './lib/topology'
import { run } from './lib/run'

const started = Date.now()
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`

// Everything the tests run beside the site, before the first test: PostgreSQL, Redis, nginx, Chromium.
ensureTestServices()

/** Runs `work` with its output collected, then prints that output under a heading, whether it passed or failed. */
async function job<T>(name: string, work: (output: Buffer[]) => Promise<T>): Promise<T> {
  const output: Buffer[] = []
  const began = Date.now()
  console.log(`${name}: started after ${elapsed()}.`)
  try {
    return await work(output)
  } finally {
    process.stdout.write(`\n───── ${name} (${((Date.now() - began) / 1000).toFixed(0)} s) ─────\n`)
    process.stdout.write(Buffer.concat(output))
    process.stdout.write(`───── end of ${name} ─────\n\n`)
  }
}

/** Fails with every failure's message once all the side-by-side jobs have ended. */
function throwIfFailed(settled: PromiseSettledResult<unknown>[]) {
  const failed = settled.filter((s): s is PromiseRejectedResult => s.status === 'rejected')
  if (failed.length)
    throw new Error(failed.map((f) => String((f.reason as Error)?.message ?? f.reason)).join('\n'))
}

// Throwaway PostgreSQL and Redis from Debian's packages (scripts/lib/postgres.ts, redis-server.ts): the integration
// suite's second run, and the two instances' build and test.
const postgres = await startPostgres()
try {
  const redis = await startRedis()
  try {
    const databaseUrl = await createDatabase(postgres.url, 'site_topology')
    const topologyEnv: NodeJS.ProcessEnv = {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis.url,
      DATA_DIR: 'data/topology',
      SITE_URL: '',
      SITE_URL_ZH: '',
      PAYLOAD_SECRET: 'topology-secret-not-for-production',
      ADMIN_EMAIL: 'topology-admin@example.com',
      ADMIN_PASSWORD: 'topology admin password, long enough',
      TRUSTED_PROXIES: '127.0.0.1',
    }
    rmSync('data/topology', { recursive: true, force: true })

    const settled = await Promise.allSettled([
      job('Unit and integration tests (SQLite)', (output) =>
        run('npx', ['vitest', 'run'], { output }),
      ),
      job('Integration tests (PostgreSQL)', (output) =>
        run('npx', ['vitest', 'run', 'tests/int'], {
          env: { ...process.env, TEST_POSTGRES_URL: postgres.url },
          output,
        }),
      ),
      job('Production build for the end-to-end tests', (output) => prepareEndToEnd(output)),
    ])
    throwIfFailed(settled)
    console.log(
      `Unit and integration tests on SQLite and PostgreSQL passed, and the end-to-end build is ready, after ${elapsed()}.`,
    )
    const e2eEnv = (settled[2] as PromiseFulfilledResult<NodeJS.ProcessEnv>).value

    const topologyBuild = job('Production build for two instances (in the background)', (output) =>
      prepareTopology(topologyEnv, '.next-topology', { output, priority: 'background' }),
    )
    throwIfFailed(
      await Promise.allSettled([runPlaywright(e2eEnv, process.argv.slice(2)), topologyBuild]),
    )
    console.log(`End-to-end tests passed after ${elapsed()}.`)

    await run('npx', ['vitest', 'run', '--config', 'vitest.topology.config.ts'], {
      env: {
        ...topologyEnv,
        TOPOLOGY_DATABASE_URL: databaseUrl,
        TOPOLOGY_REDIS_URL: redis.url,
        TOPOLOGY_DIST_DIR: '.next-topology',
      },
    })
    console.log(
      `Two instances behind nginx on PostgreSQL and Redis: tests passed after ${elapsed()}.`,
    )
  } finally {
    await redis.stop()
  }
} finally {
  postgres.stop()
}
console.log(`All tests passed in ${elapsed()}.`)
