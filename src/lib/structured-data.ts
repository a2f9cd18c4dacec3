/**
 * The site's structured data (schema.org JSON-LD), one builder per kind of node. The product is a `Product` with
 * offers, not a `SoftwareApplication`, which Google shows only with a rating the site may not carry.
 */
import type { Pricing } from '@/cms/payload-types'

type Node = Record<string, unknown>
const CONTEXT = 'https://schema.org'

/** The kinds of page the site has (schema.org's WebPage and the subtypes it uses). */
export type PageType =
  'WebPage' | 'CollectionPage' | 'AboutPage' | 'ContactPage' | 'SearchResultsPage' | 'ItemPage'

/** `@id`s of the nodes pages refer to: the organization and product (global origin), a language's website. */
export const nodeId = {
  organization: (globalOrigin: string) => `${globalOrigin}/#organization`,
  product: (globalOrigin: string) => `${globalOrigin}/#product`,
  website: (homeUrl: string) => `${homeUrl.replace(/\/$/, '')}/#website`,
}

export function organizationLd({
  origin,
  name,
  sameAs,
}: {
  origin: string
  name: string
  sameAs: string[]
}): Node {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': nodeId.organization(origin),
    name,
    url: `${origin}/`,
    logo: { '@type': 'ImageObject', url: `${origin}/icon.svg` },
    ...(sameAs.length ? { sameAs } : {}),
  }
}

/** A language's website, with the site search as its SearchAction (`{search_term_string}` is the query). */
export function websiteLd({
  homeUrl,
  searchUrl,
  name,
  language,
  origin,
}: {
  homeUrl: string
  searchUrl: string
  name: string
  language: string
  origin: string
}): Node {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    '@id': nodeId.website(homeUrl),
    name,
    url: homeUrl,
    inLanguage: language,
    publisher: { '@id': nodeId.organization(origin) },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${searchUrl}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  }
}

/** One page: its kind, address, name and summary, the website it belongs to, and what it is about. */
export function webPageLd(page: {
  type: PageType
  url: string
  name: string
  description?: string | null
  language: string
  homeUrl: string
  about?: unknown
}): Node {
  return {
    '@context': CONTEXT,
    '@type': page.type,
    '@id': page.url,
    url: page.url,
    name: page.name,
    ...(page.description ? { description: page.description } : {}),
    inLanguage: page.language,
    isPartOf: { '@id': nodeId.website(page.homeUrl) },
    ...(page.about ? { about: page.about } : {}),
  }
}

/** The trail to a page: each step's name and address (the page itself last). */
export function breadcrumbListLd(trail: { name: string; url: string }[]): Node {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: step.name,
      item: step.url,
    })),
  }
}

const round = (value: number) => String(Math.round(value * 100) / 100)

/** Each priced plan's offers per currency: billed monthly (a month's price) and annually (a year's). */
export function pricingOffers(pricing: Pick<Pricing, 'plans'>, url: string): Node[] {
  const periods = [
    { duration: 'P1M', unitCode: 'MON', price: (p: { monthly: number }) => p.monthly },
    { duration: 'P1Y', unitCode: 'ANN', price: (p: { annual: number }) => p.annual * 12 },
  ]
  return (pricing.plans ?? [])
    .filter((plan) => !plan.contactSales)
    .flatMap((plan) =>
      (plan.prices ?? []).flatMap((prices) =>
        periods.map(({ duration, unitCode, price }) => ({
          '@type': 'Offer',
          name: plan.name,
          price: round(price(prices)),
          priceCurrency: prices.currency,
          availability: 'https://schema.org/InStock',
          url,
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            price: round(price(prices)),
            priceCurrency: prices.currency,
            billingDuration: duration,
            referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode },
          },
        })),
      ),
    )
}

/** The product, with its offers where the pricing has any. */
export function productLd({
  origin,
  name,
  description,
  offers,
}: {
  origin: string
  name: string
  description?: string | null
  offers: Node[]
}): Node {
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    '@id': nodeId.product(origin),
    name,
    ...(description ? { description } : {}),
    image: `${origin}/icon.svg`,
    brand: { '@type': 'Brand', name },
    category: 'Software > Web browser',
    ...(offers.length ? { offers } : {}),
  }
}
