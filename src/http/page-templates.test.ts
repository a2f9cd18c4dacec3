import type { IncomingMessage, ServerResponse } from 'node:http'
import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { PageTemplates, sentinelAddress, TOKEN, type TemplateSource } from './page-templates'

/** A page as the server would render it for an address or query: its title and heading show what was typed. */
function rendered(address: string) {
  const typed = address.includes('?q=')
    ? decodeURIComponent(address.split('?q=')[1] as string)
    : address
  return `<html><head><title>Found: ${typed} | Site</title></head><body><h1>${typed}</h1><input value="${typed.split('/').at(-1)}"/></body></html>`
}

function fakeSource(options: { suggests?: boolean; findsNothing?: boolean } = {}) {
  const renders: string[] = []
  const source: TemplateSource = {
    render: async (_origin, address) => {
      renders.push(address)
      return {
        status: address.includes('?q=') ? 200 : 404,
        html: rendered(address),
        headers: new Headers({
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'no-store',
        }),
      }
    },
    policy: (hashes) => `script-src ${hashes.join(' ')}`,
    findsNothing: async () => options.findsNothing ?? true,
    suggests: () => options.suggests ?? false,
  }
  return { source, renders }
}

function fakeResponse() {
  const sent: { status?: number; headers: Record<string, unknown>; body?: Buffer } = { headers: {} }
  const res = {
    destroyed: false,
    setHeader: (name: string, value: unknown) => (sent.headers[name.toLowerCase()] = value),
    writeHead: (status: number) => (sent.status = status),
    end: (body?: Buffer) => (sent.body = body),
  } as unknown as ServerResponse
  return { res, sent }
}
const request = (encoding = 'gzip, deflate, br') =>
  ({ method: 'GET', headers: { 'accept-encoding': encoding } }) as unknown as IncomingMessage

describe('page templates', () => {
  const notFound = {
    origin: 'global',
    locale: 'en',
    kind: { page: 'not-found', notFound: 'route' },
  } as const

  it('renders a template once per content version and fills it for every address, gzipped from its parts', async () => {
    const { source, renders } = fakeSource()
    const templates = new PageTemplates(source)
    for (const typed of ['/a/b', '/c/"<d>"']) {
      const { res, sent } = fakeResponse()
      expect(await templates.answer({ ...notFound, typed }, 'v1', request(), res, false)).toBe(true)
      expect(sent.status).toBe(404)
      expect(sent.headers['content-encoding']).toBe('gzip')
      expect(gunzipSync(sent.body!).toString()).toContain(
        `<h1>${typed.replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</h1>`,
      )
    }
    expect(renders).toEqual([sentinelAddress('en', notFound.kind)])
    await templates.answer(
      { ...notFound, typed: '/e/f' },
      'v2',
      request(),
      fakeResponse().res,
      false,
    )
    expect(renders).toHaveLength(2)
    const { res, sent } = fakeResponse()
    await templates.answer({ ...notFound, typed: '/e/f' }, 'v2', request('identity'), res, false)
    expect(sent.headers['content-encoding']).toBeUndefined()
    expect(sent.body!.toString()).toContain('<h1>/e/f</h1>')
    expect(sent.body!.toString()).not.toContain(TOKEN)
  })

  it('leaves to Next.js a 404 with suggestions, a search that finds something, and a title too long for the site name', async () => {
    expect(
      await new PageTemplates(fakeSource({ suggests: true }).source).answer(
        { ...notFound, typed: '/pricng' },
        'v',
        request(),
        fakeResponse().res,
        false,
      ),
    ).toBe(false)
    const search = { origin: 'global', locale: 'en', kind: { page: 'no-results' } } as const
    expect(
      await new PageTemplates(fakeSource({ findsNothing: false }).source).answer(
        { ...search, typed: 'proxy' },
        'v',
        request(),
        fakeResponse().res,
        false,
      ),
    ).toBe(false)
    const templates = new PageTemplates(fakeSource().source)
    const { res, sent } = fakeResponse()
    expect(await templates.answer({ ...search, typed: 'zzq' }, 'v', request(), res, false)).toBe(
      true,
    )
    expect(sent.status).toBe(200)
    expect(
      await templates.answer(
        { ...search, typed: 'z'.repeat(50) },
        'v',
        request(),
        fakeResponse().res,
        false,
      ),
    ).toBe(false)
  })
})
