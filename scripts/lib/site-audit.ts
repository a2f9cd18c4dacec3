/**
 * What the bench and the CI budget test both inspect on a running production site: the URLs of every sitemap
 * (both origins), one URL per page template and language, whether a URL is served from the static cache, and the
 * weight of a page's HTML (brotli, with the share that is the server-components payload) and scripts.
 */
import { request as httpRequest } from 'node:http'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { loaderChunks } from '../../src/http/after-paint'
import { localeForOwnTag, type Locale } from '../../src/i18n/locales'
import { templateOf } from '../../src/lib/stats/web-vitals'
import { splitByOwner } from './bundle-split'

export interface RawResponse {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
  /** The body's bytes (images). */
  bytes: Buffer
}

/** GET through 127.0.0.1 with the URL's own Host header (zh.localhost needs no resolver). */
export function rawFetch(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  const target = new URL(url)
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      // A fresh connection each time: a kept-alive socket reused just as the server times it out fails with
      // "socket hang up" after a pause.
      {
        host: '127.0.0.1',
        port: target.port || 80,
        path: target.pathname + target.search,
        method: 'GET',
        headers: { host: target.host, ...headers },
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => {
          const bytes = Buffer.concat(chunks)
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: bytes.toString('utf8'),
            bytes,
          })
        })
      },
    )
    req.on('error', reject)
    req.end()
  })
}

/** The `<loc>` addresses of a sitemap or sitemap index. */
export const locs = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => (m[1] as string).replace(/&amp;/g, '&'))

/** Every URL of every language sitemap of both origins, with the sitemap's locale (`ja-JP.xml` is jp). */
export async function sitemapUrls(
  globalOrigin: string,
  zhOrigin: string,
): Promise<{ locale: Locale; url: string }[]> {
  const indexes = await Promise.all(
    [globalOrigin, zhOrigin].map(async (origin) =>
      locs((await rawFetch(`${origin}/index-sitemap.xml`)).body),
    ),
  )
  const out: { locale: Locale; url: string }[] = []
  for (const sitemap of indexes.flat()) {
    const tag = (sitemap.split('/').pop() ?? '').replace(/\.xml$/, '')
    const locale = localeForOwnTag(tag)
    if (!locale) throw new Error(`${sitemap} names no locale`)
    for (const url of locs((await rawFetch(sitemap)).body)) out.push({ locale, url })
  }
  return out
}

export type StaticState = 'static' | 'cached-after-first-request' | 'rendered-per-request'

/**
 * How a URL is served: from the prerender/static cache on the first request (`static`), rendered once and then
 * cached (ISR on first request: content published after the build), or rendered for every request.
 */
export async function staticState(
  url: string,
): Promise<{ state: StaticState; status: number; cache: string }> {
  // The site's Cache-Status (RFC 9211: src/http/response.ts); the framework's own header on bare `next start`.
  const cacheOf = (res: RawResponse) =>
    String(res.headers['cache-status'] ?? res.headers['x-nextjs-cache'] ?? '')
  const hit = (res: RawResponse) => /; hit\b|^(?:HIT|STALE)$/.test(cacheOf(res))
  const first = await rawFetch(url)
  if (hit(first)) return { state: 'static', status: first.status, cache: cacheOf(first) }
  const second = await rawFetch(url)
  const cached = hit(second)
  return {
    state: cached ? 'cached-after-first-request' : 'rendered-per-request',
    status: first.status,
    cache: `${cacheOf(first) || '-'} then ${cacheOf(second) || '-'}`,
  }
}

/** The templates the bench and the budgets measure, named as the dashboard's real-user vitals name them. */
export const TEMPLATES = [
  'home',
  'blog-article',
  'blog-listing',
  'docs',
  'help-article',
  'pricing',
  'download',
  'solution',
  'alternative',
] as const
export type Template = (typeof TEMPLATES)[number]

/** One URL per template from a language's sitemap URLs (the first of each; pagination URLs skipped). */
export function templateUrls(urls: string[]): Partial<Record<Template, string>> {
  const found: Partial<Record<string, string>> = {}
  for (const url of urls) {
    const { pathname, search } = new URL(url)
    if (search) continue
    found[templateOf(pathname)] ??= url
  }
  return Object.fromEntries(TEMPLATES.filter((t) => found[t]).map((t) => [t, found[t]]))
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
  const brotli = (s: string) =>
    brotliCompressSync(Buffer.from(s), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length
  const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => m[1] as string,
  )
  const rsc = inline.filter((s) => s.includes('self.__next_f')).join('')
  // noModule scripts (polyfills) are loaded only by browsers without module support: not counted.
  const tags = [...html.matchAll(/<script([^>]*)\ssrc="([^"]+)"([^>]*)>/g)]
  // The framework's chunks are listed by the after-paint loader (src/http/after-paint.ts), not as script elements.
  const loaded = inline.flatMap((text) => loaderChunks(text) ?? [])
  const scripts = [
    ...loaded.map((src) => new URL(src, url).href),
    ...tags
      .filter((m) => !/nomodule/i.test(`${m[1]}${m[3]}`))
      .map((m) => new URL((m[2] as string).replace(/&amp;/g, '&'), url).href),
  ]
  const host = new URL(url).host
  return {
    raw: Buffer.byteLength(html),
    gzip: gzipSync(html, { level: 9 }).length,
    brotli: brotli(html),
    rscRaw: Buffer.byteLength(rsc),
    rscBrotli: rsc ? brotli(rsc) : 0,
    scripts: [...new Set(scripts)],
    thirdParty: [
      ...new Set(
        tags
          .map((m) => new URL((m[2] as string).replace(/&amp;/g, '&'), url))
          .filter((u) => u.host !== host)
          .map((u) => u.href),
      ),
    ],
  }
}

export interface ScriptWeights {
  /** gzip (level 9) bytes of all the scripts */
  total: number
  /** the share of them that is the project's `src/`, when the build serves source maps (else 0) */
  app: number
  framework: number
  rows: { url: string; gzip: number; appGzip: number }[]
  /** the project's source files in them, with their gzip share */
  appFiles: Record<string, number>
}

/** Fetches and weighs scripts; with source maps beside them (the bench build), splits each by owner. */
export async function weighScripts(scripts: string[]): Promise<ScriptWeights> {
  const rows: ScriptWeights['rows'] = []
  const appFiles: Record<string, number> = {}
  for (const url of scripts) {
    const code = (await rawFetch(url)).body
    const gzip = gzipSync(code, { level: 9 }).length
    let appShare = 0
    const mapName = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1]
    const map = mapName ? await rawFetch(new URL(mapName, url).href) : undefined
    if (map?.status === 200 && code.length) {
      const split = splitByOwner(code, JSON.parse(map.body))
      appShare = split.app / code.length
      for (const [file, bytes] of Object.entries(split.appFiles))
        appFiles[file] = (appFiles[file] ?? 0) + Math.round((bytes / code.length) * gzip)
    }
    rows.push({ url: new URL(url).pathname, gzip, appGzip: Math.round(gzip * appShare) })
  }
  const total = rows.reduce((n, r) => n + r.gzip, 0)
  const app = rows.reduce((n, r) => n + r.appGzip, 0)
  return { total, app, framework: total - app, rows, appFiles }
}
