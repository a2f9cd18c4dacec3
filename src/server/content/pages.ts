import 'server-only'
import { unstable_cache } from 'next/cache'
import type { Author, Page, Partner } from '@/cms/payload-types'
import { collectionTag } from '@/cms/hooks/revalidate'
import { defaultLocale, type Locale } from '@/i18n/locales'
import { AUTHORS_PAGE } from '@/lib/authors'
import { pagePath, type PageSection } from '@/lib/page-paths'
import { offeredKeys } from '../site-tables/route-index'
import { getPayload } from '../payload'
import { readOptions } from '../preview/draft-mode'

/** A block page in a language, and whether its blocks are written in it (else the English ones show, marked). */
export async function getPage(section: PageSection, slug: string, locale: Locale) {
  const path = pagePath(section, slug)
  // As articles (src/server/content/editorial.ts): a preview shows the draft; visitors, the languages it is offered in.
  if (!(await readOptions()).draft && !(await offeredKeys('pages', locale)).includes(path))
    return null
  return unstable_cache(
    async (): Promise<{ doc: Page; translated: boolean } | null> => {
      const payload = await getPayload()
      const access = await readOptions()
      const where = { path: { equals: path }, available: { not_equals: false } }
      const [withFallback, own] = await Promise.all([
        payload.find({
          collection: 'pages',
          locale,
          fallbackLocale: defaultLocale,
          where,
          limit: 1,
          depth: 1,
          ...access,
        }),
        payload.find({
          collection: 'pages',
          locale,
          fallbackLocale: false,
          where,
          limit: 1,
          depth: 0,
          ...access,
          select: { title: true, layout: true },
        }),
      ])
      const doc = withFallback.docs[0]
      if (!doc) return null
      const mine = own.docs[0]
      return { doc, translated: Boolean(mine?.title && mine.layout?.length) }
    },
    ['page', section, slug, locale],
    { tags: [collectionTag('pages')] },
  )()
}

/** Every published page of a language (static params, sitemaps). */
export async function allPages(locale: Locale) {
  const offered = await offeredKeys('pages', locale)
  return unstable_cache(
    async () => {
      const payload = await getPayload()
      const { docs } = await payload.find({
        collection: 'pages',
        locale,
        fallbackLocale: defaultLocale,
        where: { path: { in: offered } },
        pagination: false,
        depth: 0,
        overrideAccess: false,
        select: { path: true, section: true, slug: true, title: true, updatedAt: true },
      })
      return docs as Pick<Page, 'path' | 'section' | 'slug' | 'title' | 'updatedAt'>[]
    },
    ['pages', locale],
    { tags: [collectionTag('pages')] },
  )()
}

/** Published partners offered in a language, in the editors' order. */
export function allPartners(locale: Locale) {
  return unstable_cache(
    async (): Promise<Partner[]> => {
      const payload = await getPayload()
      const { docs } = await payload.find({
        collection: 'partners',
        locale,
        fallbackLocale: defaultLocale,
        where: { available: { not_equals: false } },
        sort: 'order',
        pagination: false,
        depth: 1,
        ...(await readOptions()),
      })
      return docs
    },
    ['partners', locale],
    { tags: [collectionTag('partners')] },
  )()
}

/** Every author, by name, with their role and bio in a language (English where not written in it). */
export function allAuthors(locale: Locale) {
  return unstable_cache(
    async (): Promise<Author[]> => {
      const payload = await getPayload()
      const { docs } = await payload.find({
        collection: 'authors',
        locale,
        fallbackLocale: defaultLocale,
        sort: 'name',
        pagination: false,
        depth: 0,
      })
      return docs
    },
    ['authors', locale],
    { tags: [collectionTag('authors')] },
  )()
}

/** Whether a language's about page presents the authors (the team block), so that articles may link there. */
export async function authorsPresented(locale: Locale): Promise<boolean> {
  const page = await getPage('page', AUTHORS_PAGE, locale)
  return Boolean(page?.translated && page.doc.layout?.some((b) => b.blockType === 'team'))
}

/** The newest published release note that has downloads, in a language. */
export function latestRelease(locale: Locale) {
  return unstable_cache(
    async () => {
      const payload = await getPayload()
      const { docs } = await payload.find({
        collection: 'release',
        locale,
        fallbackLocale: defaultLocale,
        where: { available: { not_equals: false }, 'downloads.url': { exists: true } },
        sort: '-publishedAt',
        limit: 1,
        depth: 0,
        overrideAccess: false,
      })
      return docs[0] ?? null
    },
    ['latest-release', locale],
    { tags: [collectionTag('release')] },
  )()
}
