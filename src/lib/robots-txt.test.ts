import robots from 'robots'
import robotsParser from 'robots-parser'
import { describe, expect, it } from 'vitest'
import { robotsTxt } from './robots-txt'

const ORIGIN = 'https://polyprofile.example'
const KEPT_OUT = [
  '/admin',
  '/admin/collections/users',
  '/api/search?q=x',
  '/cms/api/posts',
  '/cms/admin',
]
const OPEN = [
  '/',
  '/blog/fingerprints-guide',
  '/ru/pricing',
  '/cms/api/media/file/cover.png',
  '/sitemap.xml',
  '/llms.txt',
]

describe('robots.txt', () => {
  const body = robotsTxt(ORIGIN)

  it('keeps crawlers out of the admin, the API and the CMS for parsers that take the longest matching rule (RFC 9309)', () => {
    const longest = robotsParser(`${ORIGIN}/robots.txt`, body)
    for (const path of KEPT_OUT)
      expect(longest.isAllowed(`${ORIGIN}${path}`, 'Googlebot'), path).toBe(false)
    for (const path of OPEN)
      expect(longest.isAllowed(`${ORIGIN}${path}`, 'Googlebot'), path).toBe(true)
  })

  it('and for parsers that take the first matching rule (a port of Python’s robotparser)', () => {
    const first = new robots.RobotsParser(null, {})
    first.parse(body.split('\n'))
    for (const path of KEPT_OUT) expect(first.canFetchSync('Googlebot', path), path).toBe(false)
    for (const path of OPEN) expect(first.canFetchSync('Googlebot', path), path).toBe(true)
  })

  it('names the origin’s sitemaps', () => {
    expect(body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`)
    expect(body).toContain(`Sitemap: ${ORIGIN}/index-sitemap.xml`)
  })
})
