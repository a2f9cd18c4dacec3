/**
 * Beacon throughput: sends sealed batches of 20 events with a fixed concurrency to a running server, then
 * compares the events the server acknowledged with the rows stored.
 * Usage: BASE=http://localhost:3100 BATCHES=500 CONCURRENCY=16 npx tsx scripts/beacon-load.ts
 * (needs ADMIN_EMAIL/ADMIN_PASSWORD of the server's database to count the stored rows)
 */
import { constants, createCipheriv, createPublicKey, publicEncrypt, randomBytes, randomUUID } from 'node:crypto'

const base = process.env.BASE || 'http://localhost:3100'
const batches = Number(process.env.BATCHES || 500)
const concurrency = Number(process.env.CONCURRENCY || 16)

const keyRes = (await (await fetch(`${base}/api/stats/key`)).json()) as { data: { spki: string } }
const key = createPublicKey({ key: Buffer.from(keyRes.data.spki, 'base64'), format: 'der', type: 'spki' })
const kinds = [[3, 23], [0, 22], [5, 24], [6, 25]] as const

function sealedBatch(): string {
  const batch = {
    common: { device_id: randomUUID(), page: `${base}/pricing`, locale: 'en' },
    events: Array.from({ length: 20 }, (_, i) => ({ id: randomUUID(), op_type: kinds[i % 4]![0], op_res: 0, op_obj_type: kinds[i % 4]![1], op_obj_value: { name: `b${i}` }, user_timestamp_: Date.now() })),
  }
  const aes = randomBytes(32)
  const iv = randomBytes(12)
  const c = createCipheriv('aes-256-gcm', aes, iv)
  const ct = Buffer.concat([c.update(JSON.stringify(batch)), c.final()])
  return new URLSearchParams({
    _t: publicEncrypt({ key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, aes).toString('base64'),
    _a: Buffer.concat([iv, ct, c.getAuthTag()]).toString('base64'),
  }).toString()
}

async function storedCount(): Promise<number> {
  const login = await fetch(`${base}/cms/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD }) })
  const { token } = (await login.json()) as { token: string }
  const res = await fetch(`${base}/cms/api/stat-events?limit=1`, { headers: { Authorization: `JWT ${token}` } })
  return ((await res.json()) as { totalDocs: number }).totalDocs
}

const bodies = Array.from({ length: batches }, sealedBatch)
const before = await storedCount()
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
          'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
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
const stored = (await storedCount()) - before
console.log(JSON.stringify({ batches, concurrency, seconds: +seconds.toFixed(2), batchesPerSecond: +(batches / seconds).toFixed(1), eventsPerSecond: +((batches * 20) / seconds).toFixed(0), p50ms: +pct(50), p99ms: +pct(99), errors, acknowledgedEvents: acknowledged, storedEvents: stored }))
