import { describe, expect, it } from 'vitest'
import { decideRoute, type RouteRequest } from './route-decision'
import { buildRedirectTable, type RedirectEntry } from './redirects/table'
import { loadRouteIndex } from './route-index'

const GLOBAL = 'localhost:3000'
const ZH = 'zh.localhost:3000'
const tables = (redirects: RedirectEntry[] = []) => ({
  redirects: buildRedirectTable(redirects),
  routeIndex: loadRouteIndex({
    blog: { en: { ids: ['hello'], pages: { all: 2 } }, ru: { ids: ['privet'], pages: { all: 1 } } },
  }),
})
const decide = (req: Partial<RouteRequest> & { path: string }, redirects: RedirectEntry[] = []) =>
  decideRoute({ host: GLOBAL, search: '', ...req }, tables(redirects))
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36'

describe('decideRoute: redirects', () => {
  it('keeps the query byte for byte (signed campaign links)', () => {
    expect(decide({ path: '/Pricing', search: '?a&b=c%20d&sig=x+y%2Fz' })).toEqual({
      kind: 'redirect',
      location: 'http://localhost:3000/pricing?a&b=c%20d&sig=x+y%2Fz',
      status: 301,
    })
    expect(
      decide({ path: '/old', search: '?a&b=c%20d' }, [{ from: '/old', to: '/pricing' }]),
    ).toMatchObject({
      location: 'http://localhost:3000/pricing?a&b=c%20d',
    })
  })

  it('sends a language home on the wrong origin to its canonical address in one hop', () => {
    expect(decide({ host: ZH, path: '/ru', search: '?x=1' })).toEqual({
      kind: 'redirect',
      location: 'http://localhost:3000/ru/?x=1',
      status: 301,
    })
    expect(decide({ host: ZH, path: '/ru/' })).toEqual({
      kind: 'redirect',
      location: 'http://localhost:3000/ru',
      status: 301,
    })
    expect(decide({ host: ZH, path: '/ru//pricing/' })).toEqual({
      kind: 'redirect',
      location: 'http://localhost:3000/ru/pricing',
      status: 301,
    })
    expect(decide({ path: '/ru', search: '?x=1' })).toEqual({
      kind: 'redirect',
      location: 'http://localhost:3000/ru/?x=1',
      status: 301,
    })
    expect(decide({ path: '/zh/pricing' })).toEqual({
      kind: 'redirect',
      location: 'http://zh.localhost:3000/pricing',
      status: 301,
    })
  })

  it('follows the rules to their end: one hop however many rules apply', () => {
    const rules = [
      { from: '/a', to: '/b' },
      { from: '/b', to: '/c/' },
      { from: '/c', to: '/Pricing', permanent: false },
    ]
    expect(decide({ path: '/a', search: '?q=1' }, rules)).toEqual({
      kind: 'redirect',
      location: 'http://localhost:3000/pricing?q=1',
      status: 302,
    })
    expect(decide({ path: '/a//' }, rules.slice(0, 1))).toEqual({
      kind: 'redirect',
      location: 'http://localhost:3000/b',
      status: 301,
    })
  })

  it('answers a loop an editor saved before loops were refused with its first hop, and stops', () => {
    expect(
      decide({ path: '/x' }, [
        { from: '/x', to: '/y' },
        { from: '/y', to: '/x' },
      ]),
    ).toEqual({ kind: 'redirect', location: 'http://localhost:3000/y', status: 301 })
    expect(decide({ path: '/x' }, [{ from: '/x', to: '/x' }])).toEqual({
      kind: 'redirect',
      location: 'http://localhost:3000/x',
      status: 301,
    })
  })

  it('takes a folder index.html as the folder', () => {
    expect(decide({ path: '/index.html' })).toMatchObject({ location: 'http://localhost:3000/' })
    expect(decide({ path: '/ru/index.html' })).toMatchObject({
      location: 'http://localhost:3000/ru',
    })
    expect(decide({ path: '/blog/index.html' })).toMatchObject({
      location: 'http://localhost:3000/blog',
    })
  })
})

describe('decideRoute: detection on the root', () => {
  it('redirects a visitor whose language is another, with the query, in one hop', () => {
    expect(
      decide({ path: '/', search: '?x=1', acceptLanguage: 'ru-RU', userAgent: CHROME }),
    ).toEqual({
      kind: 'redirect',
      location: 'http://localhost:3000/ru/?x=1',
      status: 302,
      detected: true,
    })
    expect(decide({ host: ZH, path: '/', localeCookie: 'en', userAgent: CHROME })).toMatchObject({
      location: 'http://localhost:3000/',
      status: 302,
    })
  })

  it('never redirects a crawler, whatever language it sends', () => {
    for (const ua of [
      GOOGLEBOT,
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; GPTBot/1.1; +https://openai.com/gptbot',
    ])
      expect(decide({ path: '/', acceptLanguage: 'ru-RU', userAgent: ua })).toMatchObject({
        kind: 'page',
        locale: 'en',
        root: true,
        notFound: null,
      })
  })

  it('leaves arrivals from the site alone and notes a language switch', () => {
    expect(
      decide({ path: '/', acceptLanguage: 'ru-RU', referer: 'http://localhost:3000/ru/pricing' }),
    ).toMatchObject({ kind: 'page', switchedFrom: 'ru' })
    expect(decide({ path: '/ru', referer: 'http://localhost:3000/pricing' })).toMatchObject({
      kind: 'page',
      internal: '/ru',
      switchedFrom: 'en',
    })
  })
})

describe('decideRoute: pages and 404s', () => {
  it('renders the same internal page whatever query the page does not read', () => {
    expect(decide({ path: '/', search: '?utm_source=x&junk=1' })).toMatchObject({
      kind: 'page',
      internal: '/en',
      sitePath: '/?utm_source=x&junk=1',
    })
    expect(decide({ path: '/blog', search: '?page=2&x=1' })).toMatchObject({
      internal: '/en/list/blog/all/2',
      notFound: null,
    })
    expect(decide({ path: '/blog', search: '?page=abc' })).toMatchObject({ notFound: 'validation' })
  })

  it('answers listing pages past the last, unknown ids and unknown addresses as 404s from the route index', () => {
    expect(decide({ path: '/blog', search: '?page=99999' })).toMatchObject({
      internal: '/en/404/validation',
      notFound: 'validation',
    })
    expect(decide({ path: '/blog/nope' })).toMatchObject({
      internal: '/en/404/validation',
      notFound: 'validation',
    })
    expect(decide({ path: '/ru/blog/privet' })).toMatchObject({
      internal: '/ru/blog/privet',
      notFound: null,
    })
    expect(decide({ path: '/no/such/page' })).toMatchObject({
      internal: '/en/404/route',
      notFound: 'route',
      sitePath: '/no/such/page',
    })
    expect(decide({ path: '/blog/nope', preview: true })).toMatchObject({
      internal: '/en/blog/nope',
      notFound: null,
    })
  })
})
