/**
 * Prerendered pages answered by the HTTP server itself, as a CDN in front of Next.js would: the HTML of a page
 * Next.js served from its static cache is kept here with its gzip and brotli bodies and its Content-Security-Policy,
 * so the next visitor asking for the same address costs a map lookup and one write, not the proxy, Next.js's
 * routing and cache read, on-the-fly compression and a CSP scan (measured in bench/report.md).
 *
 * What may be kept: a GET of an HTML page Next.js answered 200 from its static cache, setting no cookie, for a request
 * that is not a client-side navigation (RSC) and whose answer is not the visitor's own (src/lib/visitor-dependence.ts:
 * a language switch, a draft preview; an origin's root is kept, detection runs before the cache). What makes it stale:
 * anything in the database the pages are made from, or the statistics markup the policy allows (the generation,
 * `src/server/site-tables/slot.ts`'s version plus the markup): a publish reaches every instance within about a second.
 * Pages are kept under the page Next.js renders for an address (src/http/fast-path.ts), so a query string the page
 * does not read neither renders nor takes room.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { visitorHeaders, type VisitorDependence } from '../lib/visitor-dependence'

const brotli = promisify(brotliCompress)
const gz = promisify(gzip)

/**
 * Brotli quality of a page when stored, and once served from here `HOT_AFTER` times. For a 76 KB page quality 10 took
 * 83 ms of CPU, 5 took 5 ms for 9 % more bytes (11,063 B against 10,130 B): a crawler walking 2,191 sitemap addresses
 * (more than the cache holds) cost a quality-10 store each, on every pass. Hot pages get the best bytes.
 */
const QUICK_BROTLI = 5
const BEST_BROTLI = 10
const HOT_AFTER = 4
const brotliAt = (body: Buffer, quality: number) =>
  brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })

export interface CachedPage {
  /** Headers Next.js sent, without those of the encoding, the length, the policy and the connection. */
  headers: [string, string | string[]][]
  /** Content-Security-Policy over plain http and over https. */
  policy: { http: string; https: string }
  identity: Buffer
  gzip: Buffer
  /** At `QUICK_BROTLI` when stored, at `BEST_BROTLI` once the page is hot. */
  br: Buffer
  /** Times served from the cache. */
  served: number
  etag: string | undefined
  /** Next.js's Vary (the RSC request headers); Accept-Encoding is added when sent. */
  vary: string | undefined
  /** What of the request besides the address decides whether one gets this page (an origin's root: detection). */
  dependence: VisitorDependence
  generation: string
  bytes: number
}

/** Headers that describe one encoding or one connection, recomputed for each answer. */
const PER_ANSWER = new Set([
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'content-security-policy',
  'set-cookie',
  'vary',
])

export class PageCache {
  private entries = new Map<string, CachedPage>()
  private bytes = 0
  /** Keys being compressed for storing: one at a time per key. */
  private pending = new Set<string>()
  /** Recompressions under way (tests await them: `refinements()`). */
  private refining = new Set<Promise<void>>()
  refined = 0 // pages recompressed at the best quality

  constructor(private readonly maxBytes = 96 * 2 ** 20) {}

  /** The entry for a key, if it belongs to the current generation (older ones are dropped on sight). */
  get(key: string, generation: string): CachedPage | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    if (entry.generation !== generation) {
      this.delete(key)
      return undefined
    }
    // Least recently used goes first: a hit moves the entry to the end.
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry
  }

  /** Counts an answer from the cache; the `HOT_AFTER`th of a page has its brotli body recompressed at the best quality. */
  served(key: string, entry: CachedPage) {
    if (++entry.served !== HOT_AFTER) return
    const work = brotliAt(entry.identity, BEST_BROTLI).then(
      (br) => {
        // Only into the entry still kept under that key (not one replaced, dropped or evicted meanwhile).
        if (this.entries.get(key) !== entry) return
        this.bytes += br.length - entry.br.length
        entry.bytes += br.length - entry.br.length
        entry.br = br
        this.refined++
      },
      () => undefined, // the quick body stays
    )
    this.refining.add(work)
    void work.finally(() => this.refining.delete(work))
  }

  async refinements(): Promise<void> {
    await Promise.all([...this.refining])
  }

  /** Keeps a page: compresses it off the main thread (zlib's pool), then stores it if still current. */
  async store(key: string, page: Omit<CachedPage, 'gzip' | 'br' | 'bytes' | 'served'>, current: () => string): Promise<void> {
    if (this.pending.has(key) || this.entries.get(key)?.generation === page.generation) return
    this.pending.add(key)
    try {
      const [gzipped, brotlied] = await Promise.all([gz(page.identity, { level: 9 }), brotliAt(page.identity, QUICK_BROTLI)])
      if (current() !== page.generation) return
      const entry: CachedPage = { ...page, gzip: gzipped, br: brotlied, served: 0, bytes: page.identity.length + gzipped.length + brotlied.length }
      this.delete(key)
      this.entries.set(key, entry)
      this.bytes += entry.bytes
      for (const [oldest] of this.entries) {
        if (this.bytes <= this.maxBytes) break
        this.delete(oldest)
      }
    } finally {
      this.pending.delete(key)
    }
  }

  private delete(key: string) {
    const entry = this.entries.get(key)
    if (!entry) return
    this.entries.delete(key)
    this.bytes -= entry.bytes
  }

  get size() {
    return this.entries.size
  }
}

/** The headers of a response worth keeping with the page. */
export function keptHeaders(headers: Record<string, number | string | string[] | undefined>): [string, string | string[]][] {
  const out: [string, string | string[]][] = []
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || PER_ANSWER.has(name.toLowerCase())) continue
    out.push([name, typeof value === 'number' ? String(value) : value])
  }
  return out
}

/** The page's Vary header less Accept-Encoding (the cache answers each encoding itself), or undefined when empty. */
export function keptVary(vary: number | string | string[] | undefined): string | undefined {
  const names = String(vary ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v && v.toLowerCase() !== 'accept-encoding')
  return names.join(', ') || undefined
}

/** The encoding to answer with for an Accept-Encoding header, of those `offered`: brotli, then gzip, else none. */
export function chooseEncoding(acceptEncoding: string | undefined, offered: readonly ('br' | 'gzip')[] = ['br', 'gzip']): 'br' | 'gzip' | 'identity' {
  const accepted = new Map<string, number>()
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';')
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean)
    if (name) accepted.set(name.trim(), q === undefined ? 1 : Number(q))
  }
  const weight = (name: string) => accepted.get(name) ?? (accepted.has('*') ? (accepted.get('*') as number) : 0)
  return offered.find((name) => weight(name) > 0) ?? 'identity'
}

/**
 * Whether a response may be kept: an HTML page Next.js served from its static cache (its note is the Cache-Status,
 * src/http/response.ts), setting no cookie, and not marked as one visitor's own (`no-store`).
 */
export function cacheableResponse(statusCode: number, headers: Record<string, number | string | string[] | undefined>): boolean {
  if (statusCode !== 200 || headers['cache-status'] === undefined) return false
  if (!String(headers['content-type'] ?? '').startsWith('text/html')) return false
  if (headers['set-cookie'] !== undefined) return false
  return !/\bno-store\b/.test(String(headers['cache-control'] ?? ''))
}

/** Writes a kept page: the encoding the client takes, the policy of its scheme, 304 for a matching ETag. */
export function sendPage(page: CachedPage, req: IncomingMessage, res: ServerResponse, https: boolean) {
  for (const [name, value] of page.headers) res.setHeader(name, value)
  res.setHeader('Content-Security-Policy', https ? page.policy.https : page.policy.http)
  const vary = page.vary ? `${page.vary}, Accept-Encoding` : 'Accept-Encoding'
  const marks = visitorHeaders(page.dependence, vary) ?? { Vary: vary }
  for (const [name, value] of Object.entries(marks)) res.setHeader(name, value)
  if (page.etag && req.headers['if-none-match'] === page.etag) {
    res.writeHead(304)
    res.end()
    return
  }
  const encoding = chooseEncoding(req.headers['accept-encoding'] as string | undefined)
  const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.identity
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding)
  res.setHeader('Content-Length', body.length)
  res.writeHead(200)
  res.end(req.method === 'HEAD' ? undefined : body)
}
