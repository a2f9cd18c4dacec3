import type { IncomingMessage } from 'node:http'
import { gunzipSync, brotliDecompressSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { answerDependsOnVisitor, cacheableResponse, cacheKey, chooseEncoding, keptHeaders, PageCache, pageLocale } from './page-cache'

const request = (headers: Record<string, string>, url = '/', method = 'GET') => ({ method, url, headers }) as unknown as IncomingMessage
const page = (generation: string, html = '<html>x</html>') => ({
  headers: [['content-type', 'text/html; charset=utf-8']] as [string, string][],
  policy: { http: 'default-src self', https: 'default-src self; upgrade-insecure-requests' },
  identity: Buffer.from(html),
  etag: '"abc"',
  vary: 'rsc',
  locale: 'en',
  root: false,
  generation,
})

describe('the page cache', () => {
  it('keeps pages compressed both ways, drops them when the generation moves on, and stays within its size', async () => {
    const cache = new PageCache(20_000)
    const html = `<html>${'hello '.repeat(1000)}</html>`
    await cache.store('a', page('g1', html), () => 'g1')
    const kept = cache.get('a', 'g1')
    expect(gunzipSync(kept!.gzip).toString()).toBe(html)
    expect(brotliDecompressSync(kept!.br).toString()).toBe(html)
    expect(kept!.br.length).toBeLessThan(html.length / 10)
    expect(cache.get('a', 'g2')).toBeUndefined()
    expect(cache.get('a', 'g1')).toBeUndefined()
    // A page compressed while the generation moved on is not kept.
    await cache.store('b', page('g1'), () => 'g2')
    expect(cache.size).toBe(0)
    // Least recently used goes first once the size is passed.
    for (let i = 0; i < 10; i++) await cache.store(`p${i}`, page('g1', `<html>${i}${'z'.repeat(4000)}</html>`), () => 'g1')
    expect(cache.size).toBeLessThan(10)
    expect(cache.get('p9', 'g1')).toBeDefined()
    expect(cache.get('p0', 'g1')).toBeUndefined()
  })

  it('stores brotli quickly and recompresses a page at the best quality once it has been served four times', async () => {
    const cache = new PageCache(1_000_000)
    // A list of links like a listing's (9,390 B at quality 5, 7,857 B at 10).
    const topics = ['fingerprint', 'proxy', 'profile', 'cookie', 'team']
    const html = `<html>${Array.from({ length: 2000 }, (_, i) => `<li><a href="/blog/post-${(i * 7919) % 4999}">Post ${(i * 104729) % 9973}</a> ${topics[i % 5]}</li>`).join('')}</html>`
    await cache.store('a', page('g1', html), () => 'g1')
    const quick = cache.get('a', 'g1')!
    const quickBytes = quick.br.length
    for (let i = 0; i < 3; i++) cache.served('a', cache.get('a', 'g1')!)
    await cache.refinements()
    expect(cache.refined).toBe(0)
    cache.served('a', cache.get('a', 'g1')!)
    await cache.refinements()
    const best = cache.get('a', 'g1')!
    expect(cache.refined).toBe(1)
    expect(brotliDecompressSync(best.br).toString()).toBe(html)
    expect(best.br.length).toBeLessThan(quickBytes)
    // An entry replaced while its recompression ran keeps the body it was stored with.
    await cache.store('b', page('g1', html), () => 'g1')
    for (let i = 0; i < 4; i++) cache.served('b', cache.get('b', 'g1')!)
    await cache.store('b', page('g2', html), () => 'g2')
    await cache.refinements()
    expect(cache.refined).toBe(1)
    expect(cache.get('b', 'g2')!.br.length).toBe(quickBytes)
  })

  it('keeps only pages every visitor gets', () => {
    const html = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 's-maxage=31536000, stale-while-revalidate' }
    expect(cacheableResponse(200, html)).toBe(true)
    expect(cacheableResponse(404, html)).toBe(false)
    expect(cacheableResponse(200, { ...html, 'set-cookie': ['a=1'] })).toBe(false)
    expect(cacheableResponse(200, { ...html, 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' })).toBe(false)
    expect(cacheableResponse(200, { ...html, 'content-type': 'application/json' })).toBe(false)
    expect(keptHeaders({ 'content-type': 'text/html', 'content-encoding': 'gzip', 'content-length': 5, vary: 'rsc', 'x-nextjs-cache': 'HIT' })).toEqual([
      ['content-type', 'text/html'],
      ['x-nextjs-cache', 'HIT'],
    ])
  })

  it('answers from the cache only requests for a page that anyone may get', () => {
    expect(cacheKey(request({ host: 'localhost:3000' }, '/blog?page=2'))).toBe('localhost:3000 /blog?page=2')
    expect(cacheKey(request({ host: 'localhost:3000', rsc: '1' }, '/blog'))).toBeNull()
    expect(cacheKey(request({ host: 'localhost:3000', cookie: '__prerender_bypass=1' }, '/blog'))).toBeNull()
    expect(cacheKey(request({ host: 'localhost:3000' }, '/blog', 'POST'))).toBeNull()
    expect(cacheKey(request({ host: 'localhost:3000' }, '/api/home/base-info'))).toBeNull()
    expect(cacheKey(request({ host: 'localhost:3000' }, '/admin'))).toBeNull()
    // `//blog` reaches here as `/blog` with its raw path aside: the proxy redirects it, the cache must not answer.
    expect(cacheKey(request({ host: 'localhost:3000', 'x-site-raw-path': '//blog' }, '/blog'))).toBeNull()
  })

  it('passes to the proxy the visitors it answers differently: detection on a root, arrival from another language', () => {
    const root = { ...pageLocale('localhost:3000', '/'), locale: 'en' }
    expect(root.root).toBe(true)
    expect(pageLocale('localhost:3000', '/ru/blog')).toEqual({ locale: 'ru', root: false })
    expect(answerDependsOnVisitor(root, request({ 'accept-language': 'ru-RU,ru;q=0.9' }))).toBe(true)
    expect(answerDependsOnVisitor(root, request({ cookie: 'i18n_redirected=jp' }))).toBe(true)
    expect(answerDependsOnVisitor(root, request({ 'accept-language': 'en-US' }))).toBe(false)
    expect(answerDependsOnVisitor(root, request({}))).toBe(false)
    // From one of the site's pages: no detection, but a switch from another language sets the cookies.
    expect(answerDependsOnVisitor(root, request({ 'accept-language': 'ru', referer: 'http://localhost:3000/pricing' }))).toBe(false)
    expect(answerDependsOnVisitor(root, request({ referer: 'http://localhost:3000/ru/pricing' }))).toBe(true)
    expect(answerDependsOnVisitor({ locale: 'ru', root: false }, request({ referer: 'http://localhost:3000/ru/pricing' }))).toBe(false)
    expect(answerDependsOnVisitor({ locale: 'ru', root: false }, request({ referer: 'https://www.google.com/' }))).toBe(false)
  })

  it('chooses brotli, then gzip, then none', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(chooseEncoding('gzip, deflate')).toBe('gzip')
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip')
    expect(chooseEncoding('*')).toBe('br')
    expect(chooseEncoding(undefined)).toBe('identity')
    expect(chooseEncoding('identity')).toBe('identity')
  })
})
