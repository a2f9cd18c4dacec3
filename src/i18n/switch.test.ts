import { describe, expect, it } from 'vitest'
import { locales } from './locales'
import { hreflangAlternates, switchLinks, switchTargetPath } from './switch'

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
    expect(switchTargetPath('/alternatives/ziniao-alternative', 'tc')).toBe('/alternatives/ziniao-alternative')
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
