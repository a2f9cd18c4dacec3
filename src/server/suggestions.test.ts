import { describe, expect, it, vi } from 'vitest'

vi.mock('server-only', () => ({}))
vi.mock('./sitemap', () => ({ sitemapEntries: async () => [] }))
const { closestPaths } = await import('./suggestions')

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
