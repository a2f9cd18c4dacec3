/**
 * The end-to-end run of `npm test` (and alone: `npm run test:e2e -- [playwright args]`): its own database
 * (data/e2e, emptied), build (.next-e2e) and port (3100), a local stand-in for Google's key set, then Playwright
 * against the production server.
 */
import { rmSync } from 'node:fs'
import { findChromium } from './browser'
import { startGoogleFixture } from './google-fixture'
import { prepare, run } from './run'

const dataDir = 'data/e2e'

/** Seeds the e2e database and builds into .next-e2e when stale; `output` collects what it prints (run beside others). */
export async function prepareEndToEnd(output?: Buffer[]): Promise<NodeJS.ProcessEnv> {
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
  await prepare(env, { distDir: '.next-e2e', output })
  return env
}

/** Playwright against the prepared build (`prepareEndToEnd`). */
export async function runPlaywright(env: NodeJS.ProcessEnv, args: string[]) {
  const google = await startGoogleFixture(dataDir)
  try {
    await run('npx', ['playwright', 'test', ...args], {
      env: { ...env, GOOGLE_JWKS_URL: google.url, APP_EXCHANGE_SECRET: 'e2e-app-exchange-secret' },
    })
  } finally {
    google.close()
  }
}

export async function runEndToEnd(args: string[]) {
  await runPlaywright(await prepareEndToEnd(), args)
}
