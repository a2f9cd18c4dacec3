/**
 * Prerendered pages answered by the HTTP server itself, as a CDN in front of Next.js would: the HTML with its gzip and
 * brotli bodies and its policy, for GETs of pages that are not one visitor's own (src/lib/visitor-dependence.ts).
 * An entry is stale once the site tables' version moves, so a publish reaches every instance.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { visitorHeaders, type VisitorDependence } from '../lib/visitor-dependence'

const brotli = promisify(brotliCompress)
const gz = promisify(gzip)

/**
 * Brotli quality when stored, and once served `HOT_AFTER` times: quality 10 costs many times the CPU of 5 for a few
 * percent fewer bytes, which a crawler walking every address would pay on each store. Hot pages get the best bytes.
 */
const QUICK_BROTLI = 5
const BEST_BROTLI = 10
const HOT_AFTER = 4
const brotliAt = (body: Buffer, quality: number) =>
  brotli(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  })

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
  async store(
    key: string,
    page: Omit<CachedPage, 'gzip' | 'br' | 'bytes' | 'served'>,
    current: () => string,
  ): Promise<void> {
    if (this.pending.has(key) || this.entries.get(key)?.generation === page.generation) return
    this.pending.add(key)
    try {
      const [gzipped, brotlied] = await Promise.all([
        gz(page.identity, { level: 9 }),
        brotliAt(page.identity, QUICK_BROTLI),
      ])
      if (current() !== page.generation) return
      const entry: CachedPage = {
        ...page,
        gzip: gzipped,
        br: brotlied,
        served: 0,
        bytes: page.identity.length + gzipped.length + brotlied.length,
      }
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
export function keptHeaders(
  headers: Record<string, number | string | string[] | undefined>,
): [string, string | string[]][] {
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
export function chooseEncoding(
  acceptEncoding: string | undefined,
  offered: readonly ('br' | 'gzip')[] = ['br', 'gzip'],
): 'br' | 'gzip' | 'identity' {
  const accepted = new Map<string, number>()
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';')
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean)
    if (name) accepted.set(name.trim(), q === undefined ? 1 : Number(q))
  }
  const weight = (name: string) =>
    accepted.get(name) ?? (accepted.has('*') ? (accepted.get('*') as number) : 0)
  return offered.find((name) => weight(name) > 0) ?? 'identity'
}

/**
 * Whether a response may be kept: an HTML page Next.js served from its static cache (its note is the Cache-Status,
 * src/http/response.ts), setting no cookie, and not marked as one visitor's own (`no-store`).
 */
export function cacheableResponse(
  statusCode: number,
  headers: Record<string, number | string | string[] | undefined>,
): boolean {
  if (statusCode !== 200 || headers['cache-status'] === undefined) return false
  if (!String(headers['content-type'] ?? '').startsWith('text/html')) return false
  if (headers['set-cookie'] !== undefined) return false
  return !/\bno-store\b/.test(String(headers['cache-control'] ?? ''))
}

/** Writes a kept page: the encoding the client takes, the policy of its scheme, 304 for a matching ETag. */
export function sendPage(
  page: CachedPage,
  req: IncomingMessage,
  res: ServerResponse,
  https: boolean,
) {
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
