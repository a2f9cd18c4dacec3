import { describe, expect, it } from 'vitest'
import { localePath, publicPathOf } from './paths'
import { localeUrl, originForHost, parsePublicPath } from './urls'

describe('locale paths', () => {
  it('leaves en and zh unprefixed and prefixes the other 12', () => {
    expect(localePath('en', '/pricing')).toBe('/pricing')
    expect(localePath('zh', '/pricing')).toBe('/pricing')
    expect(localePath('ru', '/pricing')).toBe('/ru/pricing')
    expect(localePath('jp', '/')).toBe('/jp')
  })
  it('puts zh on the Chinese origin and the rest on the global one', () => {
    expect(localeUrl('en', '/')).toBe('http://localhost:3000/')
    expect(localeUrl('zh', '/blog')).toBe('http://zh.localhost:3000/blog')
    expect(localeUrl('tc', '/blog')).toBe('http://localhost:3000/tc/blog')
  })
  it('maps internal paths back to public ones', () => {
    expect(publicPathOf('/en/blog')).toBe('/blog')
    expect(publicPathOf('/zh')).toBe('/')
    expect(publicPathOf('/ru/blog')).toBe('/ru/blog')
  })
})

describe('parsePublicPath', () => {
  it('reads the locale from the prefix or the origin', () => {
    expect(parsePublicPath('global', '/pricing')).toEqual({ locale: 'en', rest: '/pricing' })
    expect(parsePublicPath('global', '/ru/pricing')).toEqual({ locale: 'ru', rest: '/pricing' })
    expect(parsePublicPath('global', '/ru')).toEqual({ locale: 'ru', rest: '/' })
    expect(parsePublicPath('zh', '/pricing')).toEqual({ locale: 'zh', rest: '/pricing' })
  })
  it('points redundant prefixes and wrong origins at the canonical address', () => {
    expect(parsePublicPath('global', '/en/pricing').canonical).toBe('http://localhost:3000/pricing')
    expect(parsePublicPath('global', '/zh/pricing').canonical).toBe(
      'http://zh.localhost:3000/pricing',
    )
    expect(parsePublicPath('zh', '/ru/blog').canonical).toBe('http://localhost:3000/ru/blog')
    expect(parsePublicPath('zh', '/zh').canonical).toBe('http://zh.localhost:3000/')
  })
  it('tells the origins apart by Host', () => {
    expect(originForHost('zh.localhost:3000')).toBe('zh')
    expect(originForHost('ZH.LOCALHOST:3000')).toBe('zh')
    expect(originForHost('localhost:3000')).toBe('global')
    expect(originForHost(null)).toBe('global')
  })
})
