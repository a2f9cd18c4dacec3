import { gunzipSync, brotliDecompressSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { cacheableResponse, chooseEncoding, keptHeaders, PageCache } from './page-cache'

const page = (generation: string, html = '<html>x</html>') => ({
  headers: [['content-type', 'text/html; charset=utf-8']] as [string, string][],
  policy: { http: 'default-src self', https: 'default-src self; upgrade-insecure-requests' },
  identity: Buffer.from(html),
  etag: '"abc"',
  vary: 'rsc',
  dependence: { vary: [], personal: false },
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
    for (let i = 0; i < 10; i++)
      await cache.store(`p${i}`, page('g1', `<html>${i}${'z'.repeat(4000)}</html>`), () => 'g1')
    expect(cache.size).toBeLessThan(10)
    expect(cache.get('p9', 'g1')).toBeDefined()
    expect(cache.get('p0', 'g1')).toBeUndefined()
  })

  it('stores brotli quickly and recompresses a page at the best quality once it has been served four times', async () => {
    const cache = new PageCache(1_000_000)
    // A list of links like a listing's, where quality 10 is visibly smaller than 5.
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

  it("keeps only prerendered pages that are nobody's own", () => {
    const html = {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 's-maxage=31536000, stale-while-revalidate',
      'cache-status': 'site; hit',
    }
    expect(cacheableResponse(200, html)).toBe(true)
    expect(cacheableResponse(200, { ...html, 'cache-status': 'site; fwd=miss' })).toBe(true)
    // An origin's root, marked by the proxy: detection runs before the cache.
    expect(cacheableResponse(200, { ...html, 'cache-control': 'private, no-cache' })).toBe(true)
    expect(cacheableResponse(404, html)).toBe(false)
    expect(cacheableResponse(200, { ...html, 'set-cookie': ['a=1'] })).toBe(false)
    expect(cacheableResponse(200, { ...html, 'cache-control': 'private, no-store' })).toBe(false)
    // Rendered for this request, not from the static cache.
    expect(
      cacheableResponse(200, {
        'content-type': 'text/html',
        'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate',
      }),
    ).toBe(false)
    expect(cacheableResponse(200, { ...html, 'cache-status': undefined })).toBe(false)
    expect(cacheableResponse(200, { ...html, 'content-type': 'application/json' })).toBe(false)
    expect(
      keptHeaders({
        'content-type': 'text/html',
        'content-encoding': 'gzip',
        'content-length': 5,
        vary: 'rsc',
        etag: '"x"',
      }),
    ).toEqual([
      ['content-type', 'text/html'],
      ['etag', '"x"'],
    ])
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
