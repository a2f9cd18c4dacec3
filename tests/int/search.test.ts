/**
 * The site search against the seeded demo content (on SQLite, and on PostgreSQL with TEST_POSTGRES_URL): recall
 * for terms taken from the seeded articles in en, ru, zh, jp and th (every article whose text has the term is
 * found), titles ranked above bodies, drafts never found, and a document published by an editor found after the
 * change signal every instance acts on (the site tables' version, src/server/site-tables/loader.ts).
 */
import { convertLexicalToPlaintext } from '@payloadcms/richtext-lexical/plaintext'
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seed } from '@/cms/seed'
import { translations } from '@/cms/seed/articles/index'
import { lexical } from '@/cms/seed/lexical'
import { locales, type Locale } from '@/i18n/locales'
import { localePath } from '@/i18n/paths'
import { articlePath, faqAnchor } from '@/lib/content-paths'
import { sections, type Section } from '@/lib/sections'
import { dispatch } from '@/server/api/dispatch'
import { computeRouteIndex } from '@/server/site-tables/route-index'
import { buildIndexesAhead, languageIndex, searchSite } from '@/server/search/search'
import { findsNothing } from '@/server/search/slot'
import { refreshSiteTables } from '@/server/site-tables/loader'
import { freshPayload } from './helpers'

// No server listens in this process: the tables are refreshed without asking it to revalidate pages.
const NO_SERVER = { revalidatePages: false }

let payload: Payload
let cleanup: () => Promise<void>

beforeAll(async () => {
  ;({ payload, cleanup } = await freshPayload())
  await seed(payload, { log: () => {} })
  await refreshSiteTables(payload, NO_SERVER)
}, 600_000)
afterAll(() => cleanup())

const ALL = 10_000
const urlOf = (locale: Locale, section: Section, slug: string) =>
  localePath(locale, section === 'faq' ? `/faq#${faqAnchor(slug)}` : articlePath(section, slug))

/** Every published article of a language whose title, excerpt or body contains one of the strings (case aside). */
async function articlesContaining(locale: Locale, needles: string[]): Promise<Set<string>> {
  const index = await computeRouteIndex()
  const found = new Set<string>()
  for (const section of Object.keys(sections) as Section[]) {
    const { docs } = await payload.find({
      collection: sections[section].collection,
      locale,
      fallbackLocale: 'en',
      where: { slug: { in: index[section]?.[locale]?.ids ?? [] } },
      pagination: false,
      depth: 0,
      overrideAccess: false,
    })
    for (const doc of docs as unknown as {
      slug: string
      title?: string
      excerpt?: string
      body?: Parameters<typeof convertLexicalToPlaintext>[0]['data']
    }[]) {
      const text =
        `${doc.title ?? ''}\n${doc.excerpt ?? ''}\n${doc.body ? convertLexicalToPlaintext({ data: doc.body }) : ''}`.toLowerCase()
      if (needles.some((needle) => text.includes(needle.toLowerCase())))
        found.add(urlOf(locale, section, doc.slug))
    }
  }
  return found
}

/**
 * Terms from the seeded articles (src/cms/seed/articles): the query, and the text whose articles it must find.
 * Some queries are in another form than the text (Russian case endings and dictionary forms, English plural and
 * singular, a typo), or another word of the same meaning (a synonym in another script, src/lib/search/synonyms.ts). A
 * language is searched once the seed has articles written in it (a language without any shows none of them).
 */
const allTerms: { locale: Locale; q: string; text: string[]; title: string[] }[] = [
  { locale: 'en', q: 'proxy', text: ['proxy', 'proxies'], title: ['prox'] },
  { locale: 'en', q: 'scraping', text: ['scraping'], title: ['scraping'] },
  { locale: 'en', q: 'fingerprnt', text: ['fingerprint'], title: ['fingerprint'] },
  { locale: 'ru', q: 'прокси', text: ['прокси'], title: ['прокси'] },
  { locale: 'ru', q: 'автоматизацию', text: ['автоматизац'], title: ['автоматизац'] },
  { locale: 'ru', q: 'отпечаток', text: ['отпечат'], title: ['отпечат'] },
  { locale: 'uk', q: 'відбиток', text: ['відбит'], title: ['відбит'] },
  {
    locale: 'pt',
    q: 'impressão digital',
    text: ['impressão digital', 'impressões digitais'],
    title: ['impress'],
  },
  { locale: 'zh', q: '代理', text: ['代理'], title: ['代理'] },
  { locale: 'zh', q: '采集', text: ['采集'], title: ['采集'] },
  { locale: 'jp', q: 'プロキシ', text: ['プロキシ'], title: ['プロキシ'] },
  { locale: 'jp', q: '同期', text: ['同期'], title: ['同期'] },
  // Japanese has no docs of its own: "Fingerprint parameters reference" is shown there in English, titled with a synonym.
  {
    locale: 'jp',
    q: '指紋',
    text: ['指紋', 'フィンガープリント'],
    title: ['指紋', 'フィンガープリント', 'fingerprint'],
  },
  { locale: 'th', q: 'พร็อกซี', text: ['พร็อกซี'], title: ['พร็อกซี'] },
  { locale: 'th', q: 'คุกกี้', text: ['คุกกี้'], title: ['คุกกี้'] },
]
const terms = allTerms.filter(
  ({ locale }) => locale === 'en' || Object.keys(translations[locale] ?? {}).length > 0,
)

describe('site search over the seeded content', () => {
  it.each(terms)(
    '$locale "$q": finds every article that has it, titles first',
    async ({ locale, q, text, title }) => {
      const expected = await articlesContaining(locale, text)
      expect(expected.size, 'the seed has articles with the term').toBeGreaterThan(1)
      const { results, total } = await searchSite({ q, locale, limit: ALL }, payload)
      expect(total).toBe(results.length)
      const urls = new Set(results.map((r) => r.url))
      expect(
        [...expected].filter((url) => !urls.has(url)),
        'articles not found',
      ).toEqual([])
      // Every result with the term in its title comes before every result with it only in the text.
      const inTitle = results.map((r) =>
        title.some((t) => r.title.toLowerCase().includes(t.toLowerCase())),
      )
      expect(inTitle.indexOf(true), `a title hit: ${results.slice(0, 3).map((r) => r.title)}`).toBe(
        0,
      )
      expect(inTitle.lastIndexOf(true), 'a body-only hit above a title hit').toBeLessThan(
        inTitle.indexOf(false) === -1 ? Infinity : inTitle.indexOf(false),
      )
      expect(results[0]?.snippet).toBeTruthy()
    },
  )

  it('finds the two help articles about proxies from "proxy" in the help section (issue 23)', async () => {
    const { results } = await searchSite({ q: 'proxy', locale: 'en', section: 'helps' }, payload)
    expect(results.slice(0, 2).map((r) => r.url)).toEqual(
      expect.arrayContaining(['/helps/set-up-proxies', '/helps/fix-proxies']),
    )
    expect(results.every((r) => r.section === 'helps')).toBe(true)
  })

  it('searches docs in English in a language without docs of its own, as they are shown', async () => {
    const { results } = await searchSite({ q: 'profiles', locale: 'jp', section: 'docs' }, payload)
    expect(results.map((r) => r.url)).toContain('/jp/docs/profiles')
  })

  it('ranks pages about proxies (代理) above pages about agencies (代理商) for "代理" in Traditional Chinese', async () => {
    const { results } = await searchSite({ q: '代理', locale: 'tc', limit: ALL }, payload)
    const proxyTitle = (title: string) => title.replaceAll('代理商', '').includes('代理')
    const agencies = results.filter((r) => r.title.includes('代理商') && !proxyTitle(r.title))
    expect(results.length, 'results').toBeGreaterThan(0)
    expect(proxyTitle(results[0]?.title ?? ''), `top hit: ${results[0]?.title}`).toBe(true)
    const lastProxy = results.findLastIndex((r) => proxyTitle(r.title))
    for (const agency of agencies)
      expect(results.indexOf(agency), agency.title).toBeGreaterThan(lastProxy)
  })

  it('searches the marketing pages too', async () => {
    const { results } = await searchSite({ q: 'Gologin', locale: 'en', section: 'pages' }, payload)
    expect(results.map((r) => r.url)).toContain('/alternatives/gologin-alternative')
  })
})

describe('freshness and drafts', () => {
  const post = (title: string, word: string) => ({
    title,
    slug: `search-${word}`,
    excerpt: `About ${word}.`,
    body: lexical([{ p: `Everything about the ${word} and how to use it.` }]),
    available: true,
  })
  const search = async (q: string) =>
    (await searchSite({ q, locale: 'en' }, payload)).results.map((r) => r.url)
  /** What a query finds once the index has caught up with the content as it is now. */
  const found = async (q: string) => {
    await languageIndex('en', payload)
    return search(q)
  }

  it('never finds a draft, finds a document once it is published, and not a later draft of it', async () => {
    const draft = await payload.create({
      collection: 'posts',
      locale: 'en',
      draft: true,
      data: { ...post('Quokka handbook', 'quokka'), _status: 'draft' },
    })
    await refreshSiteTables(payload, NO_SERVER)
    expect(await found('quokka')).toEqual([])

    await payload.update({
      collection: 'posts',
      id: draft.id,
      locale: 'en',
      data: { _status: 'published' },
    })
    // The index belongs to the content version the site tables last saw; their next round (within a second on every
    // instance) moves it on.
    expect(await found('quokka')).toEqual([])
    await refreshSiteTables(payload, NO_SERVER)
    // The first query after the change is answered at once from the previous index while the new one builds.
    expect(await search('quokka')).toEqual([])
    expect(await found('quokka')).toEqual(['/blog/search-quokka'])

    await payload.update({
      collection: 'posts',
      id: draft.id,
      locale: 'en',
      draft: true,
      data: { body: lexical([{ p: 'Now about the wombat.' }]) },
    })
    await refreshSiteTables(payload, NO_SERVER)
    expect(await found('wombat')).toEqual([])
    expect(await found('quokka')).toEqual(['/blog/search-quokka'])

    await payload.delete({ collection: 'posts', id: draft.id })
    await refreshSiteTables(payload, NO_SERVER)
    expect(await found('quokka')).toEqual([])
  })
})

describe('the search endpoint', () => {
  const call = async (query: string) => {
    const res = await dispatch(
      new NextRequest(`http://localhost:3000/api/search?${query}`),
      'search',
    )
    return {
      status: res.status,
      body: (await res.json()) as { code: number; msg: string; data: unknown },
    }
  }

  it('builds every language ahead: the HTTP server can tell a search that finds nothing without a render', async () => {
    await buildIndexesAhead()
    // undefined would mean no index built for the language.
    for (const locale of locales)
      expect(await findsNothing(locale, 'zzqqxxjjww'), locale).toBe(true)
    expect(await findsNothing('en', 'proxy')).toBe(false)
    expect(await findsNothing('ru', 'прокси')).toBe(false)
  })

  it('answers the envelope with results, total and time', async () => {
    const { status, body } = await call(`q=${encodeURIComponent('  прокси ')}&lang=ru`)
    expect(status).toBe(200)
    const data = body.data as {
      results: { title: string; url: string; section: string; snippet: string }[]
      total: number
      tookMs: number
    }
    expect(body.code).toBe(0)
    expect(data.results.length).toBeGreaterThan(0)
    expect(data.results.length).toBeLessThanOrEqual(20)
    expect(data.total).toBeGreaterThanOrEqual(data.results.length)
    expect(typeof data.tookMs).toBe('number')
    expect(Object.keys(data.results[0] ?? {}).sort()).toEqual([
      'section',
      'snippet',
      'title',
      'url',
    ])
    expect(data.results[0]?.url.startsWith('/ru/')).toBe(true)
  })

  it('refuses bad input with a 400 and a clear message', async () => {
    for (const [query, message] of [
      ['lang=en', 'q: is required'],
      ['q=%20%20&lang=en', 'q: is required'],
      [`q=${'a'.repeat(101)}&lang=en`, 'q: must be at most 100 characters'],
      ['q=proxy', 'lang: must be one of'],
      ['q=proxy&lang=de', 'lang: must be one of'],
      ['q=proxy&lang=en&section=nope', 'section: must be one of'],
      ['q=proxy&lang=en&extra=1', 'Unrecognized key'],
      ['q=a%00b&lang=en', 'control characters'],
    ]) {
      const { status, body } = await call(query as string)
      expect(status, query).toBe(400)
      expect(body.code, query).toBe(400)
      expect(body.data, query).toBeNull()
      expect(body.msg, query).toContain(message)
    }
  })
})
