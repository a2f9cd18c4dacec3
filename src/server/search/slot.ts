/**
 * Where each language's search index is kept: one slot per process, not per copy of a module (the API route, the
 * search page and the HTTP server are bundled apart). Built and kept current by src/server/search/search.ts; read here by
 * the HTTP server too, which answers a search that finds nothing from its template (src/http/page-templates.ts).
 */
import type { Locale } from '../../i18n/locales'
import { queryIndex, type SearchIndex } from '../../lib/search/engine'
import { SEARCH_LIMIT } from '../../lib/search/query'

export interface LanguageIndex {
  version: string
  index: SearchIndex
  documents: number
  /** How long reading the pages from the database and indexing them took (ms). */
  readMs: number
  indexMs: number
}

export interface Build {
  version: string
  /** Builds are numbered in the order they start: an older one finishing last does not replace a newer index. */
  order: number
  ready: Promise<LanguageIndex>
}

export interface Slot {
  /** Each language's latest build, finished or not. */
  builds: Map<Locale, Build>
  /** Each language's newest finished index, and its build's number. */
  built: Map<Locale, { index: LanguageIndex; order: number }>
  started: number
}

const KEY = Symbol.for('polyprofile.search-index')
export function slot(): Slot {
  const holder = globalThis as unknown as Record<symbol, Slot | undefined>
  return (holder[KEY] ??= { builds: new Map(), built: new Map(), started: 0 })
}

/**
 * Whether a query finds nothing in a language's newest index (the one the search page answers from), or undefined
 * when there is no index yet.
 */
export async function findsNothing(locale: Locale, q: string): Promise<boolean | undefined> {
  const built = slot().built.get(locale)
  if (!built) return undefined
  return (await queryIndex(built.index.index, { q, locale, limit: SEARCH_LIMIT })).total === 0
}
