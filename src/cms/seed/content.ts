/**
 * Editorial demo content in 14 languages: 24 blog posts, 10 news, 8 guides, 20 help articles, 12 docs,
 * 8 release notes and 20 FAQ entries, with categories, tags and authors. No cover is uploaded: each article's
 * cover is drawn from its section and title (src/components/article-cover.tsx), as it is for an editor's new
 * article. `scale` multiplies the documents (benchmarks) without changing anything else.
 */
import type { CollectionSlug, Payload } from 'payload'
import { locales, type Locale } from '@/i18n/locales'
import { DOC_LOCALES, FIXED_DOC_SLUGS } from '@/lib/sections'
import { lexical } from './lexical'
import { phrase, phrasebook } from './phrasebook'
import { createInLanguages, type SeedContext } from './localized-write'

const topicSlugs = ['fingerprints', 'proxies', 'teamwork', 'rpa', 'cookies', 'facebook-ads', 'amazon', 'tiktok', 'scraping', 'affiliate', 'security', 'sync']

type Localized = (locale: Locale) => Record<string, unknown>

/** Creates a document in English, then writes every other language into it (`only`: the languages it has). */
async function createLocalized(
  payload: Payload,
  ctx: SeedContext,
  collection: string,
  shared: Record<string, unknown>,
  localized: Localized,
  only: readonly Locale[] = locales,
) {
  const languages = locales.filter((l) => l === 'en' || only.includes(l)).map((l): [Locale, Record<string, unknown>] => [l, localized(l)])
  return createInLanguages(payload, collection as CollectionSlug, shared, languages, ctx)
}

function body(locale: Locale, topic: string, extra?: string[]) {
  const [h1, p1, h2, p2] = phrasebook[locale].body.map((s) => phrase(s, { t: topic }))
  const blocks: Parameters<typeof lexical>[0] = [{ h2: h1 as string }, { p: p1 as string }, { h2: h2 as string }, { p: p2 as string }]
  if (extra) blocks.push({ ul: extra })
  // en, zh and ru get longer bodies; the other languages may be shorter.
  if (['en', 'zh', 'ru'].includes(locale)) blocks.push({ p: p1 as string })
  return lexical(blocks)
}

function seo(title: string, description: string) {
  return {
    seo_title: title,
    seo_description: description,
    seo_keywords: title
      .toLowerCase()
      .split(/[\s:：]+/)
      .slice(0, 5)
      .join(', '),
  }
}

/** Localized fields of an article about a topic, its title from a phrasebook template of each language. */
function topicArticle(topic: number, template: (l: Locale) => string): Localized {
  return (l) => {
    const t = phrasebook[l].topics[topic] as string
    const title = phrase(template(l), { t })
    const excerpt = phrase(phrasebook[l].excerpt, { t })
    return { title, excerpt, body: body(l, t), seo: seo(title, excerpt), available: true }
  }
}

interface DocSpec {
  collection: string
  shared: Record<string, unknown>
  localized: Localized
  only?: readonly Locale[]
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
  const pb = phrasebook
  const days = (n: number) => new Date(Date.UTC(2026, 10, 15) - n * 86_400_000).toISOString()

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
    const doc = await createLocalized(payload, ctx, 'categories', { slug, section, order: i }, (l) => ({ name: pb[l].categories[name] }))
    category[slug] = doc.id
  }
  const tagDefs: [string, (l: Locale) => string][] = [
    ['facebook', () => 'Facebook'],
    ['amazon', () => 'Amazon'],
    ['tiktok', () => 'TikTok'],
    ['proxy', (l) => pb[l].docs[0]],
    ['automation', (l) => pb[l].docs[2]],
    ['security', (l) => pb[l].categories[2]],
  ]
  const tag: Record<string, string | number> = {}
  for (const [slug, name] of tagDefs) tag[slug] = (await createLocalized(payload, ctx, 'tags', { slug }, (l) => ({ name: name(l) }))).id
  const topicTags = [
    ['security'],
    ['proxy'],
    [],
    ['automation'],
    ['security'],
    ['facebook'],
    ['amazon'],
    ['tiktok'],
    ['automation', 'proxy'],
    ['facebook', 'tiktok'],
    ['security'],
    ['automation'],
  ]

  const authors = [
    (await createLocalized(payload, ctx, 'authors', { name: 'Mila Novak' }, (l) => ({ role: pb[l].categories[1] }))).id,
    (await createLocalized(payload, ctx, 'authors', { name: 'Daniel Reyes' }, (l) => ({ role: pb[l].categories[2] }))).id,
  ]
  const published = { _status: 'published' }

  /** The documents of one round, in creation order; round r > 0 differs from round 0 only in slug and date. */
  const roundDocs = (round: number): DocSpec[] => {
    const suffix = round === 0 ? '' : `-${round + 1}`
    const docs: DocSpec[] = []
    // Blog: 12 topics × 2 title templates.
    for (let i = 0; i < 24; i++) {
      const topic = i % 12
      const template = Math.floor(i / 12)
      docs.push({
        collection: 'posts',
        shared: {
          ...published,
          slug: `${topicSlugs[topic]}-${template === 0 ? 'guide' : 'mistakes'}${suffix}`,
          publishedAt: days(i * 7 + round),
          categories: [category[['tutorials', 'marketing', 'security'][topic % 3] as string]],
          tags: topicTags[topic]?.map((t) => tag[t]),
          author: authors[i % 2],
        },
        localized: topicArticle(topic, (l) => pb[l].blog[template]),
      })
    }
    // News: 5 topics × 2 templates.
    for (let i = 0; i < 10; i++) {
      const topic = i % 5
      const template = Math.floor(i / 5)
      docs.push({
        collection: 'news',
        shared: {
          ...published,
          slug: `${template === 0 ? 'new' : 'update'}-${topicSlugs[topic]}${suffix}`,
          publishedAt: days(i * 11 + 3 + round),
          categories: [category[template === 0 ? 'product' : 'company'] as string],
          tags: topicTags[topic]?.map((t) => tag[t]),
          author: authors[(i + 1) % 2],
        },
        localized: topicArticle(topic, (l) => pb[l].news[template]),
      })
    }
    // Guides: 8 topics.
    for (let i = 0; i < 8; i++) {
      docs.push({
        collection: 'guides',
        shared: {
          ...published,
          slug: `${topicSlugs[i]}-step-by-step${suffix}`,
          publishedAt: days(i * 13 + round),
          author: authors[i % 2],
        },
        localized: topicArticle(i, (l) => pb[l].guide),
      })
    }
    // Help articles: 10 topics × 2 (set-up, troubleshooting).
    for (let i = 0; i < 20; i++) {
      const topic = i % 10
      const template = Math.floor(i / 10)
      docs.push({
        collection: 'helps',
        shared: {
          ...published,
          slug: `${template === 0 ? 'set-up' : 'fix'}-${topicSlugs[topic]}${suffix}`,
          publishedAt: days(i * 5 + round),
          categories: [category[template === 0 ? (topic < 5 ? 'getting-started' : 'account') : 'troubleshooting'] as string],
        },
        localized: topicArticle(topic, (l) => pb[l].help[template]),
      })
    }
    // FAQ: 10 topics × 2 questions.
    for (let i = 0; i < 20; i++) {
      const topic = i % 10
      const template = Math.floor(i / 10)
      docs.push({
        collection: 'faqs',
        shared: {
          ...published,
          slug: `${template === 0 ? 'how' : 'safe'}-${topicSlugs[topic]}${suffix}`,
          order: i,
          publishedAt: days(i + round),
          categories: [category[['faq-start', 'faq-account', 'faq-general'][topic % 3] as string]],
        },
        localized: (l) => {
          const t = pb[l].topics[topic] as string
          const title = phrase(pb[l].faq[template], { t })
          return { title, body: lexical([{ p: phrase(pb[l].answer, { t }) }]), available: true }
        },
      })
    }
    return docs
  }

  for (let round = 0; round < scale; round++) {
    for (const doc of roundDocs(round)) await createLocalized(payload, ctx, doc.collection, doc.shared, doc.localized, doc.only)
  }

  // Docs: the 4 fixed pages plus 8 topic pages, translated in en, ru, pt and vn; other languages read English.
  const docIds: Record<string, string | number> = {}
  for (const [i, slug] of FIXED_DOC_SLUGS.entries()) {
    const doc = await createLocalized(
      payload,
      ctx,
      'docs',
      { ...published, slug, order: i, publishedAt: days(i) },
      (l) => {
        const t = pb[l].docs[i] as string
        return { title: t, excerpt: phrase(pb[l].excerpt, { t }), body: body(l, t), available: true }
      },
      DOC_LOCALES,
    )
    docIds[slug] = doc.id
  }
  for (let i = 0; i < 8; i++) {
    await createLocalized(
      payload,
      ctx,
      'docs',
      { ...published, slug: `${topicSlugs[i]}-reference`, order: 10 + i, parent: docIds[i < 4 ? 'profiles' : 'automation'], publishedAt: days(10 + i) },
      (l) => {
        const t = pb[l].topics[i] as string
        return { title: phrase('{T}', { t }), excerpt: phrase(pb[l].excerpt, { t }), body: body(l, t), available: true }
      },
      DOC_LOCALES,
    )
  }
  // Release notes: 8 versions with downloads per platform.
  for (let i = 0; i < 8; i++) {
    const version = `5.${i}.0`
    const platforms = [
      ['win64', 'exe'],
      ['win32', 'exe'],
      ['mac', 'dmg'],
      ['arm64', 'dmg'],
      ['linux', 'deb'],
    ] as const
    await createLocalized(
      payload,
      ctx,
      'release',
      {
        ...published,
        slug: `v${version.replaceAll('.', '-')}`,
        version,
        publishedAt: days(150 - i * 20),
        downloads: platforms.map(([platform, ext]) => ({
          platform,
          url: `https://download.polyprofile.com/${version}/Polyprofile-${version}-${platform}.${ext}`,
          size: 110_000_000 + i * 1_300_000 + platform.length * 97_000,
          sha256: hex(`${version}-${platform}`),
        })),
      },
      (l) => {
        const title = phrase(pb[l].release, { v: version })
        const items = [i, i + 3, i + 6].map((n) => phrase(pb[l].news[1], { t: pb[l].topics[n % 12] as string }))
        return { title, excerpt: items.join(' · '), body: body(l, pb[l].topics[i % 12] as string, items), available: true }
      },
    )
  }
}
