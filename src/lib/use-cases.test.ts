import { describe, expect, it } from 'vitest'
import { locales } from '@/i18n/locales'
import { useCaseSlugFor, useCasesOf, useCaseSwitchHash } from './use-cases'

describe('use cases per language', () => {
  it('shows the Chinese set in zh and tc, the other set elsewhere', () => {
    const chinese = ['traffic', 'ad-placement', 'e-commerce', 'affiliate-market', 'media-market', 'data-collection', 'price-comparison', 'self-examination']
    const others = ['traffic', 'ad-placement', 'e-commerce', 'affiliate-market', 'betting', 'crypto', 'agencies', 'ticketing', 'web-scraping']
    for (const locale of locales) expect(useCasesOf(locale), locale).toEqual(locale === 'zh' || locale === 'tc' ? chinese : others)
  })
  it('swaps slugs both ways and removes web-scraping for zh and tc', () => {
    expect(useCaseSlugFor('betting', 'zh')).toBe('media-market')
    expect(useCaseSlugFor('crypto', 'tc')).toBe('data-collection')
    expect(useCaseSlugFor('agencies', 'zh')).toBe('price-comparison')
    expect(useCaseSlugFor('ticketing', 'zh')).toBe('self-examination')
    expect(useCaseSlugFor('web-scraping', 'zh')).toBeNull()
    expect(useCaseSlugFor('media-market', 'ru')).toBe('betting')
    expect(useCaseSlugFor('self-examination', 'vn')).toBe('ticketing')
    expect(useCaseSlugFor('traffic', 'zh')).toBe('traffic')
  })
  it('carries the hash only to languages that keep the page', () => {
    expect(useCaseSwitchHash('media-market', 'ru')).toBe('betting')
    expect(useCaseSwitchHash('media-market', 'en')).toBe('')
    expect(useCaseSwitchHash('<script>', 'ru')).toBe('')
  })
})
