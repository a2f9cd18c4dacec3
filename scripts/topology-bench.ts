/**
 * `npm run topology:bench`: throughput of the several-instances topology beside one instance, in one run on this
 * machine: a content page (autocannon, 50 connections, 10 s) and the statistics beacon (sealed batches of 20
 * events, 32 at a time), first against instance A alone, then through nginx over both instances. Starts what
 * `npm run topology` starts (throwaway PostgreSQL and Redis unless DATABASE_URL/REDIS_URL), prints JSON.
 */
import autocannon from 'autocannon'
import { beaconKey } from './lib/beacon'
import { beaconLoad, sealedBatches } from './lib/beacon-load'
import { prepareTopology, startServices, startTopology } from './lib/topology'

const PAGE = process.env.PAGE || '/pricing'
const BATCHES = Number(process.env.BATCHES || 3000)

const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
const services = await startServices(env)
const distDir = '.next-topology'
const dataDir = env.DATA_DIR || 'data/topology'
try {
  const settings = {
    ...env,
    DATABASE_URL: services.databaseUrl,
    REDIS_URL: services.redisUrl,
    DATA_DIR: dataDir,
    STATS_JOB_HOURS: '0',
  }
  await prepareTopology(settings, distDir)
  const topology = await startTopology({
    databaseUrl: services.databaseUrl,
    redisUrl: services.redisUrl,
    distDir,
    dataDir,
    env: settings,
  })
  try {
    const targets = [
      { name: 'one instance (A, direct)', base: topology.instances[0].url },
      { name: 'two instances through nginx', base: topology.url },
    ]
    const key = await beaconKey(topology.url)
    const results = []
    for (const target of targets) {
      // Warm both instances' caches for the page first.
      for (let i = 0; i < 20; i++) await fetch(`${target.base}${PAGE}`)
      const page = await autocannon({ url: `${target.base}${PAGE}`, connections: 50, duration: 10 })
      const beacon = await beaconLoad(
        target.base,
        sealedBatches(key, BATCHES, `${target.base}/pricing`),
        32,
      )
      results.push({
        target: target.name,
        page: {
          path: PAGE,
          requestsPerSecond: page.requests.average,
          p50ms: page.latency.p50,
          p99ms: page.latency.p99,
          errors: page.errors + page.non2xx,
        },
        beacon,
      })
    }
    console.log(
      JSON.stringify(
        { machine: { cpus: (await import('node:os')).cpus().length }, results },
        null,
        2,
      ),
    )
  } finally {
    await topology.stop()
  }
} finally {
  await services.stop()
}
