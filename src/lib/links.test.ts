import { describe, expect, it } from 'vitest'
import { altFromUrl, canonicalUrl, isValidLink, officialLink } from './links'

describe('officialLink', () => {
  it('adds rel, lang and from when absent', () => {
    const url = new URL(officialLink('https://app.example.com/register', { lang: 'ru-RU', from: 'http://localhost:3000/ru' }))
    expect(url.searchParams.get('rel')).toBe('official_website')
    expect(url.searchParams.get('lang')).toBe('ru-RU')
    expect(url.searchParams.get('from')).toBe('http://localhost:3000/ru')
  })
  it('keeps values that are already there', () => {
    const url = new URL(officialLink('https://app.example.com/register?lang=en-US&rel=x', { lang: 'ru-RU', from: '/' }))
    expect(url.searchParams.get('lang')).toBe('en-US')
    expect(url.searchParams.get('rel')).toBe('x')
  })
})

describe('isValidLink', () => {
  it('accepts only http and https', () => {
    expect(isValidLink('https://example.com')).toBe(true)
    expect(isValidLink('/pricing')).toBe(true)
    expect(isValidLink('javascript:alert(1)')).toBe(false)
    expect(isValidLink('data:text/html,hi')).toBe(false)
    expect(isValidLink('mailto:a@b.c')).toBe(false)
  })
})

describe('canonicalUrl', () => {
  it('keeps only whitelisted parameters', () => {
    expect(canonicalUrl('https://x.test/blog?utm_source=a&page=2&x=1#top', ['page'])).toBe('https://x.test/blog?page=2')
    expect(canonicalUrl('https://x.test/blog?utm_source=a', ['page'])).toBe('https://x.test/blog')
  })
})


describe('altFromUrl', () => {
  it('reads the alt query parameter', () => {
    expect(altFromUrl('/cms/api/media/file/a.png?alt=Profile%20list')).toBe('Profile list')
    expect(altFromUrl('https://cdn.example/a.png?alt=')).toBeUndefined()
    expect(altFromUrl('/a.png')).toBeUndefined()
    expect(altFromUrl(null)).toBeUndefined()
  })
})
