/**
 * Beacon throughput: sends sealed batches of 20 events with a fixed concurrency to a running server, then
 * compares the events the server acknowledged with the rows stored.
 * Usage: BASE=http://localhost:3100 BATCHES=500 CONCURRENCY=16 npx tsx scripts/beacon-load.ts
 * (needs ADMIN_EMAIL/ADMIN_PASSWORD of the server's database to count the stored rows)
 */
import { beaconKey, storedCount } from './lib/beacon'
import { beaconLoad, sealedBatches } from './lib/beacon-load'

const base = process.env.BASE || 'http://localhost:3100'
const batches = Number(process.env.BATCHES || 500)
const concurrency = Number(process.env.CONCURRENCY || 16)

/** The admin's auth header for counting the stored rows (signs in before and after the run). */
async function adminHeaders(): Promise<Record<string, string>> {
  const login = await fetch(`${base}/cms/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD }),
  })
  const { token } = (await login.json()) as { token: string }
  return { Authorization: `JWT ${token}` }
}

const bodies = sealedBatches(await beaconKey(base), batches, `${base}/pricing`)
const before = await storedCount(base, await adminHeaders(), 'stat-events')
const result = await beaconLoad(base, bodies, concurrency)
const stored = (await storedCount(base, await adminHeaders(), 'stat-events')) - before
console.log(JSON.stringify({ ...result, storedEvents: stored }))
