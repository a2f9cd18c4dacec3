import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { inlineScriptHashes } from './inline-scripts'
import type { IncomingMessage } from 'node:http'
import {
  boundCookie,
  contentSecurityPolicy,
  isSvgType,
  markupAllowances,
  pathProblem,
  stripInternalHeaders,
} from './security'

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
const options = {
  chatHosts: ['widget.polyprofile.com'],
  connectOrigins: [],
  siteOrigins: ['http://localhost:3000', 'http://zh.localhost:3000'],
}

describe('inline scripts allowed by hash', () => {
  it("hashes only the framework's data pushes whose argument is JSON", () => {
    const push = 'self.__next_f.push([1,"0:{\\"a\\":1}\\n"])'
    const init = '(self.__next_f=self.__next_f||[]).push([0])'
    const turbopack =
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[],"runtimeModuleIds":[1]});'
    const html = `<script>${init}</script><script>${push}</script><script id="_R_">${turbopack}</script>`
    expect(inlineScriptHashes(html)).toEqual({
      hashes: [sha(init), sha(push), sha(turbopack)],
      refused: 0,
    })
  })
  it('refuses any other inline script, including one dressed as a push', () => {
    const html = [
      '<script>alert(1)</script>',
      '<script>self.__next_f.push([1]);alert(1)</script>',
      '<script>self.__next_f.push(alert(1))</script>',
      '<script type="module">import("/x.js")</script>',
    ].join('')
    expect(inlineScriptHashes(html)).toEqual({ hashes: [], refused: 4 })
  })
  it('ignores script files and data blocks', () => {
    expect(
      inlineScriptHashes(
        '<script src="/_next/a.js" async=""></script><script type="application/ld+json">{"a":1}</script>',
      ),
    ).toEqual({
      hashes: [],
      refused: 0,
    })
  })
})

describe('policy', () => {
  it('allows scripts from the site, its hashes, Google identity and the chat hosts only; no eval, no inline', () => {
    const csp = contentSecurityPolicy(options, ["'sha256-abc'"], false)
    const script = csp.split('; ').find((d) => d.startsWith('script-src '))
    expect(script).toBe(
      "script-src 'self' 'sha256-abc' https://accounts.google.com/gsi/client https://widget.polyprofile.com",
    )
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("base-uri 'self'")
    expect(csp).toContain("form-action 'self'")
    expect(csp).toContain("frame-ancestors 'self' http://localhost:3000 http://zh.localhost:3000")
    expect(csp).not.toContain('unsafe-eval')
    expect(csp).not.toContain('upgrade-insecure-requests')
    expect(contentSecurityPolicy(options, [], true)).toContain('upgrade-insecure-requests')
  })
  it('lets `npm run dev` run its own inline scripts and evaluate code: no hash, which would switch inline scripts off', () => {
    const csp = contentSecurityPolicy({ ...options, dev: true }, ["'sha256-abc'"], false)
    const script = csp.split('; ').find((d) => d.startsWith('script-src '))
    expect(script).toBe(
      "script-src 'self' 'unsafe-inline' 'unsafe-eval' https://accounts.google.com/gsi/client https://widget.polyprofile.com",
    )
    expect(csp).toContain("connect-src 'self'")
    expect(csp.split('; ').find((d) => d.startsWith('connect-src '))).toContain('ws:')
  })
  it("trusts the admins' statistics markup: its inline scripts by hash, its https script origins", () => {
    const inline = 'var _hmt = _hmt || [];'
    const markup = `<script>${inline}</script><script async src="https://hm.example.com/hm.js?x=1"></script><script src="http://insecure.example/x.js"></script>`
    const allowances = markupAllowances(markup)
    expect(allowances).toEqual({ scriptHashes: [sha(inline)], origins: ['https://hm.example.com'] })
    const csp = contentSecurityPolicy({ ...options, markup: allowances }, [], false)
    expect(csp).toContain(
      `${sha(inline)} https://accounts.google.com/gsi/client https://widget.polyprofile.com https://hm.example.com`,
    )
    expect(csp).toMatch(/connect-src [^;]*https:\/\/hm\.example\.com/)
  })
})

describe('cookies', () => {
  it('gives a cookie without a lifetime one, SameSite when missing, Secure over https', () => {
    expect(boundCookie('__prerender_bypass=x; Path=/; HttpOnly', true)).toBe(
      '__prerender_bypass=x; Path=/; HttpOnly; Max-Age=28800; SameSite=Lax; Secure',
    )
    const ok = 'device_id=1; Max-Age=31104000; Path=/; SameSite=Lax; Secure'
    expect(boundCookie(ok, true)).toBe(ok)
    expect(boundCookie('a=1; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Strict', false)).toBe(
      'a=1; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Strict',
    )
  })
})

describe('request lines', () => {
  it('serves only origin-form targets, refusing absolute form, authority form and *', async () => {
    const { requestLineProblem } = await import('./security')
    for (const target of [
      'http://127.0.0.1:18999/x',
      'https://example.com/',
      'HTTP://127.0.0.1/api/x',
      '127.0.0.1:18999',
      '*',
      '',
      'x/y',
    ])
      expect(requestLineProblem('GET', target)?.status, target).toBe(400)
    for (const method of [
      'TRACE',
      'CONNECT',
      'TRACK',
      'PROPFIND',
      'MKCOL',
      'LOCK',
      'PURGE',
      'SEARCH',
    ])
      expect(requestLineProblem(method, '/')?.status, method).toBe(405)
    for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])
      expect(requestLineProblem(method, '/blog?x=1')).toBeNull()
    expect(requestLineProblem('GET', '//double/slash')).toBeNull()
  })
})

describe("React's streaming scripts", () => {
  it('are allowed exactly: the runtime React ships, then one instruction with plain arguments', async () => {
    const { isReactStreamingScript, inlineScriptHashes, reactRuntimePreludes } =
      await import('./inline-scripts')
    // The runtime as React writes it before its first instruction, read from React itself.
    const preludes = reactRuntimePreludes()
    const complete = preludes.find((p) => p.startsWith('$RB=[];'))
    expect(complete, 'the complete-boundary runtime was found in react-dom').toBeDefined()
    expect(isReactStreamingScript(`${complete}$RC("B:0","S:0")`)).toBe(true)
    expect(isReactStreamingScript(`${complete}alert(1)`)).toBe(false)
    expect(
      isReactStreamingScript('requestAnimationFrame(function(){$RT=performance.now()});'),
    ).toBe(true)
    expect(isReactStreamingScript('$RC("B:0","S:0")')).toBe(true)
    expect(isReactStreamingScript('$RX("B:1","digest",null,"stack")')).toBe(true)
    expect(isReactStreamingScript('$RR("B:0","S:0",[["/a.css","high"]])')).toBe(true)
    expect(isReactStreamingScript('$RC("B:0",alert(1))')).toBe(false)
    expect(isReactStreamingScript('$RC=function(){fetch("//evil.example")};$RC("a","b")')).toBe(
      false,
    )
    expect(isReactStreamingScript('$RC("B:0","S:0");alert(1)')).toBe(false)
    expect(isReactStreamingScript('requestAnimationFrame(function(){alert(1)})')).toBe(false)
    expect(isReactStreamingScript('')).toBe(false)
    expect(
      inlineScriptHashes('<script>$RC("B:0","S:0")</script><script>alert(1)</script>'),
    ).toMatchObject({ refused: 1 })
  })
})

describe('stripInternalHeaders', () => {
  it("drops what only Next.js's own subrequests or this server may send, and keeps the rest", () => {
    const headers: Record<string, string> = {
      'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy',
      'x-middleware-rewrite': '/admin',
      'x-invoke-path': '/admin',
      'x-nextjs-data': '1',
      'x-site-locale': 'ru',
      'accept-language': 'ru',
      rsc: '1',
    }
    stripInternalHeaders({ headers } as unknown as IncomingMessage, ['x-site-locale'])
    expect(headers).toEqual({ 'accept-language': 'ru', rsc: '1' })
  })
})

describe('request paths', () => {
  it('refuses percent-encoding that does not decode, and control characters once decoded', () => {
    for (const path of ['/api/%zz', '/cms/api/x%e2%82', '/%', '/blog/%ED%A0%80'])
      expect(pathProblem(path)).toBe('The path is not valid percent-encoded UTF-8.')
    for (const path of [
      '/%00.png',
      '/blog/a%00b',
      '/ru/%0A',
      '/x%1F',
      '/%7f',
      '/api/stats/%0d%0aSet-Cookie:x',
    ])
      expect(pathProblem(path)).toBe('The path contains a control character.')
  })
  it('lets every other path through, encoded or not', () => {
    for (const path of [
      '/',
      '/blog/fingerprints-guide',
      '/zh/%E5%8D%9A%E5%AE%A2',
      '/blog/a%20b',
      '/cms/api/media/file/cover-1.png',
      '/%F0%9F%98%80',
      '/%E2%80%AE',
    ])
      expect(pathProblem(path)).toBeNull()
  })
})

describe('isSvgType', () => {
  it('tells an SVG answer by its Content-Type, parameters and case aside', () => {
    for (const type of ['image/svg+xml', 'image/svg+xml; charset=utf-8', 'IMAGE/SVG+XML'])
      expect(isSvgType(type), type).toBe(true)
    for (const type of ['image/png', 'text/html', 'image/svg', 'image/svg+xmlx', ''])
      expect(isSvgType(type), type).toBe(false)
  })
})
