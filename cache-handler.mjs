/**
 * Next.js's cache (prerendered and revalidated pages, `unstable_cache` data, tag revalidations) shared by every app
 * instance through Redis, with @fortedigital/nextjs-cache-handler. next.config.ts selects it when REDIS_URL is set
 * at build time; without REDIS_URL the app keeps Next.js's own file-system cache (one instance).
 *
 * One Redis connection per process. While Redis cannot be reached this process falls back to a memory cache of its
 * own (pages stay up; a publish on another instance is then not seen here until Redis is back) and logs it.
 */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'
import { createClient } from 'redis'

const PREFIX = `${process.env.REDIS_KEY_PREFIX || 'site:'}next:`

async function configure() {
  // The build prerenders into its own folder; instances load those pages into Redis when they start.
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD || !process.env.REDIS_URL)
    return { handlers: [createLruHandler()] }
  let connected = false
  const client = createClient({
    url: process.env.REDIS_URL,
    pingInterval: 10_000,
    // While Redis is away a cache read fails at once (a miss: the page is rendered) instead of waiting in a queue.
    disableOfflineQueue: true,
    // A first connection that fails is given up (node-redis would retry it forever and hold every request);
    // once connected, reconnect in the background.
    socket: {
      connectTimeout: 2_000,
      reconnectStrategy: (retries, cause) =>
        connected ? Math.min(100 * 2 ** retries, 2_000) : cause,
    },
  })
  client.on('ready', () => (connected = true))
  client.on('error', (error) =>
    console.error('Redis (page cache):', error instanceof Error ? error.message : error),
  )
  try {
    await client.connect()
  } catch (error) {
    console.error(
      'Redis (page cache) unreachable; caching in this process only for 30 s:',
      error instanceof Error ? error.message : error,
    )
    client.destroy?.()
    // Try Redis again in 30 s (not on every request meanwhile).
    setTimeout(() => (globalThis.__siteCacheConfig = undefined), 30_000).unref()
    return { handlers: [createLruHandler()] }
  }
  return {
    handlers: [
      createRedisHandler({
        client,
        keyPrefix: PREFIX,
        sharedTagsKey: `${PREFIX}tags`,
        sharedTagsTtlKey: `${PREFIX}tag-ttls`,
        timeoutMs: 1_000,
      }),
    ],
  }
}

CacheHandler.onCreation(() => {
  globalThis.__siteCacheConfig ??= configure()
  return globalThis.__siteCacheConfig
})

export default CacheHandler
