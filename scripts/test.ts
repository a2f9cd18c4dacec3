/**
 * `npm test`: unit and integration tests (Vitest), the integration tests again on PostgreSQL, two instances behind
 * nginx on PostgreSQL and Redis (tests/topology), then end-to-end tests (Playwright) against the production build
 * served on port 3100 with its own database and build folder, so the demo site is never touched.
 */
import { rmSync } from 'node:fs'
import { findChromium } from './lib/browser'
import { startGoogleFixture } from './lib/google-fixture'
import { createDatabase, startPostgres } from './lib/postgres'
import { startRedis } from './lib/redis-server'
import { prepareTopology } from './lib/topology'
import { prepare, run } from './lib/run'

const started = Date.now()
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`

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

const dataDir = 'data/e2e'
rmSync(dataDir, { recursive: true, force: true })
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  PORT: process.env.E2E_PORT || '3100',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  SITE_URL: '',
  SITE_URL_ZH: '',
  NEXT_DIST_DIR: '.next-e2e',
  PAYLOAD_SECRET: 'e2e-secret-not-for-production',
  ADMIN_EMAIL: 'e2e-admin@example.com',
  ADMIN_PASSWORD: 'e2e admin password, long enough',
  // The e2e server sits behind no proxy but trusts loopback so tests can speak for distinct visitor addresses.
  TRUSTED_PROXIES: '127.0.0.1',
  CHROME_PATH: await findChromium(),
  // Baked into the pages at build time (the one-tap script loads only with a client id).
  GOOGLE_CLIENT_ID: 'e2e-client.apps.googleusercontent.com',
}
await prepare(env, { distDir: '.next-e2e' })
const google = await startGoogleFixture(dataDir)
try {
  await run('npx', ['playwright', 'test', ...process.argv.slice(2)], {
    env: { ...env, GOOGLE_JWKS_URL: google.url, APP_EXCHANGE_SECRET: 'e2e-app-exchange-secret' },
  })
} finally {
  google.close()
}
console.log(`All tests passed in ${elapsed()}.`)
