/**
 * Editorial demo content: 24 blog posts, 10 news, 8 guides, 20 help articles, 12 docs, 8 release notes and 20 FAQ
 * entries, hand-written in English (src/cms/seed/articles/en) with their translations (src/cms/seed/articles/<lang>),
 * with categories, tags and authors. No cover is uploaded: each article's cover is drawn from its section and title
 * (src/components/article-cover.tsx), as it is for an editor's new article. `scale` multiplies the documents
 * (benchmarks) without changing anything else.
 */
import type { CollectionSlug, Payload } from 'payload'
import { locales, type Locale } from '@/i18n/locales'
import { FIXED_DOC_SLUGS } from '@/lib/sections'
import { english, releaseSlug, translations } from './articles/index'
import type { ArticleText, FaqText, Translations } from './articles/types'
import { lexical } from './lexical'
import { createInLanguages, type SeedContext } from './localized-write'
import { taxonomy } from './taxonomy'

const otherLocales = locales.filter((l) => l !== 'en')

type Collection = keyof Translations
type Fields = Record<string, unknown>

/**
 * What a document shows in a language without its translation: docs and release notes show English, marked as
 * untranslated (the site's fallback, src/i18n/availability.ts); the other sections are not offered there.
 */
const ENGLISH_WHERE_UNTRANSLATED: ReadonlySet<Collection> = new Set(['docs', 'release'])

/** The demo's "today": publication dates count back from it. */
const TODAY = Date.UTC(2026, 10, 15)
const daysAgo = (n: number) => new Date(TODAY - n * 86_400_000).toISOString()

/**
 * Every language's fields of a document: English, then each language that has a translation of it; the others
 * are marked not offered, or left to show English.
 */
function inLanguages(
  collection: Collection,
  slug: string,
  localized: (text: ArticleText | FaqText, locale: Locale) => Fields,
  en: ArticleText | FaqText,
) {
  const languages: [Locale, Fields][] = [['en', localized(en, 'en')]]
  for (const locale of otherLocales) {
    const text = translations[locale]?.[collection]?.[slug]
    if (text) languages.push([locale, localized(text, locale)])
    else if (!ENGLISH_WHERE_UNTRANSLATED.has(collection))
      languages.push([locale, { available: false }])
  }
  return languages
}

/** Deterministic pseudo-random hex for demo checksums. */
function hex(seed: string, length = 64) {
  let h = 2166136261
  let out = ''
  while (out.length < length) {
    for (const ch of seed + out.length) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0
    out += h.toString(16).padStart(8, '0')
  }
  return out.slice(0, length)
}

/** `scale` repeats the editorial documents under other slugs and dates (benchmarks). */
export async function seedContent(payload: Payload, ctx: SeedContext, scale = 1) {
  const create = (collection: Collection, shared: Fields, languages: [Locale, Fields][]) =>
    createInLanguages(payload, collection as CollectionSlug, shared, languages, ctx)
  const named = (names: (l: Locale) => Fields) =>
    locales.map((l): [Locale, Fields] => [l, names(l)])

  // Taxonomy.
  const categoryDefs = [
    ['tutorials', 'blog', 0],
    ['marketing', 'blog', 1],
    ['security', 'blog', 2],
    ['product', 'news', 3],
    ['company', 'news', 4],
    ['getting-started', 'helps', 5],
    ['account', 'helps', 6],
    ['troubleshooting', 'helps', 7],
    ['faq-start', 'faq', 5],
    ['faq-account', 'faq', 6],
    ['faq-general', 'faq', 8],
  ] as const
  const category: Record<string, string | number> = {}
  for (const [i, [slug, section, name]] of categoryDefs.entries()) {
    const doc = await createInLanguages(
      payload,
      'categories',
      { slug, section, order: i },
      named((l) => ({ name: taxonomy[l].categories[name] })),
      ctx,
    )
    category[slug] = doc.id
  }
  const tagNames: [string, (l: Locale) => string][] = [
    ['facebook', () => 'Facebook'],
    ['amazon', () => 'Amazon'],
    ['tiktok', () => 'TikTok'],
    ['proxy', (l) => taxonomy[l].tags.proxy],
    ['automation', (l) => taxonomy[l].tags.automation],
    ['security', (l) => taxonomy[l].tags.security],
  ]
  const tag: Record<string, string | number> = {}
  for (const [slug, name] of tagNames)
    tag[slug] = (
      await createInLanguages(
        payload,
        'tags',
        { slug },
        named((l) => ({ name: name(l) })),
        ctx,
      )
    ).id
  const authors = [
    (
      await createInLanguages(
        payload,
        'authors',
        { name: 'Mila Novak' },
        named((l) => ({ role: taxonomy[l].categories[1] })),
        ctx,
      )
    ).id,
    (
      await createInLanguages(
        payload,
        'authors',
        { name: 'Daniel Reyes' },
        named((l) => ({ role: taxonomy[l].categories[2] })),
        ctx,
      )
    ).id,
  ]
  const published = { _status: 'published' }
  const article = (text: ArticleText | FaqText): Fields => {
    const { title, excerpt, description, body } = text as ArticleText
    return {
      title,
      excerpt,
      body: lexical(body),
      seo: { seo_title: title, seo_description: description },
      available: true,
    }
  }
  const question = (text: ArticleText | FaqText): Fields => {
    const { question, answer } = text as FaqText
    return { title: question, body: lexical(answer), available: true }
  }

  for (let round = 0; round < scale; round++) {
    // Round r > 0 differs from round 0 only in slugs and dates.
    const suffix = round === 0 ? '' : `-${round + 1}`
    const date = (n: number) => daysAgo(n + round)
    for (const post of english.posts) {
      const shared = {
        ...published,
        slug: post.slug + suffix,
        publishedAt: date(post.daysAgo),
        categories: [category[post.category]],
        tags: post.tags?.map((t) => tag[t]),
        author: authors[post.author],
      }
      await create('posts', shared, inLanguages('posts', post.slug, article, post))
    }
    for (const item of english.news) {
      const shared = {
        ...published,
        slug: item.slug + suffix,
        publishedAt: date(item.daysAgo),
        categories: [category[item.category]],
        tags: item.tags?.map((t) => tag[t]),
        author: authors[item.author],
      }
      await create('news', shared, inLanguages('news', item.slug, article, item))
    }
    for (const guide of english.guides) {
      const shared = {
        ...published,
        slug: guide.slug + suffix,
        publishedAt: date(guide.daysAgo),
        author: authors[guide.author],
      }
      await create('guides', shared, inLanguages('guides', guide.slug, article, guide))
    }
    for (const help of english.helps) {
      const shared = {
        ...published,
        slug: help.slug + suffix,
        publishedAt: date(help.daysAgo),
        categories: [category[help.category]],
      }
      await create('helps', shared, inLanguages('helps', help.slug, article, help))
    }
    for (const [i, faq] of english.faqs.entries()) {
      const shared = {
        ...published,
        slug: faq.slug + suffix,
        order: i,
        publishedAt: date(i),
        categories: [category[faq.category]],
      }
      await create('faqs', shared, inLanguages('faqs', faq.slug, question, faq))
    }
  }

  // Docs: the fixed pages first (the sidebar's roots), then the pages under them.
  const docIds: Record<string, string | number> = {}
  const docs = [...english.docs].sort(
    (a, b) => Number(Boolean(a.parent)) - Number(Boolean(b.parent)),
  )
  for (const doc of docs) {
    const fixed = (FIXED_DOC_SLUGS as readonly string[]).indexOf(doc.slug)
    const order = fixed >= 0 ? fixed : 10 + english.docs.indexOf(doc)
    const shared = {
      ...published,
      slug: doc.slug,
      order,
      parent: doc.parent ? docIds[doc.parent] : undefined,
      publishedAt: daysAgo(doc.daysAgo),
    }
    docIds[doc.slug] = (
      await create('docs', shared, inLanguages('docs', doc.slug, article, doc))
    ).id
  }

  // Release notes with downloads per platform.
  const platforms = [
    ['win64', 'exe'],
    ['win32', 'exe'],
    ['mac', 'dmg'],
    ['arm64', 'dmg'],
    ['linux', 'deb'],
  ] as const
  for (const [i, note] of english.release.entries()) {
    const { version } = note
    const slug = releaseSlug(version)
    const shared = {
      ...published,
      slug,
      version,
      publishedAt: daysAgo(note.daysAgo),
      downloads: platforms.map(([platform, ext]) => ({
        platform,
        url: `https://download.polyprofile.com/${version}/Polyprofile-${version}-${platform}.${ext}`,
        size: 110_000_000 + i * 1_300_000 + platform.length * 97_000,
        sha256: hex(`${version}-${platform}`),
      })),
    }
    await create('release', shared, inLanguages('release', slug, article, note))
  }
}
