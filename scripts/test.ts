/**
 * `npm test`: unit and integration tests (Vitest), the integration tests again on PostgreSQL, two instances behind
 * nginx on PostgreSQL and Redis (tests/topology), then end-to-end tests (Playwright) against the production build
 * served on port 3100 with its own database and build folder, so the demo site is never touched.
 */
import { rmSync } from 'node:fs'
import { runEndToEnd } from './lib/e2e'
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

await run('npx', ['vitest', 'run'])
console.log(`Unit and integration tests (SQLite) passed after ${elapsed()}.`)

// The integration suite again on PostgreSQL: a throwaway server from Debian's package (scripts/lib/postgres.ts).
// Then, on the same server and a throwaway Redis, two instances of one build behind nginx (tests/topology).
const postgres = await startPostgres()
try {
  await run('npx', ['vitest', 'run', 'tests/int'], { env: { ...process.env, TEST_POSTGRES_URL: postgres.url } })
  console.log(`Integration tests on PostgreSQL passed after ${elapsed()}.`)
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
    await prepareTopology(topologyEnv, '.next-topology')
    await run('npx', ['vitest', 'run', '--config', 'vitest.topology.config.ts'], {
      env: { ...topologyEnv, TOPOLOGY_DATABASE_URL: databaseUrl, TOPOLOGY_REDIS_URL: redis.url, TOPOLOGY_DIST_DIR: '.next-topology' },
    })
  } finally {
    await redis.stop()
  }
} finally {
  postgres.stop()
}
console.log(`Two instances behind nginx on PostgreSQL and Redis: tests passed after ${elapsed()}.`)

await runEndToEnd(process.argv.slice(2))
console.log(`All tests passed in ${elapsed()}.`)
