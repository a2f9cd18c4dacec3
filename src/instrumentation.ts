/**
 * At server start, with the Redis page cache on (REDIS_URL, cache-handler.mjs): the pages this build prerendered
 * are loaded into Redis, keeping what another instance already wrote there (a page regenerated after a publish is
 * not put back to its build-time state).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || !process.env.REDIS_URL) return
  const { registerInitialCache } = await import('@fortedigital/nextjs-cache-handler/instrumentation')
  const { default: CacheHandler } = await import('../cache-handler.mjs')
  await registerInitialCache(CacheHandler, { setOnlyIfNotExists: true, buildDir: process.env.NEXT_DIST_DIR || '.next' })
}
