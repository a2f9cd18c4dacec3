import { describe, expect, it } from 'vitest'
import { decideRoute, type RouteRequest } from './route-decision'
import { buildRedirectTable } from './redirects/table'
import { loadRouteIndex } from './route-index'
import { visitorDependence, visitorHeaders } from './visitor-dependence'

const tables = {
  redirects: buildRedirectTable([{ from: '/old', to: '/pricing' }]),
  routeIndex: loadRouteIndex({}),
}
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36'
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

const DETECTION = ['Cookie', 'Accept-Language']
const cases: [
  string,
  Partial<RouteRequest> & { path: string },
  { vary: string[]; personal: boolean },
][] = [
  ['a page', { path: '/pricing' }, { vary: [], personal: false }],
  [
    'a page in a prefixed language',
    { path: '/ru/pricing', acceptLanguage: 'en' },
    { vary: [], personal: false },
  ],
  [
    'a page, whatever cookie and languages come with it',
    { path: '/pricing', localeCookie: 'ru', acceptLanguage: 'ru' },
    { vary: [], personal: false },
  ],
  [
    'a page reached from a page in its own language',
    { path: '/pricing', referer: 'http://localhost:3000/blog' },
    { vary: [], personal: false },
  ],
  [
    'a page reached from another site',
    { path: '/pricing', referer: 'https://example.com/ru/x' },
    { vary: [], personal: false },
  ],
  ['a 404', { path: '/no/such/page' }, { vary: [], personal: false }],
  ['a pre-navigation redirect', { path: '/Pricing' }, { vary: [], personal: false }],
  ["an editor's redirect", { path: '/old' }, { vary: [], personal: false }],
  ["the global origin's root", { path: '/' }, { vary: DETECTION, personal: false }],
  [
    'the root with a query (detection runs there too)',
    { path: '/', search: '?utm_source=x' },
    { vary: DETECTION, personal: false },
  ],
  [
    "the Chinese origin's root",
    { host: 'zh.localhost:3000', path: '/' },
    { vary: DETECTION, personal: false },
  ],
  [
    'the root for a visitor of its own language',
    { path: '/', acceptLanguage: 'en-GB', userAgent: CHROME },
    { vary: DETECTION, personal: false },
  ],
  [
    'the root for a crawler asking in Russian',
    { path: '/', acceptLanguage: 'ru', userAgent: GOOGLEBOT },
    { vary: DETECTION, personal: false },
  ],
  ['a prefixed language home (not an origin root)', { path: '/ru' }, { vary: [], personal: false }],
  [
    'the root redirecting by Accept-Language',
    { path: '/', acceptLanguage: 'ru-RU', userAgent: CHROME },
    { vary: DETECTION, personal: true },
  ],
  [
    'the root redirecting by the remembered language',
    { path: '/', localeCookie: 'jp', userAgent: CHROME },
    { vary: DETECTION, personal: true },
  ],
  [
    'an arrival from the site in another language',
    { path: '/pricing', referer: 'http://localhost:3000/ru/pricing' },
    { vary: ['Referer'], personal: true },
  ],
  [
    'a 404 arrived at from another language',
    { path: '/nope/x', referer: 'http://localhost:3000/ru' },
    { vary: ['Referer'], personal: true },
  ],
  ['a draft preview', { path: '/blog/draft', preview: true }, { vary: ['Cookie'], personal: true }],
  [
    'a draft preview of the root',
    { path: '/', preview: true },
    { vary: ['Cookie'], personal: true },
  ],
]

describe('visitorDependence', () => {
  for (const [name, request, expected] of cases)
    it(name, () => {
      const req = { host: 'localhost:3000', search: '', ...request }
      expect(visitorDependence(decideRoute(req, tables), req)).toEqual(expected)
    })
})

describe('visitorHeaders', () => {
  it('marks nothing the same for everyone, and keeps the rest from shared caches', () => {
    expect(visitorHeaders({ vary: [], personal: false }, 'RSC')).toBeNull()
    expect(visitorHeaders({ vary: DETECTION, personal: false })).toEqual({
      'Cache-Control': 'private, no-cache',
      Vary: 'Cookie, Accept-Language',
    })
    expect(visitorHeaders({ vary: ['Referer'], personal: true })).toEqual({
      'Cache-Control': 'private, no-store',
      Vary: 'Referer',
    })
  })

  it("adds its names to the framework's Vary, once each", () => {
    expect(
      visitorHeaders({ vary: DETECTION, personal: false }, 'RSC, accept-language, Accept-Encoding')
        ?.Vary,
    ).toBe('RSC, accept-language, Accept-Encoding, Cookie')
  })
})
