import { describe, expect, it } from 'vitest'
import { matchAcceptLanguage, parseAcceptLanguage, preferredLocale } from './detect'

describe('parseAcceptLanguage', () => {
  it('orders by weight, stable for equal weights, and drops q=0, * and junk', () => {
    expect(parseAcceptLanguage('fr;q=0.5, de, en-GB;q=0.9, *;q=0.1, es;q=0, !!')).toEqual([
      'de',
      'en-GB',
      'fr',
    ])
    expect(parseAcceptLanguage('')).toEqual([])
    expect(parseAcceptLanguage(null)).toEqual([])
  })
})

describe('matchAcceptLanguage', () => {
  it('prefers an exact tag anywhere in the list over a base-language match', () => {
    expect(matchAcceptLanguage('fr-CA, ru-RU;q=0.8')).toBe('ru')
    expect(matchAcceptLanguage('pt-BR, es-ES;q=0.5')).toBe('es')
  })
  it('falls back to the base language', () => {
    expect(matchAcceptLanguage('fr-CA')).toBe('fr')
    expect(matchAcceptLanguage('ru')).toBe('ru')
    expect(matchAcceptLanguage('ja')).toBe('jp')
    expect(matchAcceptLanguage('vi')).toBe('vn')
    expect(matchAcceptLanguage('zh')).toBe('zh')
    expect(matchAcceptLanguage('pt-BR')).toBe('pt')
  })
  it('maps Traditional Chinese tags to tc', () => {
    expect(matchAcceptLanguage('zh-TW')).toBe('tc')
    expect(matchAcceptLanguage('zh-HK')).toBe('tc')
    expect(matchAcceptLanguage('zh-CN')).toBe('zh')
  })
  it('returns nothing for languages the site does not have', () => {
    expect(matchAcceptLanguage('de-DE, it')).toBeUndefined()
  })
})

describe('preferredLocale', () => {
  it('lets the remembered cookie beat the browser list', () => {
    expect(preferredLocale({ cookie: 'jp', acceptLanguage: 'ru-RU' })).toBe('jp')
  })
  it('ignores a cookie that is not a locale', () => {
    expect(preferredLocale({ cookie: 'xx', acceptLanguage: 'ko-KR' })).toBe('ko')
  })
  it('has no preference without cookie and header (a crawler)', () => {
    expect(preferredLocale({})).toBeUndefined()
  })
})
