/**
 * The site search: one in-memory index per language (src/lib/search/engine.ts) over every page a visitor can read
 * in it (src/server/search/documents.ts).
 *
 * Freshness: an index belongs to a content version, the one the proxy's tables are built from
 * (src/server/site-tables/loader.ts asks the database once a second for the row count and last change of every
 * content table, on every instance, and publishes the answer in src/server/site-tables/slot.ts). A query after the version moved starts the next build and is
 * answered from the last index meanwhile, so nobody waits for a rebuild (2 to 3 s a language at the 10x seed,
 * mostly reading the pages: scripts/search-bench.ts) and whatever an editor publishes, unpublishes or deletes is
 * searchable within about a second plus that, on every instance, without a restart. Every language's index is built
 * when the server starts (buildIndexesAhead), so no first query waits either. A process without the loader
 * (scripts, tests) asks the database the same question itself, on each query.
 */
import 'server-only'
import type { Payload } from 'payload'
import { locales, type Locale } from '@/i18n/locales'
import { loadRouteIndex, type LoadedRouteIndex } from '@/lib/route-index'
import { createSearchIndex, queryIndex } from '@/lib/search/engine'
import { SEARCH_LIMIT, type SearchAnswer, type SearchSection } from '@/lib/search/query'
import { siteTables } from '@/server/site-tables/slot'
import { ok } from '../api/envelope'
import type { Handler } from '../api/endpoint'
import type { searchInput } from '../api/schemas'
import { computeRouteIndex } from '../site-tables/route-index'
import { getPayload } from '../payload'
import { searchDocuments } from './documents'
import { databaseVersion } from '../site-tables/loader'
import { slot, type Build, type LanguageIndex } from './slot'

/** The content version now, and the route index of that version (which documents each language offers). */
async function contentSource(
  payload: Payload,
): Promise<{ version: string; routeIndex: () => Promise<LoadedRouteIndex> }> {
  const tables = siteTables()
  if (tables) return { version: tables.contentVersion, routeIndex: async () => tables.routeIndex }
  return {
    version: await databaseVersion(payload),
    routeIndex: async () => loadRouteIndex(await computeRouteIndex()),
  }
}

async function buildIndex(
  payload: Payload,
  locale: Locale,
  version: string,
  routeIndex: LoadedRouteIndex,
): Promise<LanguageIndex> {
  const started = performance.now()
  const docs = await searchDocuments(payload, locale, routeIndex)
  const read = performance.now()
  const index = await createSearchIndex(docs, locale)
  return {
    version,
    index,
    documents: docs.length,
    readMs: read - started,
    indexMs: performance.now() - read,
  }
}

/** The build of a language's index for a content version: the one under way or done, else a new one. */
function buildFor(
  locale: Locale,
  payload: Payload,
  source: Awaited<ReturnType<typeof contentSource>>,
): Build {
  const s = slot()
  const current = s.builds.get(locale)
  if (current?.version === source.version) return current
  const order = ++s.started
  const ready = source
    .routeIndex()
    .then((index) => buildIndex(payload, locale, source.version, index))
  const build: Build = { version: source.version, order, ready }
  s.builds.set(locale, build)
  ready.then(
    (index) => {
      if ((s.built.get(locale)?.order ?? 0) < order) s.built.set(locale, { index, order })
    },
    (error: unknown) => {
      // The next query tries again.
      if (s.builds.get(locale) === build) s.builds.delete(locale)
      console.error(
        `Search: building the ${locale} index failed.`,
        error instanceof Error ? error.message : error,
      )
    },
  )
  return build
}

/** A language's index of the content as it is now, waiting for it to be built if it is not yet. */
export async function languageIndex(locale: Locale, payload?: Payload): Promise<LanguageIndex> {
  const db = payload ?? (await getPayload())
  const source = await contentSource(db)
  const built = slot().built.get(locale)?.index
  return built?.version === source.version ? built : buildFor(locale, db, source).ready
}

/**
 * Builds every language's index, one after another, once the server has started: no visitor's first query waits for
 * one. After a publish the next query starts the rebuild and is answered from the last index meanwhile.
 */
export async function buildIndexesAhead(): Promise<void> {
  const payload = await getPayload()
  for (const locale of locales) {
    try {
      await languageIndex(locale, payload)
    } catch {
      // Reported by the build; the language's first query tries again.
    }
  }
}

/** The index a query is answered from: the current one, or the last one while the current one is being built. */
async function answeringIndex(locale: Locale, payload?: Payload): Promise<LanguageIndex> {
  const db = payload ?? (await getPayload())
  const source = await contentSource(db)
  const built = slot().built.get(locale)?.index
  if (built?.version === source.version) return built
  const build = buildFor(locale, db, source)
  return built ?? build.ready
}

export interface SearchRequest {
  q: string
  locale: Locale
  /** Only this kind of page (the help center searches its own articles). */
  section?: SearchSection
  limit?: number
}

/** Searches a language's pages: the best results first, how many matched, and how long it took (ms). */
export async function searchSite(
  { q, locale, section, limit = SEARCH_LIMIT }: SearchRequest,
  payload?: Payload,
): Promise<SearchAnswer> {
  const started = performance.now()
  const { index } = await answeringIndex(locale, payload)
  const found = await queryIndex(index, { q, locale, section, limit })
  return { ...found, tookMs: Math.round((performance.now() - started) * 10) / 10 }
}

/** `search` */
export const siteSearch: Handler<typeof searchInput> = async ({ input }) =>
  ok(await searchSite({ q: input.q, locale: input.lang, section: input.section }))
