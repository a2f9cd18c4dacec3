/**
 * What the site search indexes in a language: every page a visitor can open there, with the text it shows. The
 * route index decides which documents a language offers (src/i18n/availability.ts: published, ticked, with a
 * title of their own or an English original), and each is read as its page reads it: published only, anonymous
 * access, the language's text with English where a field is not translated (so docs in a language without docs
 * of its own are indexed in English, as they are shown).
 */
import 'server-only'
import { convertLexicalToPlaintext } from '@payloadcms/richtext-lexical/plaintext'
import type { Payload } from 'payload'
import { defaultLocale, type Locale } from '@/i18n/locales'
import { localePath } from '@/i18n/paths'
import { articlePath, faqAnchor } from '@/lib/content-paths'
import type { IndexKey, LoadedRouteIndex } from '@/lib/route-index'
import type { SearchDoc } from '@/lib/search/engine'
import { sections, type Section } from '@/lib/sections'

type RichText = Parameters<typeof convertLexicalToPlaintext>[0]['data']

const plainText = (value: unknown): string =>
  value && typeof value === 'object' && 'root' in value
    ? convertLexicalToPlaintext({ data: value as RichText })
    : ''

/** The block fields a visitor reads (src/blocks/<name>/config.ts); links, images, choices and dates are left out. */
const BLOCK_TEXT = new Set([
  'eyebrow',
  'title',
  'subtitle',
  'text',
  'description',
  'caption',
  'question',
  'answer',
  'label',
  'competitor',
  'contactsTitle',
  'formTitle',
  'formText',
])

/** The text of a page's blocks, rich text included, in reading order. */
function blockText(value: unknown, key = '', out: string[] = []): string[] {
  if (typeof value === 'string') {
    if (BLOCK_TEXT.has(key)) out.push(value)
  } else if (Array.isArray(value)) {
    for (const item of value) blockText(item, '', out)
  } else if (value && typeof value === 'object') {
    if ('root' in value) out.push(plainText(value))
    else for (const [name, item] of Object.entries(value)) blockText(item, name, out)
  }
  return out
}

const idsOf = (index: LoadedRouteIndex, key: IndexKey, locale: Locale) => [
  ...(index[key]?.[locale]?.ids ?? []),
]

/** The published articles (or FAQ entries) of a section offered in a language. */
async function sectionDocs(
  payload: Payload,
  section: Section,
  locale: Locale,
  index: LoadedRouteIndex,
): Promise<SearchDoc[]> {
  const ids = idsOf(index, section, locale)
  if (!ids.length) return []
  const { docs } = await payload.find({
    collection: sections[section].collection,
    locale,
    fallbackLocale: defaultLocale,
    where: { slug: { in: ids } },
    pagination: false,
    depth: 0,
    overrideAccess: false,
    select: { slug: true, title: true, excerpt: true, body: true },
  })
  return (
    docs as unknown as {
      slug: string
      title?: string | null
      excerpt?: string | null
      body?: unknown
    }[]
  ).map((doc) => ({
    id: `${section}:${doc.slug}`,
    section,
    title: doc.title ?? '',
    excerpt: doc.excerpt ?? '',
    body: plainText(doc.body),
    // FAQ entries live on one page, each at its own anchor.
    url: localePath(
      locale,
      section === 'faq' ? `/faq#${faqAnchor(doc.slug)}` : articlePath(section, doc.slug),
    ),
  }))
}

/** The block pages offered in a language (marketing pages, solutions, alternatives). */
async function pageDocs(
  payload: Payload,
  locale: Locale,
  index: LoadedRouteIndex,
): Promise<SearchDoc[]> {
  const paths = idsOf(index, 'pages', locale)
  if (!paths.length) return []
  const { docs } = await payload.find({
    collection: 'pages',
    locale,
    fallbackLocale: defaultLocale,
    where: { path: { in: paths } },
    pagination: false,
    depth: 0,
    overrideAccess: false,
    select: { path: true, title: true, layout: true, seo: true },
  })
  return docs.map((doc) => ({
    id: `pages:${doc.path}`,
    section: 'pages',
    title: doc.title ?? '',
    excerpt: doc.seo?.seo_description ?? '',
    body: blockText(doc.layout).join('\n'),
    url: localePath(locale, doc.path ?? '/'),
  }))
}

/** The partner pages offered in a language. */
async function partnerDocs(
  payload: Payload,
  locale: Locale,
  index: LoadedRouteIndex,
): Promise<SearchDoc[]> {
  const slugs = idsOf(index, 'partners', locale)
  if (!slugs.length) return []
  const { docs } = await payload.find({
    collection: 'partners',
    locale,
    fallbackLocale: defaultLocale,
    where: { slug: { in: slugs } },
    pagination: false,
    depth: 0,
    overrideAccess: false,
    select: { slug: true, name: true, description: true, offer: true, body: true },
  })
  return docs.map((doc) => ({
    id: `partners:${doc.slug}`,
    section: 'partners',
    title: doc.name,
    excerpt: doc.description ?? '',
    body: [doc.offer ?? '', plainText(doc.body)].join('\n'),
    url: localePath(locale, `/partner/${doc.slug}`),
  }))
}

/** Everything a language's search index holds, read from the database as it is now. */
export async function searchDocuments(
  payload: Payload,
  locale: Locale,
  index: LoadedRouteIndex,
): Promise<SearchDoc[]> {
  const parts = await Promise.all([
    ...(Object.keys(sections) as Section[]).map((section) =>
      sectionDocs(payload, section, locale, index),
    ),
    pageDocs(payload, locale, index),
    partnerDocs(payload, locale, index),
  ])
  return parts.flat()
}
