/**
 * Structured data on every page of every sitemap, both origins, all languages: the kind of page, the trail to it,
 * the website with its search, the organization with its official channels, and the product with priced offers
 * per billing period. (The Google preset of structured-data-testing-tool and the site's own preset check a sample
 * in tests/e2e/validators.spec.ts.)
 */
import { expect, test } from '@playwright/test'
import { BROWSER_UA } from '../../scripts/lib/beacon'
import { rawFetch, sitemapUrls } from '../../scripts/lib/site-audit'
import { GLOBAL, ZH } from './helpers'

type Node = Record<string, unknown>

const PAGE_TYPES = [
  'WebPage',
  'CollectionPage',
  'AboutPage',
  'ContactPage',
  'SearchResultsPage',
  'ItemPage',
  'FAQPage',
]
const ARTICLE_TYPES = ['Article', 'NewsArticle', 'TechArticle', 'BlogPosting']

/** The top-level JSON-LD nodes of an HTML page. */
function nodesOf(html: string): Node[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap(
    (m): Node[] => {
      const parsed = JSON.parse(m[1] as string) as Node | Node[]
      return Array.isArray(parsed) ? parsed : [parsed]
    },
  )
}
const typeOf = (node: Node) => String(node['@type'])

test('every page in the sitemaps says what kind of page it is and the trail to it; no SoftwareApplication', async () => {
  test.setTimeout(300_000)
  const pages = await sitemapUrls(GLOBAL, ZH)
  expect(pages.length).toBeGreaterThan(500)
  const missing: string[] = []
  for (const { url } of pages) {
    const res = await rawFetch(url, { 'user-agent': BROWSER_UA, accept: 'text/html' })
    expect(res.status, url).toBe(200)
    const nodes = nodesOf(res.body)
    const types = nodes.map(typeOf)
    const home = new URL(url).pathname.replace(/^\/[a-z]{2}$/, '/') === '/'
    if (!types.some((t) => PAGE_TYPES.includes(t) || ARTICLE_TYPES.includes(t)))
      missing.push(`${url}: no page type (${types.join(', ')})`)
    if (!home) {
      const trail = nodes.find((n) => typeOf(n) === 'BreadcrumbList')?.itemListElement as
        { item: string }[] | undefined
      if (trail?.at(-1)?.item !== url)
        missing.push(`${url}: no breadcrumb trail ending at the page`)
    }
    if (types.includes('SoftwareApplication')) missing.push(`${url}: SoftwareApplication`)
  }
  console.log(`${pages.length} pages checked`)
  expect(missing.slice(0, 20), `${missing.length} pages`).toEqual([])
})

test('each home page has the website with its search, the organization with its channels, and the product with offers per billing period', async () => {
  const homes = [`${GLOBAL}/`, `${ZH}/`, `${GLOBAL}/ru`, `${GLOBAL}/jp`, `${GLOBAL}/th`]
  for (const home of homes) {
    const nodes = nodesOf((await rawFetch(home, { 'user-agent': BROWSER_UA })).body)
    const website = nodes.find((n) => typeOf(n) === 'WebSite') as Node & {
      potentialAction: { target: { urlTemplate: string }; 'query-input': string }
    }
    expect(website, home).toBeTruthy()
    expect(website.url, home).toBe(home)
    expect(website.potentialAction['query-input']).toBe('required name=search_term_string')
    const template = website.potentialAction.target.urlTemplate
    expect(template, home).toBe(`${home.replace(/\/$/, '')}/search?q={search_term_string}`)
    // The search it names answers, with results.
    const search = await rawFetch(template.replace('{search_term_string}', 'proxy'), {
      'user-agent': BROWSER_UA,
    })
    expect(search.status, template).toBe(200)

    // sameAs: exactly the links of the language's /links page that leave the product's domains.
    const organization = nodes.find((n) => typeOf(n) === 'Organization') as Node & {
      sameAs: string[]
    }
    const linksPage = (
      await rawFetch(`${home.replace(/\/$/, '')}/links`, { 'user-agent': BROWSER_UA })
    ).body
    const list = /<ul class="link-list">([\s\S]*?)<\/ul>/.exec(linksPage)?.[1] ?? ''
    const channels = [...list.matchAll(/<a [^>]*href="(https:\/\/[^"]+)"/g)].map((m) =>
      (m[1] as string).replace(/&amp;/g, '&'),
    )
    const offSite = [
      ...new Set(
        channels.filter((href) => !/(^|\.)polyprofile\.com$/.test(new URL(href).hostname)),
      ),
    ]
    expect(offSite.length, `${home}/links lists channels`).toBeGreaterThan(0)
    expect([...(organization.sameAs ?? [])].sort(), home).toEqual(offSite.sort())

    const product = nodes.find((n) => typeOf(n) === 'Product') as Node & { offers: Node[] }
    expect(product.offers.length, home).toBeGreaterThan(0)
    const periods = new Set<string>()
    for (const offer of product.offers) {
      const spec = offer.priceSpecification as {
        '@type': string
        billingDuration: string
        price: string
        referenceQuantity: { unitCode: string }
      }
      expect(spec['@type']).toBe('UnitPriceSpecification')
      expect(spec.price).toBe(offer.price)
      expect([spec.billingDuration, spec.referenceQuantity.unitCode]).toEqual(
        spec.billingDuration === 'P1M' ? ['P1M', 'MON'] : ['P1Y', 'ANN'],
      )
      periods.add(spec.billingDuration)
    }
    expect([...periods].sort()).toEqual(['P1M', 'P1Y'])
  }
})

test('every partner page has its own description, not the home page’s', async () => {
  const description = (html: string) =>
    /<meta name="description" content="([^"]*)"/
      .exec(html)?.[1]
      ?.replace(/&amp;/g, '&')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"')
  const partners = (await sitemapUrls(GLOBAL, ZH)).filter(({ url }) =>
    /\/partner\/[^/]+$/.test(new URL(url).pathname),
  )
  expect(partners.length).toBeGreaterThan(14)
  const homes = new Map<string, string | undefined>()
  for (const { url } of partners) {
    const home = url.replace(/\/partner\/[^/]+$/, '') || '/'
    if (!homes.has(home))
      homes.set(home, description((await rawFetch(home, { 'user-agent': BROWSER_UA })).body))
    const html = (await rawFetch(url, { 'user-agent': BROWSER_UA })).body
    const lead = /<p class="lead">([^<]*)<\/p>/
      .exec(html)?.[1]
      ?.replace(/&amp;/g, '&')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"')
    expect(description(html), url).not.toBe(homes.get(home))
    // The partner's own summary, the one its page shows under its name (shortened to fit when long).
    expect(lead, url).toBeTruthy()
    expect(lead?.startsWith((description(html) ?? '').replace(/…$/, '')), url).toBe(true)
  }
})
