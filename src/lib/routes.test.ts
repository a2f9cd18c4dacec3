import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { listingKey, parseListingKey } from './content-paths'
import { FILE_PATH, fileRoutes, internalPath, isFileRoute, matchRoute, siteRoutes } from './routes'

/** Page templates derived from the page folders under app/(site)/[locale]. */
function pageTemplates(dir: string, segments: string[] = []): string[] {
  const found: string[] = []
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) {
      if (/^\(.+\)$/.test(name)) found.push(...pageTemplates(full, segments))
      else
        found.push(
          ...pageTemplates(full, [
            ...segments,
            name.replace(/^%5F/, '_').replace(/^\[(.+)\]$/, ':$1'),
          ]),
        )
    } else if (name === 'page.tsx') found.push(`/${segments.join('/')}`)
  }
  return found
}

describe('file routes', () => {
  it('list every feed and file route folder that ends in a file extension, and the proxy skips exactly those', () => {
    const handlers = (dir: string, segments: string[] = []): string[] =>
      readdirSync(dir).flatMap((name) => {
        const full = path.join(dir, name)
        if (!statSync(full).isDirectory())
          return name === 'route.ts' ? [`/${segments.join('/')}`] : []
        return handlers(
          full,
          /^\(.+\)$/.test(name) ? segments : [...segments, name.replace(/^\[(.+)\]$/, ':$1')],
        )
      })
    const found = handlers(path.resolve('src/app/(feeds)')).filter(
      (route) => route.startsWith('/md/') === false,
    )
    expect(found.sort()).toEqual([...fileRoutes].sort())
    const proxy = readFileSync(path.resolve('src/proxy.ts'), 'utf8')
    expect(proxy).toContain(FILE_PATH.source.replace(/\\/g, '\\\\').slice(0, -1))
  })

  it('tell file routes from other file addresses', () => {
    expect(isFileRoute('/sitemap/en-US.xml')).toBe(true)
    expect(isFileRoute('/rss/en-US/blog.xml')).toBe(true)
    expect(isFileRoute('/robots.txt')).toBe(true)
    expect(isFileRoute('/package.json')).toBe(false)
    expect(isFileRoute('/ru/sitemap.xml')).toBe(false)
    expect(FILE_PATH.test('/package.json')).toBe(true)
    expect(FILE_PATH.test('/blog/post')).toBe(false)
  })
})

describe('site routes', () => {
  it('target every page folder, and only page folders', () => {
    const pages = pageTemplates(path.resolve('src/app/(site)/[locale]'))
    const targets = new Set(siteRoutes.map((r) => r.target ?? r.pattern))
    expect([...targets].sort()).toEqual(pages.sort())
  })

  it("leave the proxy's 404 address (/{locale}/404/{kind}) to no page, so Next.js answers it from global-not-found", () => {
    const pattern = (template: string) => new RegExp(`^${template.replace(/:[^/]+/g, '[^/]+')}$`)
    const pages = pageTemplates(path.resolve('src/app/(site)/[locale]'))
    for (const kind of ['route', 'validation'])
      expect(pages.filter((p) => pattern(p).test(`/404/${kind}`))).toEqual([])
  })

  it('match public paths to their internal pages', () => {
    const to = (p: string, q = '') => {
      const m = matchRoute(p)
      return m ? internalPath(m, new URLSearchParams(q), p) : null
    }
    expect(to('/')).toBe('/')
    expect(to('/_icons')).toBe('/_icons')
    expect(to('/blog')).toBe('/list/blog/all/1')
    expect(to('/blog', 'page=3')).toBe('/list/blog/all/3')
    expect(to('/blog', 'page=abc')).toBe('/list/blog/all/1')
    expect(to('/blog-tutorials')).toBe('/list/blog/c~tutorials/1')
    expect(to('/blog-tutorials/proxy')).toBe('/list/blog/c~tutorials~t~proxy/1')
    expect(to('/blog/some-post')).toBe('/blog/some-post')
    expect(to('/news-product', 'page=2')).toBe('/list/news/c~product/2')
    expect(to('/guide/x')).toBe('/guide/x')
    expect(to('/helps')).toBe('/helps')
    expect(to('/helps/set-up')).toBe('/helps/set-up')
    expect(to('/docs/proxies')).toBe('/docs/proxies')
    expect(to('/release')).toBe('/list/release/all/1')
    expect(to('/faq')).toBe('/faq')
    expect(to('/search', 'q=proxy')).toBe('/search')
    expect(to('/pricing')).toBe('/pricing')
    expect(to('/download')).toBe('/download')
    expect(to('/partner')).toBe('/partner')
    expect(to('/partner/proxyland')).toBe('/partner/proxyland')
    expect(to('/about-us')).toBe('/about-us')
    expect(to('/use-cases')).toBe('/use-cases')
    expect(to('/solutions/crypto')).toBe('/solutions/crypto')
    expect(to('/alternatives/gologin-alternative')).toBe('/alternatives/gologin-alternative')
    expect(to('/rpa')).toBe('/rpa')
    expect(matchRoute('/pre-sales')?.route.guard).toBe('pre-sales')
    expect(matchRoute('/rpa')?.route.guard).toBe('html')
    expect(matchRoute('/solutions/x')?.route.guard).toBe('solution')
  })

  it('sends single segments without a page of their own to the html route (its guard decides)', () => {
    for (const p of ['/nope', '/docs', '/solutions', '/alternatives', '/blog-'])
      expect(matchRoute(p)?.route.guard, p).toBe('html')
  })

  it('leaves unknown paths unmatched', () => {
    for (const p of [
      '/nope/deeper',
      '/error/404/x',
      '/partner/a/b',
      '/404/route',
      '/blog/a/b',
      '/list/blog/all/1',
    ]) {
      expect(matchRoute(p), p).toBeNull()
    }
  })
})

describe('listing keys', () => {
  it('round-trip between filters and keys', () => {
    for (const filter of [{}, { category: 'tips' }, { category: 'tips', tag: 'proxy' }]) {
      expect(parseListingKey(listingKey(filter))).toEqual(filter)
    }
  })
})
