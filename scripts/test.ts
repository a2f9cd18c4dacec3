/**
 * `npm test`: unit and integration tests (Vitest), the integration tests again on PostgreSQL, two instances behind
 * nginx on PostgreSQL and Redis (tests/topology), then end-to-end tests (Playwright) against the production build
 * served on port 3100 with its own database and build folder, so the demo site is never touched.
 *
 * What does not need a quiet machine runs side by side: the two Vitest runs (one process each, a test file at a
 * time: about one core each) beside the two production builds (one after the other; each prerenders on both cores).
 * The timed tests (topology, then Playwright) run alone afterwards. Output of the side-by-side jobs is printed whole as each ends, not interleaved.
 */
import { rmSync } from 'node:fs'
import { prepareEndToEnd, runPlaywright } from './lib/e2e'
import { ensureServices } from './lib/services'
import { createDatabase, startPostgres } from './lib/postgres'
import { startRedis } from './lib/redis-server'
import { prepareTopology } from './lib/topology'
import { run } from './lib/run'

const started = Date.now()
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`

// Everything the tests run beside the site, before the first test: PostgreSQL, Redis, nginx, Chromium.
try {
  ensureServices(['postgresql', 'redis-server', 'nginx', 'chromium', 'default-jre-headless'])
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}

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
      job('Unit and integration tests (SQLite)', (output) => run('npx', ['vitest', 'run'], { output })),
      job('Integration tests (PostgreSQL)', (output) =>
        run('npx', ['vitest', 'run', 'tests/int'], { env: { ...process.env, TEST_POSTGRES_URL: postgres.url }, output }),
      ),
      job('Production builds (end-to-end, then two instances)', async (output) => {
        const e2eEnv = await prepareEndToEnd(output)
        await prepareTopology(topologyEnv, '.next-topology', output)
        return e2eEnv
      }),
    ])
    const failed = settled.filter((s): s is PromiseRejectedResult => s.status === 'rejected')
    if (failed.length) throw new Error(failed.map((f) => String((f.reason as Error)?.message ?? f.reason)).join('\n'))
    console.log(`Unit and integration tests on SQLite and PostgreSQL passed, and both builds are ready, after ${elapsed()}.`)
    const e2eEnv = (settled[2] as PromiseFulfilledResult<NodeJS.ProcessEnv>).value

    await run('npx', ['vitest', 'run', '--config', 'vitest.topology.config.ts'], {
      env: { ...topologyEnv, TOPOLOGY_DATABASE_URL: databaseUrl, TOPOLOGY_REDIS_URL: redis.url, TOPOLOGY_DIST_DIR: '.next-topology' },
    })
    console.log(`Two instances behind nginx on PostgreSQL and Redis: tests passed after ${elapsed()}.`)

    await runPlaywright(e2eEnv, process.argv.slice(2))
  } finally {
    await redis.stop()
  }
} finally {
  postgres.stop()
}
console.log(`All tests passed in ${elapsed()}.`)
