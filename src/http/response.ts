/**
 * What happens to an answer Next.js writes, in stages: internal headers dropped, cookies bounded, the connection
 * closed after an unread upload, the visitor-dependence Vary restored, HTML held to hash its inline scripts.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { visitorHeaders, type VisitorDependence } from '../lib/visitor-dependence'
import { scriptsAfterPaint } from './after-paint'
import { decodeBody, encodeBody, inlineScriptHashes } from './inline-scripts'
import {
  boundCookie,
  contentSecurityPolicy,
  isSvgType,
  SVG_FILE_POLICY,
  type PolicyOptions,
} from './security'

/** A complete HTML page as Next.js answered it, with what the policy needs. */
export interface FinishedPage {
  statusCode: number
  headers: OutgoingHttpHeaders
  /** The body, decoded (Next.js may have gzipped it). */
  html: Buffer
  scriptHashes: string[]
}

export interface ResponseContext {
  req: IncomingMessage
  https: boolean
  policy: PolicyOptions
  /** What the answer depends on besides the address, when the route decision was made (src/http/fast-path.ts). */
  dependence?: VisitorDependence
  /** Called once a page is sent, with everything needed to keep it. */
  onPage?: (page: FinishedPage) => void
}

/** Inline-script hashes of recently seen pages by ETag (a page is scanned once, not on every request). */
const hashCache = new Map<string, string[]>()
const HASH_CACHE_SIZE = 4_000

function headerOf(res: ServerResponse, args: unknown[], name: string): string {
  const fromArgs = args.find(
    (a): a is Record<string, unknown> => typeof a === 'object' && a !== null && !Array.isArray(a),
  )
  const value =
    res.getHeader(name) ??
    (fromArgs ? Object.entries(fromArgs).find(([k]) => k.toLowerCase() === name)?.[1] : undefined)
  return String(value ?? '').toLowerCase()
}

/** Stages 1 to 3, on the answer's head. */
function settleHead(res: ServerResponse, ctx: ResponseContext) {
  res.removeHeader('x-middleware-rewrite')
  // The framework's own cache notes (x-nextjs-cache, -prerender, -stale-time) go; whether the page came from the
  // cache stays, in the standard header (RFC 9211), which the bench and the tests read.
  const note = res.getHeader('x-nextjs-cache')
  if (note !== undefined) res.setHeader('Cache-Status', cacheStatus(String(note)))
  for (const name of res.getHeaderNames()) if (name.startsWith('x-nextjs-')) res.removeHeader(name)
  const cookies = res.getHeader('set-cookie')
  if (cookies !== undefined)
    res.setHeader(
      'set-cookie',
      (Array.isArray(cookies) ? cookies : [String(cookies)]).map((c) => boundCookie(c, ctx.https)),
    )
  if (ctx.req.destroyed && !ctx.req.complete) res.setHeader('Connection', 'close')
}

/** The framework's cache note as a Cache-Status (RFC 9211) of the site's cache: a hit, a stale hit, or a miss. */
export function cacheStatus(note: string): string {
  const upper = note.toUpperCase()
  return upper === 'HIT'
    ? 'site; hit'
    : upper === 'STALE'
      ? 'site; hit; detail=stale'
      : 'site; fwd=miss'
}

/**
 * Stage 4, on a page's head: the marks of an answer that depends on the visitor, with the framework's Vary. Returns
 * the headers as Next.js set them, which the server's page cache keeps.
 */
function settleVisitorHeaders(
  res: ServerResponse,
  ctx: ResponseContext,
  statusCode: number,
): OutgoingHttpHeaders {
  const asSet = res.getHeaders()
  const marks =
    statusCode === 200 && ctx.dependence
      ? visitorHeaders(ctx.dependence, headerOf(res, [], 'vary') || undefined)
      : null
  for (const [name, value] of Object.entries(marks ?? {})) res.setHeader(name, value)
  return asSet
}

/** A site page's scripts moved after the first paint (src/http/after-paint.ts), re-encoded; nothing when unchanged. */
function pageForVisitors(
  url: string,
  body: Buffer,
  encoding: string,
): { body: Buffer; html: Buffer } | undefined {
  if (url.startsWith('/admin')) return undefined
  try {
    const text = decodeBody(body, encoding).toString('utf8')
    const changed = scriptsAfterPaint(text)
    if (changed === text) return undefined
    const html = Buffer.from(changed)
    return { body: encodeBody(html, encoding), html }
  } catch {
    // An unreadable body goes as it came; the policy stage reports it.
    return undefined
  }
}

/** Installs the pipeline on a response Next.js is about to write. */
export function finishResponse(res: ServerResponse, ctx: ResponseContext) {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse
  const write = res.write.bind(res) as (...args: unknown[]) => boolean
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse
  let mode: 'undecided' | 'pass' | 'hold' = 'undecided'
  let head: unknown[] = []
  const chunks: Buffer[] = []
  let keptHeaders: OutgoingHttpHeaders = {}

  res.writeHead = ((statusCode: number, ...rest: unknown[]) => {
    if (mode === 'pass') return writeHead(statusCode, ...rest)
    if (mode === 'hold') {
      head = [statusCode, ...rest]
      return res
    }
    settleHead(res, ctx)
    const type = headerOf(res, rest, 'content-type')
    const html = type.startsWith('text/html')
    if (html || statusCode === 304)
      keptHeaders = settleVisitorHeaders(res, ctx, statusCode === 304 ? 200 : statusCode)
    if (!html || ctx.req.method === 'HEAD' || statusCode === 204 || statusCode === 304) {
      mode = 'pass'
      if (html)
        res.setHeader('Content-Security-Policy', contentSecurityPolicy(ctx.policy, [], ctx.https))
      else if (isSvgType(type)) res.setHeader('Content-Security-Policy', SVG_FILE_POLICY)
      return writeHead(statusCode, ...rest)
    }
    mode = 'hold'
    head = [statusCode, ...rest]
    // Later implicit heads (Node.js asks for one on every write while none was sent) repeat this status.
    res.statusCode = statusCode
    return res
  }) as ServerResponse['writeHead']

  const collect = (chunk: unknown, encoding: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return
    chunks.push(
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : Buffer.from(chunk as Uint8Array),
    )
  }

  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (mode === 'undecided' && !res.headersSent) res.writeHead(res.statusCode)
    if (mode !== 'hold') return write(chunk, ...rest)
    collect(chunk, rest[0])
    const callback = rest.find((r) => typeof r === 'function') as (() => void) | undefined
    if (callback) process.nextTick(callback)
    return true
  }) as ServerResponse['write']

  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (mode === 'undecided' && !res.headersSent) res.writeHead(res.statusCode)
    if (mode !== 'hold') return end(chunk, ...rest)
    collect(chunk, rest[0])
    let body: Buffer = Buffer.concat(chunks)
    let html: Buffer | undefined
    const rewritten = pageForVisitors(
      ctx.req.url ?? '/',
      body,
      headerOf(res, [], 'content-encoding'),
    )
    if (rewritten) ({ body, html } = rewritten)
    const etag = res.getHeader('etag')
    let hashes = etag ? hashCache.get(String(etag)) : undefined
    if (!hashes) {
      hashes = []
      try {
        html ??= decodeBody(body, headerOf(res, [], 'content-encoding'))
        const found = inlineScriptHashes(html.toString('utf8'))
        hashes = found.hashes
        if (found.refused > 0)
          console.warn(
            `CSP: ${found.refused} inline script(s) of ${ctx.req.url} are not the framework's and will not run`,
          )
      } catch (error) {
        console.error(
          `CSP: could not read the HTML of ${ctx.req.url}; its inline scripts will not run`,
          error,
        )
      }
      if (etag) {
        if (hashCache.size >= HASH_CACHE_SIZE)
          hashCache.delete(hashCache.keys().next().value as string)
        hashCache.set(String(etag), hashes)
      }
    }
    res.setHeader('Content-Security-Policy', contentSecurityPolicy(ctx.policy, hashes, ctx.https))
    res.removeHeader('Transfer-Encoding')
    res.setHeader('Content-Length', body.byteLength)
    mode = 'pass'
    writeHead(...head)
    const callback = rest.find((r) => typeof r === 'function')
    const result = callback ? end(body, callback) : end(body)
    if (ctx.onPage) {
      try {
        html ??= decodeBody(body, headerOf(res, [], 'content-encoding'))
        ctx.onPage({
          statusCode: head[0] as number,
          headers: {
            ...res.getHeaders(),
            'cache-control': keptHeaders['cache-control'],
            vary: keptHeaders.vary,
          },
          html,
          scriptHashes: hashes,
        })
      } catch {
        // Not kept: the next request asks Next.js again.
      }
    }
    return result
  }) as ServerResponse['end']
}
