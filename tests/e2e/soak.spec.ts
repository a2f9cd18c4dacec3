/**
 * Load without loss, the short form (scripts/beacon-soak.ts is the long run): a server of its own on a copy of the
 * e2e database takes 300 beacon batches per second with content pages alongside and gets a SIGTERM in the middle of
 * it; every event it acknowledged must be in its SQLite file afterwards, the pages must keep answering within 5 s,
 * and it must exit cleanly.
 */
import { expect, test } from '@playwright/test'
import { runSoak, soakSummary } from '../../scripts/lib/soak'

test('the beacon stores every event it acknowledged under load and through a SIGTERM', async () => {
  // Server start (4-10 s), 12 s of load, the exit and the count: about 25 s.
  test.setTimeout(120_000)
  const result = await runSoak({
    port: Number(process.env.SOAK_PORT || 3102),
    // data/e2e is the e2e server's live database: runSoak copies it with VACUUM INTO.
    sourceDataDir: process.env.DATA_DIR || 'data/e2e',
    distDir: process.env.NEXT_DIST_DIR || '.next-e2e',
    rate: 300,
    seconds: 12,
    sigtermAt: 8,
    pageRate: 20,
    // The generator shares two cores with the server it loads, the other test workers and the background build
    // for the topology tests: on a slow day it started 274 batches/s (91 %) while the server acknowledged 32/s, a
    // load no less severe. Below 85 % the run would no longer be the load it claims.
    minStartShare: 0.85,
    log: (line) => console.log(line),
  })
  console.log(soakSummary(result))
  console.log(JSON.stringify(result))

  expect(result.storage.ackedNotStored, 'acknowledged but not stored').toBe(0)
  expect(result.storage.partialBatches, 'batches stored in part').toBe(0)
  expect(result.beacons.ackedEvents).toBeGreaterThan(0)
  expect(result.server.exitAfterMs, 'exit within 30 s of SIGTERM').not.toBeNull()
  expect(result.server.exitCode, 'exit code').toBe(0)
  expect(result.pages.fiveXxWhileUp, 'pages answering 5xx while the server was up').toBe(0)
  expect(result.beacons.fiveXxWhileUp, 'beacons answering 5xx while the server was up').toBe(0)
  expect(result.beacons.startRate, 'batches started per second').toBeGreaterThanOrEqual(
    result.config.minStartShare * result.config.rate,
  )
  // Pages keep answering: the batches are decrypted and stored on the beacon's worker thread, not the pages' one.
  expect(result.pages.eligible, 'pages asked for while the server was up').toBeGreaterThan(0)
  expect(
    result.pages.late,
    `pages not answered within ${result.pages.pageDeadlineMs} ms while the server was up`,
  ).toBeLessThanOrEqual(Math.floor(result.pages.eligible * 0.01))
  expect(result.failures).toEqual([])
})
