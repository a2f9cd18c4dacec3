/**
 * The seed's fast write (one Local API create, the other languages merged and written at once) must store what
 * writing each language through the Local API stores: the same reads in every language, published, draft and in
 * the latest version. Checked on real seed pages (blocks with defaults and nested rows) and an editorial post
 * (rich text, a localized group). The whole seed is compared the same way by `scripts/seed-compare.ts`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CollectionSlug, Payload } from 'payload'
import { locales, type Locale } from '@/i18n/locales'
import { marketingPages } from '@/cms/seed/marketing'
import { createInLanguages, type SeedContext } from '@/cms/seed/localized-write'
import { lexical } from '@/cms/seed/lexical'
import { freshPayload } from './helpers'

let payload: Payload
let cleanup: () => Promise<void>
beforeAll(async () => {
  ;({ payload, cleanup } = await freshPayload())
})
afterAll(async () => cleanup?.())

const fast: SeedContext = { overrideAccess: true, context: { seeding: true }, depth: 0 }
const reference: SeedContext = {
  overrideAccess: true,
  context: { seeding: true, languagesOneByOne: true },
  depth: 0,
}
const uiNames = async (locale: Locale) => (await import(`../../messages/${locale}.json`)).default

/** What differs between any two writes of the same content: ids and timestamps. */
function comparable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(comparable)
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !['id', 'createdAt', 'updatedAt', 'parent'].includes(key))
        .map(([key, v]) => [key, comparable(v)]),
    )
  }
  return value
}

async function readAll(collection: CollectionSlug, id: number | string) {
  const reads: Record<string, unknown> = {}
  for (const locale of locales) {
    for (const draft of [false, true]) {
      reads[`${locale} ${draft ? 'draft' : 'published'}`] = comparable(
        await payload.findByID({ collection, id, locale, draft, depth: 0, overrideAccess: true }),
      )
    }
    const latest = await payload.findVersions({
      collection,
      locale,
      depth: 0,
      where: { parent: { equals: id }, latest: { equals: true } },
      overrideAccess: true,
    })
    expect(latest.docs).toHaveLength(1)
    reads[`${locale} latest version`] = comparable(latest.docs[0]?.version)
  }
  return reads
}

/** Writes the same content the fast way and the reference way (one after the other: slugs are unique), reads both. */
async function writeBothWays(
  collection: CollectionSlug,
  shared: Record<string, unknown>,
  languages: [Locale, Record<string, unknown>][],
) {
  const reads = []
  for (const ctx of [fast, reference]) {
    const { id } = await createInLanguages(payload, collection, shared, languages, ctx)
    reads.push(await readAll(collection, id))
    await payload.delete({ collection, id, overrideAccess: true })
  }
  return reads
}

describe('the seed writes every language at once', () => {
  it('stores marketing pages as the Local API does, language by language', async () => {
    const pages = await marketingPages(uiNames)
    // One page of each section, and the one with the most languages missing (a page not offered everywhere).
    const sample = [...new Map(pages.map((p) => [p.shared.section, p])).values()]
    sample.push(
      pages.reduce((fewest, p) => (p.languages.length < fewest.languages.length ? p : fewest)),
    )
    expect(sample.length).toBeGreaterThanOrEqual(3)
    // And blocks that leave their defaults out (the seed's own pages spell them all): the columns' defaults apply.
    sample.push({
      shared: { section: 'page', slug: 'defaults', path: '/defaults' },
      languages: (['en', 'ru', 'zh'] as Locale[]).map((l) => [
        l,
        {
          title: `Defaults ${l}`,
          available: true,
          layout: [
            { blockType: 'hero', title: `Hero ${l}` },
            {
              blockType: 'features',
              title: `Features ${l}`,
              items: [{ title: `One ${l}` }, { title: `Two ${l}` }],
            },
            {
              blockType: 'comparison',
              competitor: 'Other',
              rows: [
                {
                  label: `Row ${l}`,
                  ours: 'yes',
                  theirs: 'no',
                  checkedOn: '2026-11-01T00:00:00.000Z',
                },
              ],
            },
          ],
        },
      ]),
    })
    for (const page of sample) {
      const [fastReads, referenceReads] = await writeBothWays('pages', page.shared, page.languages)
      expect(fastReads, String(page.shared.slug)).toEqual(referenceReads)
    }
  })

  it('stores an editorial post with rich text and a localized group as the Local API does', async () => {
    const languages = locales
      .filter((l) => l !== 'vn')
      .map((l): [Locale, Record<string, unknown>] => [
        l,
        {
          title: `Title ${l}`,
          excerpt: `Excerpt ${l}`,
          body: lexical([
            { h2: `Heading ${l}` },
            { p: `Paragraph ${l}` },
            { ul: [`one ${l}`, `two ${l}`] },
          ]),
          seo: { seo_title: `SEO ${l}`, seo_description: `Description ${l}` },
          available: true,
        },
      ])
    const [fastReads, referenceReads] = await writeBothWays(
      'posts',
      { slug: 'compare', _status: 'published', publishedAt: '2026-11-01T00:00:00.000Z' },
      languages,
    )
    expect(fastReads).toEqual(referenceReads)
    expect((fastReads as Record<string, { title?: string }>)['ru published']?.title).toBe(
      'Title ru',
    )
  })

  it('refuses a shared field that differs between languages (a mistake in the seed, not a choice)', async () => {
    const languages: [Locale, Record<string, unknown>][] = [
      ['en', { description: 'en', offer: 'en', _status: 'published' }],
      ['ru', { description: 'ru', offer: 'ru', _status: 'draft' }],
    ]
    await expect(
      createInLanguages(
        payload,
        'partners',
        { slug: 'example', name: 'Example', category: 'proxy', url: 'https://example.com' },
        languages,
        fast,
      ),
    ).rejects.toThrow(/_status is not localized/)
  })
})
