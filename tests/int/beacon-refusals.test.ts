import { createPublicKey, generateKeyPairSync } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { BEACON_MAX_BYTES } from '@/lib/stats/beacon'
import { dispatch } from '@/server/api/dispatch'
import { beaconKeys } from '@/server/beacon/keys'
import { dashboardData } from '@/server/stats/dashboard'
import { lastDays } from '@/server/stats/filter'
import { rebuildRollups } from '@/server/stats/jobs'
import { utcDay } from '@/server/stats/sql'
import { BROWSER_UA, beaconEvents, sealFields } from '../../scripts/lib/beacon'
import { freshPayload } from './helpers'

let payload: Payload
let cleanup: () => Promise<void>
beforeAll(async () => ({ payload, cleanup } = await freshPayload()), 120_000)
afterAll(async () => cleanup?.())

const collect = (body: string) =>
  dispatch(
    new NextRequest('http://localhost/api/stats/collect', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': BROWSER_UA },
      body,
    }),
    'stats/collect',
  )
const batchOf = (n: number) => ({
  common: { device_id: 'refusal-device', ua: BROWSER_UA },
  events: beaconEvents(n, () => ({ url: 'http://localhost/th' })),
})
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString()

describe('beacon batches the server refuses', () => {
  it('are counted per day by status and reason, shown on the dashboard, and kept through roll-up rebuilds', async () => {
    const siteKey = createPublicKey(beaconKeys().privateKey)
    const strangerKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey
    const tooLarge = form({
      ...sealFields(siteKey, JSON.stringify(batchOf(1))),
      pad: 'x'.repeat(BEACON_MAX_BYTES),
    })
    const answers = [
      await collect(tooLarge),
      await collect(tooLarge),
      await collect(form(sealFields(strangerKey, JSON.stringify(batchOf(2))))),
      await collect(form(sealFields(siteKey, JSON.stringify({ ...batchOf(1), events: [] })))),
      await collect(form({ _t: 'x' })),
    ]
    expect(answers.map((res) => res.status)).toEqual([413, 413, 400, 400, 400])
    // A batch that is stored, and one stored before (409), are no refusals.
    const good = form(sealFields(siteKey, JSON.stringify(batchOf(3))))
    expect((await collect(good)).status).toBe(200)
    expect((await collect(good)).status).toBe(409)

    const today = utcDay()
    await rebuildRollups(payload, today, today, today)
    const { refusedByDay } = await dashboardData(payload, lastDays(1))
    expect(refusedByDay.map((r) => [r.label, r.detail, r.count])).toEqual([
      [today, '400 invalid batch', 1],
      [today, '400 invalid fields', 1],
      [today, '400 not sealed with the site key', 1],
      [today, '413 too large', 2],
    ])
  })
})
