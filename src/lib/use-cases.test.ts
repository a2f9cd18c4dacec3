import { describe, expect, it } from 'vitest'
import { locales } from '@/i18n/locales'
import { slugOfUseCaseIn, shownUseCases, switchedUseCaseHash } from './use-cases'

describe('use cases per language', () => {
  it('shows the Chinese set in zh and tc, the other set elsewhere', () => {
    const chinese = [
      'traffic',
      'ad-placement',
      'e-commerce',
      'affiliate-market',
      'media-market',
      'data-collection',
      'price-comparison',
      'self-examination',
    ]
    const others = [
      'traffic',
      'ad-placement',
      'e-commerce',
      'affiliate-market',
      'betting',
      'crypto',
      'agencies',
      'ticketing',
      'web-scraping',
    ]
    for (const locale of locales)
      expect(shownUseCases(locale), locale).toEqual(
        locale === 'zh' || locale === 'tc' ? chinese : others,
      )
  })
  it('swaps slugs both ways and removes web-scraping for zh and tc', () => {
    expect(slugOfUseCaseIn('betting', 'zh')).toBe('media-market')
    expect(slugOfUseCaseIn('crypto', 'tc')).toBe('data-collection')
    expect(slugOfUseCaseIn('agencies', 'zh')).toBe('price-comparison')
    expect(slugOfUseCaseIn('ticketing', 'zh')).toBe('self-examination')
    expect(slugOfUseCaseIn('web-scraping', 'zh')).toBeNull()
    expect(slugOfUseCaseIn('media-market', 'ru')).toBe('betting')
    expect(slugOfUseCaseIn('self-examination', 'vn')).toBe('ticketing')
    expect(slugOfUseCaseIn('traffic', 'zh')).toBe('traffic')
  })
  it('carries the hash only to languages that keep the page', () => {
    expect(switchedUseCaseHash('media-market', 'ru')).toBe('betting')
    expect(switchedUseCaseHash('media-market', 'en')).toBe('')
    expect(switchedUseCaseHash('<script>', 'ru')).toBe('')
  })
})
