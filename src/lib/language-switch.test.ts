import { describe, expect, it } from 'vitest'
import { locales } from '@/i18n/locales'
import { hreflangAlternates, switchLinks, switchTargetPath } from './language-switch'

describe('switchTargetPath', () => {
  it('keeps ordinary pages', () => {
    expect(switchTargetPath('/pricing', 'ru')).toBe('/pricing')
    expect(switchTargetPath('/', 'zh')).toBe('/')
  })
  it('sends helps, blog and news pages to the section root', () => {
    expect(switchTargetPath('/helps/how-to', 'ru')).toBe('/helps')
    expect(switchTargetPath('/blog/some-post', 'fr')).toBe('/blog')
    expect(switchTargetPath('/blog-tips/proxy', 'fr')).toBe('/blog')
    expect(switchTargetPath('/news-updates', 'jp')).toBe('/news')
  })
  it('sends guide pages to blog except for zh', () => {
    expect(switchTargetPath('/guide/start', 'ru')).toBe('/blog')
    expect(switchTargetPath('/guide', 'zh')).toBe('/guide')
  })
  it('sends use-cases to the site root unless ru or vn', () => {
    expect(switchTargetPath('/use-cases', 'ru')).toBe('/use-cases')
    expect(switchTargetPath('/use-cases', 'vn')).toBe('/use-cases')
    expect(switchTargetPath('/use-cases', 'en')).toBe('/')
  })
  it('falls back to the root for pages the language does not offer', () => {
    expect(switchTargetPath('/solutions/crypto', 'zh')).toBe('/')
    expect(switchTargetPath('/solutions/crypto', 'ru')).toBe('/solutions/crypto')
    expect(switchTargetPath('/solutions/betting', 'vn')).toBe('/')
    expect(switchTargetPath('/alternatives/ziniao-alternative', 'en')).toBe('/')
    expect(switchTargetPath('/alternatives/ziniao-alternative', 'tc')).toBe(
      '/alternatives/ziniao-alternative',
    )
    expect(switchTargetPath('/alternatives/octo-browser-alternative', 'zh')).toBe('/')
  })
  it('gives one absolute link per language', () => {
    const links = switchLinks('/pricing')
    expect(links.map((l) => l.locale)).toEqual([...locales])
    expect(links.find((l) => l.locale === 'zh')?.href).toBe('http://zh.localhost:3000/pricing')
  })
})

describe('hreflangAlternates', () => {
  it('lists all 14 languages plus x-default for a page every language has', () => {
    const alternates = hreflangAlternates('/')
    expect(Object.keys(alternates)).toHaveLength(15)
    expect(alternates['x-default']).toBe('http://localhost:3000/')
    expect(alternates['ja-JP']).toBe('http://localhost:3000/jp')
  })
  it('leaves out languages that do not offer the page', () => {
    const alternates = hreflangAlternates('/solutions/betting')
    expect(alternates['zh-CN']).toBeUndefined()
    expect(alternates['vi-VN']).toBeUndefined()
    expect(Object.keys(alternates)).toHaveLength(12)
  })
})

describe('language pairs that differ', () => {
  /** The spec's table of languages that do not offer a page. */
  const notOffered: Record<string, readonly string[]> = {
    '/solutions/crypto': ['zh', 'tc'],
    '/solutions/betting': ['zh', 'tc', 'vn'],
    '/alternatives/ziniao-alternative': [
      'en',
      'ru',
      'vn',
      'es',
      'pt',
      'tr',
      'th',
      'fr',
      'uk',
      'ko',
      'hi',
      'jp',
    ],
    '/alternatives/octo-browser-alternative': ['zh', 'tc'],
    '/alternatives/undetectable-alternative': ['zh', 'tc'],
  }
  it.each(Object.entries(notOffered))(
    '%s: every switch into a language without it goes to that root',
    (path, missing) => {
      let pairs = 0
      for (const from of locales.filter((l) => !missing.includes(l))) {
        for (const to of locales) {
          expect(switchTargetPath(path, to), `${from} -> ${to}`).toBe(
            missing.includes(to) ? '/' : path,
          )
          pairs++
        }
        const links = switchLinks(path)
        for (const to of missing)
          expect(links.find((l) => l.locale === to)?.href).toMatch(
            /^http:\/\/[^/]+\/(?:[a-z]{2})?$/,
          )
      }
      expect(pairs).toBeGreaterThan(0)
    },
  )

  const chinese = ['zh', 'tc'] as const
  const swaps = [
    ['betting', 'media-market'],
    ['crypto', 'data-collection'],
    ['agencies', 'price-comparison'],
    ['ticketing', 'self-examination'],
  ] as const
  it('carries a use case between the Chinese and the other sets on every pair that keeps /use-cases', () => {
    for (const from of locales) {
      for (const to of locales) {
        const fromChinese = (chinese as readonly string[]).includes(from)
        for (const [other, zh] of swaps) {
          const slug = fromChinese ? zh : other
          const expected = to === 'ru' || to === 'vn' ? `/use-cases#${other}` : '/'
          expect(switchTargetPath(`/use-cases#${slug}`, to), `${from} ${slug} -> ${to}`).toBe(
            expected,
          )
        }
        if (!fromChinese) {
          expect(switchTargetPath('/use-cases#web-scraping', to)).toBe(
            to === 'ru' || to === 'vn' ? '/use-cases#web-scraping' : '/',
          )
        }
        expect(switchTargetPath('/use-cases#traffic', to)).toBe(
          to === 'ru' || to === 'vn' ? '/use-cases#traffic' : '/',
        )
        expect(switchTargetPath('/use-cases#not-a-use-case', to)).toBe(
          to === 'ru' || to === 'vn' ? '/use-cases' : '/',
        )
      }
    }
  })
})
