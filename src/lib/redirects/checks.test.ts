import { describe, expect, it } from 'vitest'
import { insecureTarget, redirectLoop, redirectWarnings, sourceAddress } from './checks'
import { buildRedirectTable, type RedirectEntry } from './table'
import { loadRouteIndex } from '../route-index'

const origins = { global: 'http://localhost:3000', zh: 'http://zh.localhost:3000' }
const loop = (rule: { from: string; to: string }, others: { from: string; to: string }[] = []) =>
  redirectLoop(rule, others, origins)

describe('redirect checks', () => {
  it('refuses a rule that loops alone, with other rules, or through the pre-navigation rules', () => {
    expect(loop({ from: '/x', to: '/x' })).toBe(
      "This redirect would send visitors round in a loop: /x → /x. Point it at the page's final address.",
    )
    expect(loop({ from: '/b', to: '/a' }, [{ from: '/a', to: '/b' }])).toContain('/b → /a → /b')
    expect(loop({ from: '/c', to: '/c/' })).toContain('/c → /c/ → /c')
    expect(loop({ from: '/old', to: '/Old.html' }, [{ from: '/old', to: '/x' }])).toBeNull()
    expect(
      loop({ from: '/a', to: '/b' }, [
        { from: '/b', to: '/c' },
        { from: '/c', to: '/a/' },
      ]),
    ).toContain('/a → /b → /c → /a/ → /b')
    expect(loop({ from: '/zh/old', to: '/old/' })).toContain('/zh/old → /zh/old/ → /zh/old')
  })

  it('accepts chains that end, and rules without a target', () => {
    expect(loop({ from: '/a', to: '/b' }, [{ from: '/b', to: '/pricing' }])).toBeNull()
    expect(loop({ from: '/a', to: 'https://t.me/polyprofile' })).toBeNull()
    expect(redirectLoop({ from: '/a', to: null }, [], origins)).toBeNull()
    expect(loop({ from: '/Pricing', to: '/pricing' })).not.toBeNull()
  })

  it('reads a source on the Chinese site', () => {
    expect(sourceAddress('/zh/old/')).toEqual({ origin: 'zh', path: '/old' })
    expect(sourceAddress('/zh')).toEqual({ origin: 'zh', path: '/' })
    expect(sourceAddress('/ru/old')).toEqual({ origin: 'global', path: '/ru/old' })
  })

  it('refuses plain http to the hosts the site redirects to', () => {
    expect(insecureTarget('http://polyprofile.com/pricing', ['polyprofile.com'])).toContain(
      'https://',
    )
    expect(insecureTarget('http://app.polyprofile.com/', ['*.polyprofile.com'])).toContain(
      'https://',
    )
    expect(insecureTarget('https://polyprofile.com/pricing', ['polyprofile.com'])).toBeNull()
    expect(insecureTarget('/pricing', ['polyprofile.com'])).toBeNull()
    // The site's own origin on plain http (one machine) is written as it is.
    expect(
      insecureTarget('http://localhost:3000/tc', ['localhost'], ['http://localhost:3000']),
    ).toBeNull()
    expect(
      insecureTarget('http://localhost:3000/tc', ['localhost'], ['https://localhost:3000']),
    ).toContain('https://')
  })
})

describe('redirect warnings', () => {
  const routeIndex = loadRouteIndex({
    blog: {
      en: { ids: ['live-post'], pages: { all: 1 } },
      ru: { ids: ['zhivoy'], pages: { all: 1 } },
    },
  })
  const warn = (rule: RedirectEntry, others: RedirectEntry[] = []) =>
    redirectWarnings(
      rule,
      { redirects: buildRedirectTable([...others, rule]), routeIndex },
      origins,
    )

  it('warns when a rule hides a published page, or sends visitors to a 404', () => {
    expect(warn({ from: '/blog/live-post', to: '/pricing' })).toEqual([
      'The page at /blog/live-post is published: visitors will not see it while this redirect exists.',
    ])
    expect(warn({ from: '/old', to: '/blog/no-such-post' })).toEqual([
      'The target /blog/no-such-post answers 404: there is no published page at that address.',
    ])
    // Through another rule, and on the Chinese site.
    expect(
      warn({ from: '/old', to: '/older' }, [{ from: '/older', to: '/nowhere/at/all' }]),
    ).toHaveLength(1)
    expect(warn({ from: '/zh/old', to: '/zh/no/such' })).toHaveLength(1)
  })

  it('says nothing of a rule from a dead address to a live page, or to another site', () => {
    expect(warn({ from: '/old', to: '/blog/live-post' })).toEqual([])
    expect(warn({ from: '/ru/old', to: '/ru/blog/zhivoy' })).toEqual([])
    expect(warn({ from: '/old', to: 'https://t.me/polyprofile' })).toEqual([])
    expect(warn({ from: '/old', to: null })).toEqual([])
  })
})
