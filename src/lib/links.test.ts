import { describe, expect, it } from 'vitest'
import {
  altFromUrl,
  canonicalUrl,
  isOwnUrl,
  isValidLink,
  mediaSrc,
  officialLink,
  resolveLink,
  isPagePath,
} from './links'
import { validateRedirectTarget as validateSiteOrHttpUrl } from './redirects/target'

describe('officialLink', () => {
  it('adds rel, lang and from when absent', () => {
    const url = new URL(
      officialLink('https://app.example.com/register', {
        lang: 'ru-RU',
        from: 'http://localhost:3000/ru',
      }),
    )
    expect(url.searchParams.get('rel')).toBe('official_website')
    expect(url.searchParams.get('lang')).toBe('ru-RU')
    expect(url.searchParams.get('from')).toBe('http://localhost:3000/ru')
  })
  it('keeps values that are already there', () => {
    const url = new URL(
      officialLink('https://app.example.com/register?lang=en-US&rel=x', {
        lang: 'ru-RU',
        from: '/',
      }),
    )
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
    expect(canonicalUrl('https://x.test/blog?utm_source=a&page=2&x=1#top', ['page'])).toBe(
      'https://x.test/blog?page=2',
    )
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

describe('isOwnUrl and resolveLink', () => {
  const own = ['polyprofile.com', 'localhost']
  const localize = (path: string) => `/ru${path}`
  it('counts only the own domains and their subdomains as internal', () => {
    expect(isOwnUrl('https://polyprofile.com/x', own)).toBe(true)
    expect(isOwnUrl('https://app.polyprofile.com/register', own)).toBe(true)
    expect(isOwnUrl('https://polyprofile.com.evil.test/', own)).toBe(false)
    expect(isOwnUrl('https://evilpolyprofile.com/', own)).toBe(false)
    expect(isOwnUrl('https://t.me/polyprofile', own)).toBe(false)
  })
  it('renders site paths in the language, http(s) as given, and nothing else as a link', () => {
    expect(resolveLink('/pricing', own, localize)).toEqual({ href: '/ru/pricing', external: false })
    expect(resolveLink('https://app.polyprofile.com/a', own, localize)).toEqual({
      href: 'https://app.polyprofile.com/a',
      external: false,
    })
    expect(resolveLink('https://t.me/polyprofile', own, localize)).toEqual({
      href: 'https://t.me/polyprofile',
      external: true,
    })
    expect(resolveLink('/cms/api/media/file/guide.pdf', own, localize)).toEqual({
      href: '/cms/api/media/file/guide.pdf',
      external: false,
    })
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,x',
      '//evil.test/x',
      '/\\evil.test',
      '/\t/evil.test',
      '/../evil',
      'mailto:a@b.c',
      'ftp://x.test/a',
      '',
      null,
    ]) {
      expect(resolveLink(bad, own, localize)).toBeNull()
    }
  })
  it('validates what editors may type', () => {
    expect(validateSiteOrHttpUrl('/pricing')).toBe(true)
    expect(validateSiteOrHttpUrl('https://t.me/x')).toBe(true)
    expect(validateSiteOrHttpUrl('javascript:alert(1)')).not.toBe(true)
    expect(validateSiteOrHttpUrl('//evil.test')).not.toBe(true)
    expect(validateSiteOrHttpUrl('/a b')).not.toBe(true)
  })
})

describe('mediaSrc', () => {
  it("turns the CMS's absolute upload URLs into site paths for the image optimizer", () => {
    expect(mediaSrc('http://localhost:3100/cms/api/media/file/cover-1.png')).toBe(
      '/cms/api/media/file/cover-1.png',
    )
    expect(mediaSrc('/cms/api/media/file/a.png?alt=x')).toBe('/cms/api/media/file/a.png?alt=x')
    expect(mediaSrc('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png')
  })
})

describe('isPagePath', () => {
  it('takes paths of the site’s pages, with a query or an anchor', () => {
    for (const href of [
      '/',
      '/pricing',
      '/ru/blog/fingerprints-guide',
      '/blog?page=2',
      '/docs/proxies#setup',
      '/releases/v2-notes',
    ])
      expect(isPagePath(href), href).toBe(true)
  })
  it('leaves files, the API, the CMS, the admin, the build and other origins to the browser', () => {
    for (const href of [
      '/cms/api/media/file/guide.pdf',
      '/sitemap.xml',
      '/ru/feed.xml?x=1',
      '/api/home/base-info',
      '/cms',
      '/admin/collections/pages',
      '/_next/static/a.js',
      '//evil.example/x',
      'https://example.com/',
      'pricing',
    ])
      expect(isPagePath(href), href).toBe(false)
  })
})
