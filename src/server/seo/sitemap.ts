import 'server-only'
import { localeInfo, locales, type Locale, type SiteOrigin } from '@/i18n/locales'
import { hreflangAlternates } from '@/lib/language-switch'
import { localeUrl, origins } from '@/i18n/urls'
import { articlePath, listingPath, parseListingKey } from '@/lib/content-paths'
import { listingOffered } from '@/lib/route-index'
import { PAGE_SIZE, sections, type Section } from '@/lib/sections'
import { getDownload, getHome, getPricing } from '../content/globals'
import { allInSection } from '../content/editorial'
import { buildRouteIndex } from '../site-tables/route-index'
import { allPages, allPartners } from '../content/pages'

export interface SitemapEntry {
  loc: string
  lastmod?: string
  alternates: Record<string, string>
}

/** Escapes text for XML element content and attribute values. */
export const escapeXml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] as string,
  )

type Dated = { updatedAt?: string | null }
type Listed = Dated & { publishedAt?: string | null; categories?: unknown; tags?: unknown }

/** The latest of some ISO timestamps (they sort as text), or undefined. */
const latest = (items: Dated[]) =>
  items
    .map((item) => item.updatedAt)
    .filter((d): d is string => Boolean(d))
    .sort()
    .at(-1)

const slugsOf = (value: unknown) =>
  Array.isArray(value)
    ? value.map((v) => (v && typeof v === 'object' ? (v as { slug?: string }).slug : undefined))
    : []

/** When a listing page last changed: the latest change among the documents it shows (newest first, PAGE_SIZE a page). */
export function listingLastmod(
  docs: Listed[],
  filter: { category?: string; tag?: string },
  page: number,
): string | undefined {
  const shown = docs
    .filter(
      (doc) =>
        (!filter.category || slugsOf(doc.categories).includes(filter.category)) &&
        (!filter.tag || slugsOf(doc.tags).includes(filter.tag)),
    )
    .sort((a, b) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? ''))
    .slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)
  return latest(shown)
}

/** Every published page of one language, with its last change and its other languages. */
export async function sitemapEntries(locale: Locale): Promise<SitemapEntry[]> {
  const index = await buildRouteIndex()
  const entries: SitemapEntry[] = []
  const add = (path: string, offered?: (l: Locale) => boolean, lastmod?: string) =>
    entries.push({
      loc: localeUrl(locale, path),
      lastmod,
      alternates: hreflangAlternates(path, offered),
    })

  // Every section's documents, read once: its listings and articles, and the fixed pages that show them.
  const sectionNames = Object.keys(sections) as Section[]
  const [home, pricing, download, ...perSection] = await Promise.all([
    getHome(locale),
    getPricing(locale),
    getDownload(locale),
    ...sectionNames.map(
      (section) => allInSection(section, locale) as Promise<(Listed & { slug: string })[]>,
    ),
  ])
  const docsOf = (section: Section) => perSection[sectionNames.indexOf(section)] ?? []
  // The fixed pages changed when their global or the documents they show last did.
  add('/', undefined, latest([home]))
  add('/helps', undefined, latest(docsOf('helps')))
  add('/faq', undefined, latest(docsOf('faq')))
  add('/pricing', undefined, latest([pricing]))
  add('/download', undefined, latest([download, ...docsOf('release')]))
  const pageIds = (l: Locale) => index.pages?.[l]?.ids ?? []
  for (const page of await allPages(locale)) {
    if (!page.path || !pageIds(locale).includes(page.path)) continue
    const path = page.path
    add(path, (l) => pageIds(l).includes(path), page.updatedAt)
  }
  for (const partner of await allPartners(locale)) {
    if (!index.partners?.[locale]?.ids.includes(partner.slug)) continue
    add(
      `/partner/${partner.slug}`,
      (l) => index.partners?.[l]?.ids.includes(partner.slug) ?? false,
      partner.updatedAt,
    )
  }
  for (const section of sectionNames) {
    const config = sections[section]
    const mine = index[section]?.[locale]
    if (!mine) continue
    const docs = docsOf(section)
    if (config.listing && mine.ids.length) {
      for (const [key, pages] of Object.entries(mine.pages)) {
        const filter = parseListingKey(key) ?? {}
        for (let page = 1; page <= pages; page++) {
          add(
            listingPath(section, filter, page),
            (l) => listingOffered(index[section]?.[l], key, page),
            listingLastmod(docs, filter, page),
          )
        }
      }
    }
    if (config.articles) {
      for (const doc of docs) {
        add(
          articlePath(section, doc.slug),
          (l) => index[section]?.[l]?.ids.includes(doc.slug) ?? false,
          doc.updatedAt ?? undefined,
        )
      }
    }
  }
  return entries
}

export function urlsetXml(entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const links = Object.entries(entry.alternates)
      .map(
        ([lang, href]) =>
          `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(href)}"/>`,
      )
      .join('')
    return `<url><loc>${escapeXml(entry.loc)}</loc>${entry.lastmod ? `<lastmod>${new Date(entry.lastmod).toISOString()}</lastmod>` : ''}${links}</url>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
}

/** Address of a language's sitemap, on that language's origin. */
export const languageSitemapUrl = (locale: Locale) =>
  `${origins[localeInfo[locale].origin]}/sitemap/${localeInfo[locale].tag}.xml`

export function sitemapIndexXml(forOrigin?: SiteOrigin): string {
  const items = locales
    .filter((l) => !forOrigin || localeInfo[l].origin === forOrigin)
    .map((l) => `<sitemap><loc>${escapeXml(languageSitemapUrl(l))}</loc></sitemap>`)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`
}

export const xmlResponse = (body: string, type = 'application/xml') =>
  new Response(body, {
    headers: {
      'Content-Type': `${type}; charset=utf-8`,
      'Cache-Control': 'public, max-age=300, stale-while-revalidate=3600',
    },
  })
