/**
 * The bench's real-traffic checks against a running site: cached pages' latency under a junk flood, the CPU of junk
 * against cached pages (each junk round from a new client: the costliest case), and memory over two rounds.
 */
import path from 'node:path'
import autocannon from 'autocannon'
import { locales } from '../../src/i18n/locales'
import { beaconKey } from './beacon'
import { beaconLoad, sealedBatches } from './beacon-load'
import { cpuSeconds, largestProcess, serverRss } from './proc-memory'
import { rawFetch } from './site-audit'

const JUNK = path.resolve('scripts/lib/junk-request.cjs')

interface Figures {
  requests: number
  rps: number
  p50: number
  p99: number
  max: number
  errors: number
  statuses: Record<string, number>
}

const figures = (result: autocannon.Result): Figures => ({
  requests: result.requests.total,
  rps: Math.round(result.requests.average),
  p50: result.latency.p50,
  p99: result.latency.p99,
  max: result.latency.max,
  errors: result.errors + result.timeouts,
  statuses: Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s?.count ?? 0]),
  ),
})

/** Cycles through paths, one request each (for a client that reads cached pages). */
const cycling = (paths: string[]) => {
  let n = 0
  return (request: autocannon.Request) => ({ ...request, path: paths[n++ % paths.length] })
}

export interface FloodFigures {
  seconds: number
  connections: number
  junk: Figures
  probe: Figures
}

/** One client floods junk while another reads cached pages, side by side for `seconds`. */
export async function flood(
  port: number,
  cachedPaths: string[],
  seconds = 20,
  connections = 50,
): Promise<FloodFigures> {
  const url = `http://127.0.0.1:${port}`
  // The flood in two worker threads, so the probe's own thread measures latency, not the flood's queue.
  const junk = autocannon({
    url,
    connections,
    duration: seconds,
    workers: 2,
    headers: { host: `localhost:${port}`, 'x-forwarded-for': '198.51.100.1' },
    requests: [{ setupRequest: JUNK }],
  } as autocannon.Options)
  // A moment later, so the probe sees the flood under way.
  await new Promise((r) => setTimeout(r, 1_000))
  const probe = autocannon({
    url,
    connections: 2,
    duration: seconds - 2,
    headers: { host: `localhost:${port}`, 'x-forwarded-for': '198.51.100.2' },
    requests: [{ setupRequest: cycling(cachedPaths) }],
  })
  const [j, p] = await Promise.all([junk, probe])
  return { seconds, connections, junk: figures(j), probe: figures(p) }
}

export interface CpuFigures {
  rounds: {
    cachedSeconds: number
    junkSeconds: number
    ratio: number
    junkStatuses: Record<string, number>
  }[]
  ratio: number
}

/** The server's CPU time for `amount` junk requests against `amount` cached ones, `rounds` times alternating. */
export async function cpuPerRequest(
  port: number,
  root: number,
  cachedPaths: string[],
  amount = 1_000,
  roundCount = 5,
): Promise<CpuFigures> {
  const url = `http://127.0.0.1:${port}`
  const serverPid = largestProcess(root)
  const timed = async (options: autocannon.Options) => {
    const before = cpuSeconds(serverPid)
    const result = await autocannon(options)
    return { seconds: cpuSeconds(serverPid) - before, result }
  }
  const rounds: CpuFigures['rounds'] = []
  for (let round = 0; round < roundCount; round++) {
    const cached = await timed({
      url,
      connections: 10,
      amount,
      headers: { host: `localhost:${port}`, 'x-forwarded-for': `198.51.100.${10 + round}` },
      requests: [{ setupRequest: cycling(cachedPaths) }],
    })
    const junk = await timed({
      url,
      connections: 10,
      amount,
      workers: 1,
      headers: { host: `localhost:${port}`, 'x-forwarded-for': `198.51.100.${20 + round}` },
      requests: [{ setupRequest: JUNK }],
    } as autocannon.Options)
    rounds.push({
      cachedSeconds: +cached.seconds.toFixed(2),
      junkSeconds: +junk.seconds.toFixed(2),
      ratio: +(junk.seconds / Math.max(cached.seconds, 0.01)).toFixed(2),
      junkStatuses: figures(junk.result).statuses,
    })
  }
  const ratios = rounds.map((r) => r.ratio).sort((a, b) => a - b)
  return { rounds, ratio: ratios[Math.floor(ratios.length / 2)] as number }
}

export interface MemoryFigures {
  startMiB: number
  /** Resident memory after each part of a round (where it goes), and after the round. */
  rounds: {
    urls: number
    searches: number
    junk: number
    beaconEvents: number
    seconds: number
    afterCrawlMiB: number
    afterSearchesMiB: number
    rssMiB: number
  }[]
}

const mib = (bytes: number) => Math.round(bytes / 2 ** 20)
const JUNK_PER_ROUND = 5_000

/** Resident memory after each round of every sitemap address, a search per language and a beacon load. */
export async function memoryRounds(
  base: string,
  serverPid: number,
  urls: string[],
  roundCount = 2,
): Promise<MemoryFigures> {
  const startMiB = mib(serverRss(serverPid))
  const key = await beaconKey(base)
  const rounds: MemoryFigures['rounds'] = []
  for (let round = 0; round < roundCount; round++) {
    const started = Date.now()
    let next = 0
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (next < urls.length) {
          // As a browser asks (brotli), through loopback whatever the host (Node does not resolve zh.localhost).
          await rawFetch(urls[next++] as string, { 'accept-encoding': 'br' })
        }
      }),
    )
    const afterCrawlMiB = mib(serverRss(serverPid))
    for (const lang of locales)
      await (await fetch(`${base}/api/search?q=proxy&lang=${lang}`)).arrayBuffer()
    const afterSearchesMiB = mib(serverRss(serverPid))
    // Junk from a new client each round (random query strings, unknown addresses, searches): nothing of it may stay.
    const { port } = new URL(base)
    await autocannon({
      url: `http://127.0.0.1:${port}`,
      connections: 20,
      amount: JUNK_PER_ROUND,
      workers: 1,
      headers: { host: new URL(base).host, 'x-forwarded-for': `198.51.100.${200 + round}` },
      requests: [{ setupRequest: JUNK }],
    } as autocannon.Options)
    const beacons = await beaconLoad(base, sealedBatches(key, 200, `${base}/pricing`), 8)
    rounds.push({
      urls: urls.length,
      searches: locales.length,
      junk: JUNK_PER_ROUND,
      beaconEvents: beacons.acknowledgedEvents,
      seconds: Math.round((Date.now() - started) / 1000),
      afterCrawlMiB,
      afterSearchesMiB,
      rssMiB: mib(serverRss(serverPid)),
    })
  }
  return { startMiB, rounds }
}
