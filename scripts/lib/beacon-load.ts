/**
 * Closed-model beacon load: sealed batches of 20 events sent with a fixed concurrency, timed, with the events the
 * server acknowledged (scripts/beacon-load.ts, scripts/topology-bench.ts).
 */
import { randomUUID, type KeyObject } from 'node:crypto'
import { beaconEvents, BROWSER_UA, sealBatch } from './beacon'

/** `count` sealed batches of 20 events of every kind, as request bodies. */
export function sealedBatches(key: KeyObject, count: number, page: string): string[] {
  return Array.from({ length: count }, () =>
    sealBatch(key, {
      common: { device_id: randomUUID(), page, locale: 'en' },
      events: beaconEvents(20, (i) => ({ name: `b${i}` })),
    }),
  )
}

export interface BeaconLoadResult {
  batches: number
  concurrency: number
  seconds: number
  batchesPerSecond: number
  eventsPerSecond: number
  p50ms: number
  p99ms: number
  errors: number
  acknowledgedEvents: number
}

/** Sends every body with `concurrency` requests at a time; each worker speaks for its own visitor addresses. */
export async function beaconLoad(
  base: string,
  bodies: string[],
  concurrency: number,
): Promise<BeaconLoadResult> {
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
  const pct = (p: number) =>
    +(
      latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0
    ).toFixed(1)
  return {
    batches: bodies.length,
    concurrency,
    seconds: +seconds.toFixed(2),
    batchesPerSecond: +(bodies.length / seconds).toFixed(1),
    eventsPerSecond: +((bodies.length * 20) / seconds).toFixed(0),
    p50ms: pct(50),
    p99ms: pct(99),
    errors,
    acknowledgedEvents: acknowledged,
  }
}
