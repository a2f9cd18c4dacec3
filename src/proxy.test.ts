/**
 * One visitor-dependence rule (src/lib/visitor-dependence.ts) for the proxy, which marks its answers for caches in
 * front of the site, and for the server's page cache: the cache serves and keeps exactly the pages the proxy does
 * not mark as one visitor's own, with the proxy's marks.
 */
import type { IncomingMessage } from 'node:http'
import { NextRequest } from 'next/server'
import { beforeAll, describe, expect, it } from 'vitest'
import { routeFast } from './http/fast-path'
import { cacheableResponse } from './http/page-cache'
import { buildRedirectTable } from './lib/redirects/table'
import { loadRouteIndex } from './lib/route-index'
import type { SiteTables } from './lib/site-tables'
import { publishSiteTables } from './server/site-tables/slot'
import { visitorHeaders } from './lib/visitor-dependence'
import { proxy } from './proxy'

const tables = {
  redirects: buildRedirectTable([{ from: '/old', to: '/pricing' }]),
  routeIndex: loadRouteIndex({ blog: { en: { ids: ['fingerprints-guide'], pages: { all: 1 } } } }),
  staff: new Map(),
  markup: '',
  version: 'v',
  contentVersion: 'v',
} satisfies SiteTables
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36'
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

/** Requests, and the Cache-Control the proxy marks each with (null: the framework's own). */
const requests: [string, Record<string, string>, string | null][] = [
  ['/pricing', {}, null],
  ['/blog/fingerprints-guide', { cookie: 'i18n_redirected=ru', 'accept-language': 'ru' }, null],
  ['/ru', { referer: 'http://localhost:3000/ru/pricing' }, null],
  ['/', {}, 'private, no-cache'],
  ['/?utm_source=x', { 'accept-language': 'en-US', 'user-agent': CHROME }, 'private, no-cache'],
  ['/', { host: 'zh.localhost:3000' }, 'private, no-cache'],
  ['/', { 'accept-language': 'ru', 'user-agent': GOOGLEBOT }, 'private, no-cache'],
  ['/', { 'accept-language': 'ru-RU', 'user-agent': CHROME }, 'private, no-store'],
  ['/', { cookie: 'i18n_redirected=jp' }, 'private, no-store'],
  ['/pricing', { referer: 'http://localhost:3000/ru/pricing' }, 'private, no-store'],
  ['/ru', { referer: 'http://localhost:3000/pricing' }, 'private, no-store'],
  ['/pricing', { cookie: '__prerender_bypass=1' }, 'private, no-store'],
  ['/Pricing', {}, null],
  ['/old', {}, null],
]

const incoming = (url: string, headers: Record<string, string>) =>
  ({
    method: 'GET',
    url,
    headers: { host: 'localhost:3000', ...headers },
  }) as unknown as IncomingMessage

beforeAll(() => publishSiteTables(tables, Date.now()))

describe('the proxy and the page cache', () => {
  for (const [url, headers, marked] of requests)
    it(`${url} ${JSON.stringify(headers)}: ${marked ?? 'unmarked'}`, async () => {
      const answer = await proxy(
        new NextRequest(`http://localhost:3000${url}`, {
          headers: { host: 'localhost:3000', ...headers },
        }),
      )
      expect(answer.headers.get('cache-control')).toBe(marked)
      const personal = marked?.includes('no-store') === true
      const routed = routeFast(incoming(url, headers), tables, new Set())
      if (routed.action === 'answer') {
        // A redirect: the server answers it with the proxy's status, address and marks.
        expect(routed.answer.status).toBe(answer.status)
        expect(routed.answer.headers.Location).toBe(answer.headers.get('location'))
        expect(routed.answer.headers['Cache-Control'] ?? null).toBe(marked)
        expect(routed.answer.headers.Vary ?? null).toBe(answer.headers.get('vary'))
        return
      }
      // A page: served and kept by the cache exactly when the proxy does not mark it as the visitor's own...
      expect(routed.action === 'page').toBe(!personal)
      expect(
        cacheableResponse(200, {
          'content-type': 'text/html',
          'cache-status': 'site; hit',
          'cache-control': marked ?? 's-maxage=60',
        }),
      ).toBe(!personal)
      // ...and answered with the marks the proxy sets.
      const dependence =
        routed.action === 'page' || routed.action === 'next' ? routed.dependence : undefined
      expect(dependence && visitorHeaders(dependence)).toEqual(
        marked ? { 'Cache-Control': marked, Vary: answer.headers.get('vary') } : null,
      )
    })
})
