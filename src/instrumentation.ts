/**
 * Runs once when a server process starts (not in the build's prerendering workers):
 * - the proxy's tables (redirects, route index, staff) start loading from the database and stay in step with it
 *   (src/server/site-tables/loader.ts), and once they have loaded, every language's search index is built;
 * - with the Redis page cache on (REDIS_URL, cache-handler.mjs), the pages this build prerendered are loaded into
 *   Redis, keeping what another instance already wrote there (a page regenerated after a publish is not put back
 *   to its build-time state).
 */
/** How long after the tables load the search indexes start building. */
const SEARCH_AHEAD_DELAY_MS = 10_000

export async function register() {
  // Next.js's own markers of where this runs (not configuration): nothing here in the edge runtime or the build's
  // workers, and src/config.ts (which reads files) only past this line.
  // eslint-disable-next-line no-restricted-properties
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build')
    return
  const { DIST_DIR, redisUrl } = await import('./config')
  const { startSiteTablesLoader } = await import('./server/site-tables/loader')
  startSiteTablesLoader()
  const [{ siteTablesWithin }, { buildIndexesAhead }] = await Promise.all([
    import('./server/site-tables/slot'),
    import('./server/search/search'),
  ])
  // A few seconds after the tables, beside the first requests rather than before them.
  void siteTablesWithin(60_000).then(() =>
    setTimeout(() => void buildIndexesAhead(), SEARCH_AHEAD_DELAY_MS),
  )
  if (!redisUrl()) return
  const { registerInitialCache } =
    await import('@fortedigital/nextjs-cache-handler/instrumentation')
  const { default: CacheHandler } = await import('../cache-handler.mjs')
  await registerInitialCache(CacheHandler, { setOnlyIfNotExists: true, buildDir: DIST_DIR })
}
