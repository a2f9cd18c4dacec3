import { describe, expect, it } from 'vitest'
import { normalizePath } from './pre-navigation'

const prefixedLocales = ['ru', 'vn', 'es', 'pt', 'tr', 'th', 'fr', 'uk', 'ko', 'hi', 'jp', 'tc']
const n = (path: string, hasQuery = false) => normalizePath(path, { prefixedLocales, hasQuery })

describe('normalizePath', () => {
  it('keeps canonical paths', () => {
    for (const p of ['/', '/pricing', '/ru', '/ru/blog/x', '/blog-tips/a-b']) expect(n(p)).toBe(p)
  })
  it('sends slash-only and backslash-only paths to the root', () => {
    for (const p of ['//', '///', '/\\', '\\\\', '/\\/\\']) expect(n(p)).toBe('/')
  })
  it('lowercases /Pricing and /Download keeping the language', () => {
    expect(n('/Pricing')).toBe('/pricing')
    expect(n('/Download')).toBe('/download')
    expect(n('/ru/Pricing')).toBe('/ru/pricing')
    expect(n('/jp/Download/')).toBe('/jp/download')
    expect(n('/blog/Pricing')).toBe('/blog/Pricing')
  })
  it('collapses duplicate slashes', () => {
    expect(n('/blog//post')).toBe('/blog/post')
    expect(n('//ru///blog')).toBe('/ru/blog')
  })
  it('removes a trailing slash and a trailing .html', () => {
    expect(n('/pricing/')).toBe('/pricing')
    expect(n('/blog/post.html')).toBe('/blog/post')
    expect(n('/blog/post.HTML/')).toBe('/blog/post')
    expect(n('/ru/')).toBe('/ru')
  })
  it('gives a prefixed home with a query its trailing slash, and keeps it', () => {
    expect(n('/ru', true)).toBe('/ru/')
    expect(n('/ru/', true)).toBe('/ru/')
    expect(n('/', true)).toBe('/')
    expect(n('/pricing/', true)).toBe('/pricing')
  })
})
