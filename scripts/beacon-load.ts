/**
 * Beacon throughput: sends sealed batches of 20 events with a fixed concurrency to a running server, then
 * compares the events the server acknowledged with the rows stored.
 * Usage: BASE=http://localhost:3100 BATCHES=500 CONCURRENCY=16 npx tsx scripts/beacon-load.ts
 * (needs ADMIN_EMAIL/ADMIN_PASSWORD of the server's database to count the stored rows)
 */
import { randomUUID } from 'node:crypto'
import { beaconKey, BROWSER_UA, sealBatch, storedCount } from './lib/beacon'

const base = process.env.BASE || 'http://localhost:3100'
const batches = Number(process.env.BATCHES || 500)
const concurrency = Number(process.env.CONCURRENCY || 16)

const key = await beaconKey(base)
const kinds = [[3, 23], [0, 22], [5, 24], [6, 25]] as const

function sealedBatch(): string {
  const batch = {
    common: { device_id: randomUUID(), page: `${base}/pricing`, locale: 'en' },
    events: Array.from({ length: 20 }, (_, i) => ({ id: randomUUID(), op_type: kinds[i % 4]![0], op_res: 0, op_obj_type: kinds[i % 4]![1], op_obj_value: { name: `b${i}` }, user_timestamp_: Date.now() })),
  }
  return sealBatch(key, batch)
}

/** The admin's auth header for counting the stored rows (signs in before and after the run). */
async function adminHeaders(): Promise<Record<string, string>> {
  const login = await fetch(`${base}/cms/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD }) })
  const { token } = (await login.json()) as { token: string }
  return { Authorization: `JWT ${token}` }
}

const bodies = Array.from({ length: batches }, sealedBatch)
const before = await storedCount(base, await adminHeaders(), 'stat-events')
const latencies: number[] = []
let acknowledged = 0
let errors = 0
let next = 0
const started = performance.now()
await Promise.all(
  Array.from({ length: concurrency }, async (_, worker) => {
    while (next < bodies.length) {
      const i = next++
      const t0 = performance.now()
      const res = await fetch(`${base}/api/stats/collect`, {
        method: 'POST',
        // A person's browser: the server drops batches from bots and scripted clients.
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': `10.9.${worker}.${i % 250}`,
          'user-agent': BROWSER_UA,
        },
        body: bodies[i],
      })
      const body = (await res.json()) as { code: number; data?: { stored: number } }
      latencies.push(performance.now() - t0)
      if (body.code === 0) acknowledged += body.data?.stored ?? 0
      else errors++
    }
  }),
)
const seconds = (performance.now() - started) / 1000
latencies.sort((a, b) => a - b)
const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!.toFixed(1)
const stored = (await storedCount(base, await adminHeaders(), 'stat-events')) - before
console.log(JSON.stringify({ batches, concurrency, seconds: +seconds.toFixed(2), batchesPerSecond: +(batches / seconds).toFixed(1), eventsPerSecond: +((batches * 20) / seconds).toFixed(0), p50ms: +pct(50), p99ms: +pct(99), errors, acknowledgedEvents: acknowledged, storedEvents: stored }))
