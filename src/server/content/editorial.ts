import 'server-only'
import { unstable_cache } from 'next/cache'
import type { DataFromCollectionSlug, Where } from 'payload'
import { collectionTag } from '@/cms/hooks/revalidate'
import { defaultLocale, type Locale } from '@/i18n/locales'
import { PAGE_SIZE, sections, type Section } from '@/lib/sections'
import { getPayload } from '../payload'
import { readOptions } from '../preview/draft-mode'
import { collectionOf, offeredKeys, sectionTags } from '../site-tables/route-index'

/**
 * What listings, sitemaps, feeds, the help center, the docs sidebar and related-article cards read of each
 * document: no body, no SEO block. Every article page reads its section's summaries (related cards, docs
 * sidebar), so with bodies each page's cost grew with the whole section's text (a listing read 12 bodies in all
 * 14 languages). The FAQ shows its answers, so it reads them whole.
 */
const SUMMARY = {
  slug: true,
  title: true,
  excerpt: true,
  publishedAt: true,
  updatedAt: true,
  cover: true,
  categories: true,
  tags: true,
  parent: true,
  order: true,
} as const
export interface ListFilter {
  category?: string
  tag?: string
  page?: number
}

/** One listing page of a section in a language: published, offered, newest first. */
export async function listSection(section: Section, locale: Locale, filter: ListFilter = {}) {
  const offered = await offeredKeys(section, locale)
  return unstable_cache(
    async () => {
      const payload = await getPayload()
      const where: Where = { slug: { in: offered } }
      if (filter.category) where['categories.slug'] = { equals: filter.category }
      if (filter.tag) where['tags.slug'] = { equals: filter.tag }
      return payload.find({
        collection: collectionOf(section),
        locale,
        fallbackLocale: defaultLocale,
        where,
        limit: PAGE_SIZE,
        page: filter.page ?? 1,
        depth: 1,
        overrideAccess: false,
        // A listing shows cards: no bodies.
        select: SUMMARY,
      })
    },
    ['list', section, locale, filter.category ?? '', filter.tag ?? '', String(filter.page ?? 1)],
    { tags: sectionTags(section) },
  )()
}

type SectionDoc<S extends Section> = DataFromCollectionSlug<(typeof sections)[S]['collection']>

type SummaryField = keyof typeof SUMMARY | 'id'
type SectionSummary<S extends Section> = Pick<
  SectionDoc<S>,
  Extract<SummaryField, keyof SectionDoc<S>>
>

/** Every published document of a section offered in a language (sitemaps, feeds, help center, FAQ). */
export async function allInSection<S extends Section>(
  section: S,
  locale: Locale,
): Promise<S extends 'faq' ? SectionDoc<S>[] : SectionSummary<S>[]> {
  const offered = await offeredKeys(section, locale)
  return unstable_cache(
    async () => {
      const payload = await getPayload()
      const { docs } = await payload.find({
        collection: collectionOf(section),
        locale,
        fallbackLocale: defaultLocale,
        where: { slug: { in: offered } },
        pagination: false,
        depth: 1,
        overrideAccess: false,
        ...(section === 'faq' ? {} : { select: SUMMARY }),
      })
      return docs as never
    },
    ['all', section, locale],
    { tags: sectionTags(section) },
  )()
}

/** One document in a language, and whether its title and body are really written in it (else English shows). */
export async function getArticle(section: Section, locale: Locale, slug: string) {
  // An editor's preview shows the draft wherever it is asked for; visitors get the languages it is offered in.
  if (!(await readOptions()).draft && !(await offeredKeys(section, locale)).includes(slug))
    return null
  return unstable_cache(
    async () => {
      const payload = await getPayload()
      const access = await readOptions()
      const where: Where = { slug: { equals: slug }, available: { not_equals: false } }
      const collection = collectionOf(section)
      const [withFallback, own] = await Promise.all([
        payload.find({
          collection,
          locale,
          fallbackLocale: defaultLocale,
          where,
          limit: 1,
          depth: 2,
          ...access,
        }),
        payload.find({
          collection,
          locale,
          fallbackLocale: false,
          where,
          limit: 1,
          depth: 0,
          ...access,
          select: { title: true, body: true },
        }),
      ])
      const doc = withFallback.docs[0]
      if (!doc) return null
      const mine = own.docs[0] as { title?: string | null; body?: unknown } | undefined
      return { doc, translated: Boolean(mine?.title && mine?.body) }
    },
    ['article', section, locale, slug],
    { tags: sectionTags(section) },
  )()
}

/** Categories of a section with names in a language. */
export function categoriesOf(section: 'blog' | 'news' | 'helps' | 'faq', locale: Locale) {
  return unstable_cache(
    async () => {
      const payload = await getPayload()
      const { docs } = await payload.find({
        collection: 'categories',
        locale,
        fallbackLocale: defaultLocale,
        where: { section: { equals: section } },
        sort: 'order',
        pagination: false,
        overrideAccess: false,
      })
      return docs
    },
    ['categories', section, locale],
    { tags: [collectionTag('categories')] },
  )()
}

export function tagBySlug(slug: string, locale: Locale) {
  return unstable_cache(
    async () => {
      const payload = await getPayload()
      const { docs } = await payload.find({
        collection: 'tags',
        locale,
        fallbackLocale: defaultLocale,
        where: { slug: { equals: slug } },
        limit: 1,
        overrideAccess: false,
      })
      return docs[0] ?? null
    },
    ['tag', slug, locale],
    { tags: [collectionTag('tags')] },
  )()
}
