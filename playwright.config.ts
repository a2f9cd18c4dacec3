import { defineConfig } from '@playwright/test'
import { CHROMIUM_FLAGS } from './scripts/lib/browser'

/** End-to-end tests against the production build served by `server.ts` (prepared by `npm test`). */
const port = Number(process.env.PORT || 3100)
const executablePath = process.env.CHROME_PATH || '/usr/bin/chromium'
// When the server below was started (set once, in the runner: its workers inherit it). publish-live.spec counts a
// server's minutes of service from here.
process.env.E2E_SERVER_SINCE ||= String(Date.now())

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // One worker: tests change shared CMS state (redirects) that every page request reads.
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath,
      args: CHROMIUM_FLAGS,
    },
  },
  webServer: {
    // The compiled server, as production runs it (npm test builds it: scripts/build-server.ts).
    command: 'node dist/server.mjs',
    url: `http://localhost:${port}/`,
    // E2E_REUSE_SERVER=1: run against a server already started by hand (its logs in view).
    reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
    timeout: 60_000,
    env: { ...(process.env as Record<string, string>), NODE_ENV: 'production', PORT: String(port) },
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
