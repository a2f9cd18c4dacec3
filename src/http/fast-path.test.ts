import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { buildRedirectTable } from '../lib/redirects/table'
import { loadRouteIndex } from '../lib/route-index'
import type { SiteTables } from '../lib/site-tables'
import { routeFast } from './fast-path'
import { sentinelAddress } from './page-templates'

const tables = {
  redirects: buildRedirectTable([{ from: '/old', to: '/pricing' }]),
  routeIndex: loadRouteIndex({ blog: { en: { ids: ['fingerprints-guide'], pages: { all: 1 } } } }),
  staff: new Map(),
  markup: '',
  version: 'v',
  contentVersion: 'v',
} satisfies SiteTables
const PUBLIC = new Set(['/icon.svg', '/widget.js'])
const request = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  ({ method, url, headers: { host: 'localhost:3000', ...headers } }) as unknown as IncomingMessage
const route = (url: string, headers?: Record<string, string>, method?: string) =>
  routeFast(request(url, headers, method), tables, PUBLIC)

describe('the fast path', () => {
  it('keeps a page under the page it renders: a query it does not read makes no new entry, nor does the Host spelling', () => {
    const keys = ['/', '/?x=1', '/?utm_source=a&utm_campaign=b', '/?'].map((url) => route(url))
    for (const routed of keys) expect(routed).toMatchObject({ action: 'page', key: 'global /en' })
    expect(route('/', { host: 'LOCALHOST:3000' })).toMatchObject({ key: 'global /en' })
    expect(route('/', { host: 'junk.example' })).toMatchObject({ key: 'global /en' })
    expect(route('/', { host: 'zh.localhost:3000' })).toMatchObject({ key: 'zh /zh' })
    expect(route('/blog?page=1&x=2')).toMatchObject({ key: 'global /en/list/blog/all/1' })
    expect(route('/pricing?ref=abc')).toMatchObject({ key: 'global /en/pricing' })
  })

  it('answers redirects itself, the query byte for byte', () => {
    expect(route('/Pricing?a&b=c%20d')).toEqual({
      action: 'answer',
      answer: {
        status: 301,
        headers: { Location: 'http://localhost:3000/pricing?a&b=c%20d', 'Content-Length': '0' },
        body: '',
      },
    })
    expect(route('/old')).toMatchObject({
      answer: { status: 301, headers: { Location: 'http://localhost:3000/pricing' } },
    })
    expect(route('/', { 'accept-language': 'ru-RU' })).toMatchObject({
      answer: {
        status: 302,
        headers: {
          Location: 'http://localhost:3000/ru',
          Vary: 'Cookie, Accept-Language',
          'Cache-Control': 'private, no-store',
        },
      },
    })
  })

  it('counts 404s and searches per client, and answers 404s from a template unless they have suggestions', () => {
    expect(route('/no/such/page?x=1')).toEqual({
      action: 'limited',
      limit: 'not-found',
      template: {
        origin: 'global',
        locale: 'en',
        kind: { page: 'not-found', notFound: 'route' },
        typed: '/no/such/page?x=1',
      },
    })
    expect(route('/blog/zzqqxxyy')).toMatchObject({
      limit: 'not-found',
      template: { kind: { notFound: 'validation' } },
    })
    expect(route('/ru/blog/nope')).toMatchObject({
      limit: 'not-found',
      template: { locale: 'ru', kind: { notFound: 'validation' } },
    })
    expect(route(`/${'x'.repeat(500)}`)).toEqual({ action: 'limited', limit: 'not-found' })
    expect(route('/search?q=proxy+setup')).toMatchObject({
      action: 'limited',
      limit: 'search',
      template: { kind: { page: 'no-results' }, typed: 'proxy setup' },
    })
    expect(route('/search?q=proxy&section=helps')).toEqual({ action: 'limited', limit: 'search' })
    expect(route('/search?q=%24x')).toEqual({ action: 'limited', limit: 'search' })
    expect(route('/search')).toMatchObject({ action: 'page' })
    // The templates' own addresses are the server's: rendered, never counted.
    expect(route(sentinelAddress('ru', { page: 'not-found', notFound: 'route' }))).toEqual({
      action: 'next',
    })
    expect(route(sentinelAddress('ru', { page: 'no-results' }))).toEqual({ action: 'next' })
  })

  it("answers a file address nothing serves with the site's 404, and leaves real files and feeds to Next.js", () => {
    expect(route('/package.json')).toMatchObject({
      action: 'limited',
      template: { kind: { notFound: 'route' }, locale: 'en', typed: '/package.json' },
    })
    expect(route('/ru/wp-login.js')).toMatchObject({ template: { locale: 'ru' } })
    expect(route('/zh/wp-login.js')).toMatchObject({ template: { origin: 'global', locale: 'en' } })
    expect(route('/x.js', { host: 'zh.localhost:3000' })).toMatchObject({
      template: { origin: 'zh', locale: 'zh' },
    })
    for (const url of [
      '/icon.svg',
      '/widget.js',
      '/sitemap.xml',
      '/sitemap/en-US.xml?u=1',
      '/robots.txt',
      '/rss/en-US/blog.xml',
    ])
      expect(route(url)).toEqual({ action: 'next' })
  })

  it("leaves to Next.js what is not a page, or is one visitor's own, with what its answer depends on", () => {
    for (const url of ['/api/home/base-info', '/cms/api/posts', '/admin', '/_next/static/x.js'])
      expect(route(url)).toEqual({ action: 'next' })
    expect(route('/pricing', {}, 'POST')).toEqual({ action: 'next' })
    expect(route('/pricing', { rsc: '1' })).toEqual({
      action: 'next',
      dependence: { vary: [], personal: false },
    })
    expect(route('/pricing', { cookie: '__prerender_bypass=1' })).toEqual({
      action: 'next',
      dependence: { vary: ['Cookie'], personal: true },
    })
    expect(route('/pricing', { referer: 'http://localhost:3000/ru/pricing' })).toEqual({
      action: 'next',
      dependence: { vary: ['Referer'], personal: true },
    })
    // Before the tables load: Next.js answers, the root still marked.
    expect(routeFast(request('/pricing'), null, PUBLIC)).toEqual({
      action: 'next',
      dependence: { vary: [], personal: false },
    })
    expect(routeFast(request('/'), null, PUBLIC)).toMatchObject({
      action: 'next',
      dependence: { personal: false, vary: ['Cookie', 'Accept-Language'] },
    })
  })

  it("keeps an origin's root (detection runs first), but answers no 404 or search from a template to a visitor it is personal to", () => {
    expect(route('/')).toMatchObject({
      action: 'page',
      dependence: { vary: ['Cookie', 'Accept-Language'], personal: false },
    })
    expect(route('/pricing')).toMatchObject({
      action: 'page',
      dependence: { vary: [], personal: false },
    })
    expect(route('/no/such/page', { referer: 'http://localhost:3000/ru' })).toEqual({
      action: 'limited',
      limit: 'not-found',
    })
    expect(route('/search?q=proxy', { referer: 'http://localhost:3000/ru/search' })).toEqual({
      action: 'limited',
      limit: 'search',
    })
  })
})
