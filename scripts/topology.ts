/**
 * `npm run topology`: the several-instances setup on this machine, for trying it out or measuring it. Two app
 * instances of one build, nginx (Debian's) in front on PORT (default 8080), PostgreSQL and Redis: the ones
 * DATABASE_URL (postgres://) and REDIS_URL name, or throwaway servers from Debian's packages. Seeds demo content
 * when the database is empty and builds into .next-topology (with the Redis page cache) when stale. Ctrl-C stops
 * everything it started.
 */
import { prepareTopology, startServices, startTopology } from './lib/topology'

const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
const services = await startServices(env)
const distDir = '.next-topology'
const dataDir = env.DATA_DIR || 'data/topology'
const settings = {
  ...env,
  DATABASE_URL: services.databaseUrl,
  REDIS_URL: services.redisUrl,
  DATA_DIR: dataDir,
}
try {
  await prepareTopology(settings, distDir)
  const topology = await startTopology({
    port: Number(env.PORT || 8080),
    databaseUrl: services.databaseUrl,
    redisUrl: services.redisUrl,
    distDir,
    dataDir,
    env: settings,
  })
  console.log(
    `The site: ${topology.url} (instances ${topology.instances.map((i) => i.url).join(', ')}). Ctrl-C stops it.`,
  )
  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve)
    process.once('SIGTERM', resolve)
  })
  await topology.stop()
} finally {
  await services.stop()
}
