import { describe, expect, it } from 'vitest'
import { COVER_MOTIFS, COVER_PALETTES, COVER_PATTERNS, coverDesign } from './cover-design'
import { distinctVariants } from './name-hash'

describe('drawn article covers', () => {
  it('are the same for the same article on every render', () => {
    expect(coverDesign('proxies-guide', 'Residential proxies: a practical guide')).toEqual(
      coverDesign('proxies-guide', 'Residential proxies: a practical guide'),
    )
  })

  it('take their motif from the slug, whatever the language of the title', () => {
    expect(coverDesign('fingerprints-guide', 'Отпечатки браузера').motif).toBe('fingerprint')
    expect(coverDesign('proxies-mistakes', 'プロキシ').motif).toBe('globe')
    expect(coverDesign('teamwork-guide', 'ทีม').motif).toBe('users')
    expect(coverDesign('new-rpa', 'RPA').motif).toBe('robot')
    expect(coverDesign('my-first-post', 'Hello').motif).toBe('layers')
    for (const slug of [
      'sync-guide',
      'scraping-guide',
      'amazon-guide',
      'facebook-ads-guide',
      'security-guide',
    ])
      expect(COVER_MOTIFS).toContain(coverDesign(slug, 'x').motif)
  })

  it('vary colours and pattern with the title, so articles of one section do not look alike', () => {
    const titles = Array.from({ length: 24 }, (_, i) => `Article number ${i + 1}: what to know`)
    const looks = new Set(titles.map((title) => JSON.stringify(coverDesign('post', title))))
    expect(looks.size).toBeGreaterThan(8)
    for (const title of titles) {
      const { palette, pattern } = coverDesign('post', title)
      expect(palette).toBeLessThan(COVER_PALETTES)
      expect(pattern).toBeLessThan(COVER_PATTERNS)
    }
  })

  it('set long titles smaller, counting CJK characters double', () => {
    expect(coverDesign('a', 'Short title').long).toBe(false)
    expect(
      coverDesign('a', 'A rather long title that goes on and on about browser fingerprints').long,
    ).toBe(true)
    expect(coverDesign('a', '浏览器指纹：实用指南').long).toBe(false)
    expect(
      coverDesign('a', '浏览器指纹实用指南：团队在管理大量账号之前需要了解的关于代理的一切').long,
    ).toBe(true)
  })
})

describe('drawn variants per name', () => {
  it('differ for the names of one list while there are variants enough', () => {
    const names = [
      'Northwind Ads',
      'Kestrel Commerce',
      'Bluefin Data',
      'Orbit Affiliates',
      'Lumen Retail',
      'Vector Labs',
    ]
    const variants = distinctVariants(names, 8)
    expect(new Set(variants).size).toBe(names.length)
    expect(distinctVariants(names, 8)).toEqual(variants)
    expect(distinctVariants([...names, 'A', 'B', 'C'], 8).every((v) => v >= 0 && v < 8)).toBe(true)
  })
})
