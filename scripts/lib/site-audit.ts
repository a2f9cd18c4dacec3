/**
 * What the bench and the CI budget test both inspect on a running production site: the URLs of every sitemap
 * (both origins), one URL per page template and language, whether a URL is served from the static cache, and the
 * weight of a page's HTML (brotli, with the share that is the server-components payload) and scripts.
 */
import { request as httpRequest } from 'node:http'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

export interface RawResponse {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}

/** GET through 127.0.0.1 with the URL's own Host header (zh.localhost needs no resolver). */
export function rawFetch(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  const target = new URL(url)
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: target.port || 80, path: target.pathname + target.search, method: 'GET', headers: { host: target.host, ...headers } },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }))
      },
    )
    req.on('error', reject)
    req.end()
  })
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => (m[1] as string).replace(/&amp;/g, '&'))

/** Every URL of every language sitemap of both origins, with the sitemap's language tag (en-US, zh-CN…). */
export async function sitemapUrls(globalOrigin: string, zhOrigin: string): Promise<{ tag: string; url: string }[]> {
  const indexes = await Promise.all([globalOrigin, zhOrigin].map(async (origin) => locs((await rawFetch(`${origin}/index-sitemap.xml`)).body)))
  const out: { tag: string; url: string }[] = []
  for (const sitemap of indexes.flat()) {
    const tag = (sitemap.split('/').pop() ?? '').replace(/\.xml$/, '')
    for (const url of locs((await rawFetch(sitemap)).body)) out.push({ tag, url })
  }
  return out
}

export type StaticState = 'static' | 'cached-after-first-request' | 'rendered-per-request'

/**
 * How a URL is served: from the prerender/static cache on the first request (`static`), rendered once and then
 * cached (ISR on first request: content published after the build), or rendered for every request.
 */
export async function staticState(url: string): Promise<{ state: StaticState; status: number; cache: string }> {
  const cacheOf = (res: RawResponse) => String(res.headers['x-nextjs-cache'] ?? '')
  const first = await rawFetch(url)
  if (['HIT', 'STALE'].includes(cacheOf(first))) return { state: 'static', status: first.status, cache: cacheOf(first) }
  const second = await rawFetch(url)
  const cached = ['HIT', 'STALE'].includes(cacheOf(second))
  return { state: cached ? 'cached-after-first-request' : 'rendered-per-request', status: first.status, cache: `${cacheOf(first) || '-'} then ${cacheOf(second) || '-'}` }
}

export const TEMPLATES = ['home', 'blog-article', 'blog-listing', 'docs-page', 'help-article', 'pricing', 'download', 'solution', 'alternative'] as const
export type Template = (typeof TEMPLATES)[number]

const TEMPLATE_PATHS: Record<Template, RegExp> = {
  home: /^\/$/,
  'blog-article': /^\/blog\/(?!e2e-)[^/]+$/,
  'blog-listing': /^\/blog$/,
  'docs-page': /^\/docs\/[^/]+$/,
  'help-article': /^\/helps\/[^/]+$/,
  pricing: /^\/pricing$/,
  download: /^\/download$/,
  solution: /^\/solutions\/[^/]+$/,
  alternative: /^\/alternatives\/[^/]+$/,
}

/** The language prefix a path starts with on the global origin (`ru`, `jp`…), or '' for unprefixed. */
function unprefixed(path: string, prefixes: Set<string>): string {
  const first = path.split('/')[1] ?? ''
  if (!prefixes.has(first)) return path
  const rest = path.slice(first.length + 1)
  return rest === '' ? '/' : rest
}

/** One URL per template for a language, taken from its sitemap (the first of each kind). */
export function templateUrls(urls: string[], prefixes: Set<string>): Partial<Record<Template, string>> {
  const found: Partial<Record<Template, string>> = {}
  for (const url of urls) {
    const { pathname, search } = new URL(url)
    if (search) continue
    const path = unprefixed(pathname, prefixes)
    for (const template of TEMPLATES) if (!found[template] && TEMPLATE_PATHS[template].test(path)) found[template] = url
  }
  return found
}

export interface HtmlWeight {
  raw: number
  gzip: number
  brotli: number
  /** bytes of the inline server-components payload (`self.__next_f.push` scripts), raw and brotli */
  rscRaw: number
  rscBrotli: number
  /** script URLs the HTML loads in a current browser, in order (noModule polyfills left out) */
  scripts: string[]
  /** scripts (src) on another host than the page's */
  thirdParty: string[]
}

export function weighHtml(url: string, html: string): HtmlWeight {
  const brotli = (s: string) => brotliCompressSync(Buffer.from(s), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length
  const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] as string)
  const rsc = inline.filter((s) => s.includes('self.__next_f')).join('')
  // noModule scripts (polyfills) are loaded only by browsers without module support: not counted.
  const tags = [...html.matchAll(/<script([^>]*)\ssrc="([^"]+)"([^>]*)>/g)]
  const scripts = tags.filter((m) => !/nomodule/i.test(`${m[1]}${m[3]}`)).map((m) => new URL((m[2] as string).replace(/&amp;/g, '&'), url).href)
  const host = new URL(url).host
  return {
    raw: Buffer.byteLength(html),
    gzip: gzipSync(html, { level: 9 }).length,
    brotli: brotli(html),
    rscRaw: Buffer.byteLength(rsc),
    rscBrotli: rsc ? brotli(rsc) : 0,
    scripts: [...new Set(scripts)],
    thirdParty: [...new Set(tags.map((m) => new URL((m[2] as string).replace(/&amp;/g, '&'), url)).filter((u) => u.host !== host).map((u) => u.href))],
  }
}
