/**
 * The route index (its types and the proxy's loader are in src/lib/route-index.ts): per section and language, the
 * published documents, categories and tag pairs, and how many listing pages there are, built from the CMS.
 */
import 'server-only'
import { unstable_cache } from 'next/cache'
import { collectionTag } from '@/cms/hooks/revalidate'
import { offeredIn, pathOffered, type Localized } from '@/i18n/availability'
import { locales, type Locale } from '@/i18n/locales'
import { listingKey } from '@/lib/content-paths'
import type { IndexKey, RouteIndex, SectionIndex } from '@/lib/route-index'
import { PAGE_SIZE, sections, type Section } from '@/lib/sections'
import { getPayload } from '../payload'

export const collectionOf = (section: Section) => sections[section].collection
/** The tags of what a section's pages read: its collection, and the categories and tags its listings name. */
export const sectionTags = (section: Section) => [
  collectionTag(collectionOf(section)),
  collectionTag('categories'),
  collectionTag('tags'),
]

interface RawDoc {
  slug: string
  available?: Localized<boolean>
  title?: Localized<string>
  categories?: ({ slug?: string } | number | string)[] | null
  tags?: ({ slug?: string } | number | string)[] | null
}

const slugsOf = (list: RawDoc['categories']) =>
  (list ?? [])
    .map((c) => (typeof c === 'object' && c ? c.slug : undefined))
    .filter((s): s is string => Boolean(s))

/** The keys of the route index: every editorial section, the block pages and the partners. */
const INDEX_KEYS: IndexKey[] = [...(Object.keys(sections) as Section[]), 'pages', 'partners']

/** One section's part of the route index: per language, its published documents and listing page counts. */
async function computeSectionIndex(
  section: Section,
): Promise<Partial<Record<Locale, SectionIndex>>> {
  const payload = await getPayload()
  const { docs } = await payload.find({
    collection: collectionOf(section),
    locale: 'all',
    pagination: false,
    depth: 1,
    overrideAccess: false,
    select: {
      slug: true,
      available: true,
      title: true,
      ...(sections[section].taxonomy ? { categories: true, tags: true } : {}),
    },
  })
  const byLocale: Partial<Record<Locale, SectionIndex>> = {}
  for (const locale of locales) {
    const present = (docs as unknown as RawDoc[]).filter((doc) => offeredIn(doc, locale))
    const counts = new Map<string, number>([[listingKey(), present.length]])
    for (const doc of present) {
      const tags = slugsOf(doc.tags)
      for (const category of slugsOf(doc.categories)) {
        const count = (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1)
        count(listingKey({ category }))
        for (const tag of tags) count(listingKey({ category, tag }))
      }
    }
    byLocale[locale] = {
      ids: present.map((doc) => doc.slug),
      pages: Object.fromEntries(
        [...counts].map(([key, count]) => [key, Math.max(1, Math.ceil(count / PAGE_SIZE))]),
      ),
    }
  }
  return byLocale
}

function computeIndexOf(key: IndexKey): Promise<Partial<Record<Locale, SectionIndex>>> {
  if (key === 'pages')
    return publishedKeys('pages', 'path', 'title', (doc, locale) => pathOffered(doc, locale))
  if (key === 'partners') return publishedKeys('partners', 'slug', 'name')
  return computeSectionIndex(key)
}

/**
 * Builds the route index from every published document the public may read, as it is in the database now. The
 * proxy's copy is built from it by src/server/site-tables/loader.ts; pages and sitemaps read the cached parts below.
 */
export async function computeRouteIndex(): Promise<RouteIndex> {
  const index: RouteIndex = {}
  for (const key of INDEX_KEYS) index[key] = await computeIndexOf(key)
  return index
}

/** The collections a part of the index is read from (a taxonomy section's listing keys name its categories and tags). */
const indexTags = (key: IndexKey) =>
  key === 'pages' || key === 'partners'
    ? [collectionTag(key)]
    : sections[key].taxonomy
      ? sectionTags(key)
      : [collectionTag(collectionOf(key))]

/**
 * Each part of the route index cached on its own, tagged with only the collections it reads. A page carries the
 * tags of what it read, so publishing a post re-renders what shows posts, not every page: when one cache held the
 * whole index, every page carried every collection's tag, and one publish made the next visit to each of the
 * site's 2,000 pages a render (620 marketing pages: 16 s of requests before a publish, 90 s after).
 */
const cachedIndex = Object.fromEntries(
  INDEX_KEYS.map((key) => [
    key,
    unstable_cache(() => computeIndexOf(key), ['route-index', key], { tags: indexTags(key) }),
  ]),
) as Record<IndexKey, () => Promise<Partial<Record<Locale, SectionIndex>>>>

/** One part of the route index (a section, the block pages or the partners), cached until an editor changes it. */
export const routeIndexOf = (key: IndexKey) => cachedIndex[key]()

/**
 * The keys (slugs, or paths of block pages) of a part of the index offered in a language, for the cached reads that
 * filter by them. Call it before entering their `unstable_cache`, never inside: Next.js runs a cache nested in
 * another uncached, so each page's read queried the whole collection in every language again. Read outside, it is
 * one cache read, and adds the part's tags to the page; the cached read it feeds has the same collection's tag, so
 * both are invalidated together.
 */
export const offeredKeys = async (key: IndexKey, locale: Locale): Promise<string[]> =>
  (await routeIndexOf(key))[locale]?.ids ?? []

/** The whole route index for sitemaps (every part, so every collection's tag). */
export async function buildRouteIndex(): Promise<RouteIndex> {
  const parts = await Promise.all(
    INDEX_KEYS.map(async (key) => [key, await routeIndexOf(key)] as const),
  )
  return Object.fromEntries(parts)
}

/** Per language, the keys (path or slug) of the published documents of a collection offered in it. */
async function publishedKeys(
  collection: 'pages' | 'partners',
  key: 'path' | 'slug',
  title: 'title' | 'name',
  offered: (key: string, locale: Locale) => boolean = () => true,
): Promise<Partial<Record<Locale, SectionIndex>>> {
  const payload = await getPayload()
  const { docs } = await payload.find({
    collection,
    locale: 'all',
    pagination: false,
    depth: 0,
    overrideAccess: false,
    select: { [key]: true, [title]: true, available: true },
  })
  const rows = docs as unknown as ({
    path?: string
    slug?: string
    available?: Localized<boolean>
  } & Record<typeof title, Localized<string>>)[]
  return Object.fromEntries(
    locales.map((locale) => [
      locale,
      {
        ids: rows
          .map((doc) => ({
            id: doc[key] ?? '',
            offeredHere: offeredIn({ available: doc.available, title: doc[title] }, locale),
          }))
          .filter(({ id, offeredHere }) => id && offeredHere && offered(id, locale))
          .map(({ id }) => id),
        pages: {},
      },
    ]),
  )
}
