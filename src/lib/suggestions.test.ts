import { describe, expect, it } from 'vitest'
import { loadRouteIndex } from './route-index'
import { closestPaths, publishedPaths, suggestedPaths } from './suggestions'

const site = [
  '/',
  '/pricing',
  '/download',
  '/blog',
  '/blog/fingerprints-guide',
  '/blog/proxy-setup',
  '/helps/set-up-fingerprints',
  '/docs/proxies',
  '/solutions/e-commerce',
  '/jp/pricing',
  '/jp/blog/fingerprints-guide',
]

describe('closestPaths', () => {
  it('finds the page a mistyped address meant, best first', () => {
    expect(closestPaths('/blog/fingerprint-guide', site)[0]).toBe('/blog/fingerprints-guide')
    expect(closestPaths('/pricng', site)[0]).toBe('/pricing')
    expect(closestPaths('/solution/ecommerce', site)[0]).toBe('/solutions/e-commerce')
    expect(closestPaths('/jp/blog/fingerprints-guid', site)[0]).toBe('/jp/blog/fingerprints-guide')
  })

  it('suggests nothing for an address like no page, and survives malformed input', () => {
    expect(closestPaths('/zzzzzzzzqqqq', site)).toEqual([])
    expect(closestPaths('/', site)).toEqual([])
    expect(closestPaths('/%E0%A4%A', site)).toEqual([])
    expect(closestPaths(`/${'a'.repeat(5000)}`, site)).toEqual([])
  })

  it('ignores the query and the case', () => {
    expect(closestPaths('/PRICING?page=3', site)[0]).toBe('/pricing')
  })
})

describe('publishedPaths', () => {
  const index = loadRouteIndex({
    blog: { ru: { ids: ['proxy-setup'], pages: { all: 2, 'c~tips': 1 } } },
    docs: { ru: { ids: ['proxies'], pages: {} } },
    pages: { ru: { ids: ['/about-us'], pages: {} } },
    partners: { ru: { ids: ['acme'], pages: {} } },
  })

  it('lists what the sitemap lists for the language, on its origin', () => {
    expect(publishedPaths(index, 'ru').sort()).toEqual(
      [
        '/ru',
        '/ru/helps',
        '/ru/faq',
        '/ru/pricing',
        '/ru/download',
        '/ru/about-us',
        '/ru/partner/acme',
        '/ru/blog',
        '/ru/blog?page=2',
        '/ru/blog-tips',
        '/ru/blog/proxy-setup',
        '/ru/docs/proxies',
      ].sort(),
    )
  })

  it('suggests from them', () => {
    expect(suggestedPaths(index, 'ru', '/ru/blog/proxy-stup')).toEqual(['/ru/blog/proxy-setup'])
    expect(suggestedPaths(index, 'ru', '/ru/qqqqzzzzxxxx')).toEqual([])
  })
})
