import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { matchRoute, siteRoutes } from './routes'

/** Public route patterns derived from the page folders under app/(site)/[locale]. */
function pagePatterns(dir: string, segments: string[] = []): string[] {
  const found: string[] = []
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) {
      if (/^\(.+\)$/.test(name)) found.push(...pagePatterns(full, segments))
      else {
        const segment = name.replace(/^%5F/, '_').replace(/^\[(.+)\]$/, ':$1')
        found.push(...pagePatterns(full, [...segments, segment]))
      }
    } else if (name === 'page.tsx') found.push(`/${segments.join('/')}`)
  }
  return found
}

describe('site routes', () => {
  it('list every page folder and nothing else (the internal 404 page aside)', () => {
    const pages = pagePatterns(path.resolve('src/app/(site)/[locale]')).filter((p) => !p.startsWith('/404/'))
    expect(siteRoutes.map((r) => r.pattern).sort()).toEqual(pages.sort())
  })
  it('match paths and leave unknown ones unmatched', () => {
    expect(matchRoute('/')?.route.pattern).toBe('/')
    expect(matchRoute('/_icons')?.route.pattern).toBe('/_icons')
    expect(matchRoute('/error/502')?.route.pattern).toBe('/error/502')
    expect(matchRoute('/nope')).toBeNull()
    expect(matchRoute('/error/404/x')).toBeNull()
    expect(matchRoute('/404/route')).toBeNull()
  })
})
