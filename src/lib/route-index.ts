/**
 * The route index: per section and language, which documents, categories and tag pairs exist and how many
 * listing pages there are. The server builds it from the CMS; the proxy holds it to validate routes.
 */
import type { Locale } from '@/i18n/locales'
import type { Section } from './sections'

export interface SectionIndex {
  /** Slugs of published documents offered in this language. */
  ids: string[]
  /** Listing pages per listing key (src/lib/content-paths.ts: `all`, `c~{category}`, `c~{category}~t~{tag}`). */
  pages: Record<string, number>
}

/**
 * Whether a listing page is offered (sitemap, hreflang) in a language: it exists and lists something. A section's
 * root answers even with nothing in that language, but an empty page is not one to send a searcher to.
 */
export function listingOffered(
  entry: SectionIndex | undefined,
  key: string,
  page: number,
): boolean {
  return !!entry && entry.ids.length > 0 && page <= (entry.pages[key] ?? 0)
}

/** Editorial sections, plus the block pages (ids are paths) and the partners (ids are slugs). */
export type IndexKey = Section | 'pages' | 'partners'

export type RouteIndex = Partial<Record<IndexKey, Partial<Record<Locale, SectionIndex>>>>

export interface IndexedSection {
  ids: Set<string>
  pages: Map<string, number>
}

export type LoadedRouteIndex = Partial<Record<IndexKey, Partial<Record<Locale, IndexedSection>>>>

export function loadRouteIndex(index: RouteIndex): LoadedRouteIndex {
  const loaded: LoadedRouteIndex = {}
  for (const [section, byLocale] of Object.entries(index) as [
    IndexKey,
    Partial<Record<Locale, SectionIndex>>,
  ][]) {
    const target: Partial<Record<Locale, IndexedSection>> = (loaded[section] = {})
    for (const [locale, entry] of Object.entries(byLocale) as [Locale, SectionIndex][]) {
      target[locale] = { ids: new Set(entry.ids), pages: new Map(Object.entries(entry.pages)) }
    }
  }
  return loaded
}
