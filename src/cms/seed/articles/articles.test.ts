/**
 * The seeded articles read like a product team wrote them (issue 46): each section has its documents, long enough,
 * with headings and lists; no paragraph or sentence is shared between articles (or repeated in one); FAQ entries are
 * questions filed under the FAQ categories; links lead to pages the seed creates; the local API docs have runnable
 * code, consistent about the API's address; translations exist only for documents English has.
 */
import { describe, expect, it } from 'vitest'
import { locales } from '@/i18n/locales'
import { linkProblem } from '@/lib/rich-text-links'
import { DOC_LOCALES, FIXED_DOC_SLUGS } from '@/lib/sections'
import { solutionIds } from '@/lib/site-ids'
import { plainText, type Block } from '../lexical'
import { english, releaseSlug, translations } from './index'
import type { ArticleText, FaqText } from './types'

type Section = keyof typeof english
const slugOf = (section: Section, doc: { slug?: string; version?: string }) =>
  section === 'release' ? releaseSlug(doc.version as string) : (doc.slug as string)

/** The text of the blocks a reader sees, block by block (code blocks left out). */
const blockTexts = (blocks: Block[]) =>
  blocks.flatMap((block) => {
    if ('code' in block || 'image' in block) return []
    if ('ul' in block) return block.ul.map(plainText)
    if ('ol' in block) return block.ol.map(plainText)
    return [plainText(Object.values(block)[0] as string)]
  })
const words = (text: string) => text.split(/\s+/).filter(Boolean).length
const sentences = (text: string) => text.split(/(?<=[.!?…])\s+(?=[A-Z"“‘*(`А-ЯЁ])/)
const normal = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim()

interface Doc {
  id: string
  title: string
  texts: string[]
  body: Block[]
}
const docsOf = (section: Section): Doc[] =>
  (english[section] as (ArticleText & { slug?: string; version?: string })[]).map((doc) => ({
    id: `${section}/${slugOf(section, doc)}`,
    title: doc.title ?? (doc as unknown as FaqText).question,
    body: doc.body ?? (doc as unknown as FaqText).answer,
    texts: [
      doc.excerpt,
      doc.description,
      ...blockTexts(doc.body ?? (doc as unknown as FaqText).answer),
    ].filter(Boolean),
  }))
const sections = Object.keys(english) as Section[]
const all = sections.flatMap(docsOf)

describe('the English articles', () => {
  it('has every section’s documents, the fixed doc pages among them', () => {
    expect(Object.fromEntries(sections.map((s) => [s, english[s].length]))).toEqual({
      posts: 24,
      news: 10,
      guides: 8,
      helps: 20,
      docs: 12,
      release: 8,
      faqs: 20,
    })
    expect(english.docs.map((d) => d.slug)).toEqual(expect.arrayContaining([...FIXED_DOC_SLUGS]))
    expect(new Set(all.map((d) => d.id)).size).toBe(all.length)
  })

  it.each([
    ['posts', 500],
    ['guides', 500],
    ['docs', 500],
    ['helps', 200],
    ['news', 200],
    ['release', 200],
  ] as const)('%s: at least %i words each, with headings and a list', (section, minimum) => {
    for (const doc of docsOf(section)) {
      expect(words(blockTexts(doc.body).join(' ')), doc.id).toBeGreaterThanOrEqual(minimum)
      expect(
        doc.body.filter((b) => 'h2' in b).length,
        `${doc.id}: headings`,
      ).toBeGreaterThanOrEqual(2)
      expect(
        doc.body.some((b) => 'ul' in b || 'ol' in b),
        `${doc.id}: a list`,
      ).toBe(true)
    }
  })

  it('shares no paragraph or sentence of eight words or more between articles, nor repeats one in an article', () => {
    const seen = new Map<string, string>()
    const repeated: string[] = []
    for (const doc of all) {
      for (const text of doc.texts) {
        for (const piece of new Set([text, ...sentences(text)].map(normal))) {
          if (words(piece) < 8) continue
          const first = seen.get(piece)
          if (first) repeated.push(`${first} and ${doc.id}: "${piece}"`)
          else seen.set(piece, doc.id)
        }
      }
    }
    expect(repeated).toEqual([])
  })

  it('gives titles of at most 70 characters, unique in their section, and descriptions that fit search results', () => {
    for (const section of sections) {
      const titles = docsOf(section).map((d) => d.title)
      expect(new Set(titles).size, section).toBe(titles.length)
      for (const title of titles) expect([...title].length, title).toBeLessThanOrEqual(70)
    }
    for (const section of sections.filter((s) => s !== 'faqs')) {
      for (const doc of english[section] as ArticleText[]) {
        expect([...doc.description].length, doc.title).toBeLessThanOrEqual(160)
        expect(doc.description, doc.title).not.toBe(doc.excerpt)
      }
    }
  })

  it('asks the FAQ as questions, filed under the FAQ categories with several in each', () => {
    const perCategory: Record<string, number> = {}
    for (const faq of english.faqs) {
      expect(faq.question, faq.slug).toMatch(/^[A-Z].*\?$/)
      perCategory[faq.category] = (perCategory[faq.category] ?? 0) + 1
    }
    expect(Object.keys(perCategory).sort()).toEqual(['faq-account', 'faq-general', 'faq-start'])
    for (const count of Object.values(perCategory)) expect(count).toBeGreaterThanOrEqual(5)
  })

  it('links only to pages the seed creates, under the site’s link rule', () => {
    const paths = new Set([
      ...[
        '/pricing',
        '/download',
        '/faq',
        '/helps',
        '/release',
        '/blog',
        '/partner',
        '/links',
        '/pre-sales',
        '/terms',
        '/privacy',
      ],
      ...solutionIds.map((id) => `/solutions/${id}`),
      ...english.posts.map((d) => `/blog/${d.slug}`),
      ...english.news.map((d) => `/news/${d.slug}`),
      ...english.guides.map((d) => `/guide/${d.slug}`),
      ...english.helps.map((d) => `/helps/${d.slug}`),
      ...english.docs.map((d) => `/docs/${d.slug}`),
      ...english.release.map((d) => `/release/${releaseSlug(d.version)}`),
    ])
    const broken: string[] = []
    const texts = [
      ...all.flatMap((d) => d.body.flatMap((b) => Object.values(b).flat())),
      ...Object.values(translations).flatMap((t) => JSON.stringify(t)),
    ]
    for (const text of texts.filter((t): t is string => typeof t === 'string')) {
      for (const [, url] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (linkProblem({ type: 'link', fields: { url } }) || !paths.has(url as string))
          broken.push(url as string)
      }
    }
    expect(broken).toEqual([])
  })

  it('documents the local API with runnable curl, Node.js and Python code against one address', () => {
    const api = english.docs.filter(
      (d) => d.slug.startsWith('local-api') || d.slug === 'browser-automation-libraries',
    )
    const languages = new Set(
      api.flatMap((d) => d.body.flatMap((b) => ('code' in b ? [b.language] : []))),
    )
    expect([...languages].sort()).toEqual(expect.arrayContaining(['bash', 'js', 'python']))
    const code = all.flatMap((d) => d.body.flatMap((b) => ('code' in b ? [b.code] : [])))
    const addresses = new Set(
      code
        .flatMap((c) => c.match(/127\.0\.0\.1:\d+(?:\/api\/v\d+)?/g) ?? [])
        .filter((a) => a.includes('/api/')),
    )
    expect([...addresses]).toEqual(['127.0.0.1:36912/api/v1'])
    for (const c of code.filter((c) => c.includes('/api/v1')))
      expect(c, c.slice(0, 80)).toContain('X-Api-Key')
  })
})

describe('the translations', () => {
  it.each(Object.keys(translations))(
    '%s: no paragraph or sentence of eight words or more is shared between articles',
    (locale) => {
      const seen = new Map<string, string>()
      const repeated: string[] = []
      for (const [section, bySlug] of Object.entries(
        translations[locale as keyof typeof translations] ?? {},
      )) {
        for (const [slug, text] of Object.entries(bySlug)) {
          const t = text as ArticleText & FaqText
          for (const piece of blockTexts(t.body ?? t.answer)
            .flatMap((x) => [x, ...sentences(x)])
            .map(normal)) {
            if (words(piece) < 8) continue
            const first = seen.get(piece)
            if (first && first !== `${section}/${slug}`)
              repeated.push(`${first} and ${section}/${slug}: "${piece}"`)
            else seen.set(piece, `${section}/${slug}`)
          }
        }
      }
      expect(repeated).toEqual([])
    },
  )

  it('translate only documents English has, with a title and a body of their own; docs only in the docs languages', () => {
    for (const [locale, sectionsOf] of Object.entries(translations)) {
      expect(locales).toContain(locale)
      // The spec's docs exist per language for the default, ru, pt and vn; the others read English.
      if (sectionsOf?.docs) expect(DOC_LOCALES as readonly string[]).toContain(locale)
      for (const [section, bySlug] of Object.entries(sectionsOf ?? {})) {
        const slugs = new Set(
          (english[section as Section] as { slug?: string; version?: string }[]).map((d) =>
            slugOf(section as Section, d),
          ),
        )
        for (const [slug, text] of Object.entries(bySlug)) {
          expect(slugs.has(slug), `${locale} ${section}/${slug}`).toBe(true)
          const t = text as ArticleText & FaqText
          expect(t.title ?? t.question, `${locale} ${section}/${slug}`).toBeTruthy()
          expect((t.body ?? t.answer).length, `${locale} ${section}/${slug}`).toBeGreaterThan(0)
        }
      }
    }
  })
})
