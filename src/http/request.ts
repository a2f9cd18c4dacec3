/** Steps 1-4 of server.ts: the request line, the request's headers and address, and clear 4xx refusals. */
import { existsSync } from 'node:fs'
import type { IncomingMessage } from 'node:http'
import type { TLSSocket } from 'node:tls'
import { clientIp, normalizeIp } from '../lib/client-ip'
import { cmsRoutes } from '../server/site-tables/slot'
import { guardDraftMode } from '../lib/preview-session'
import { isSitePath } from '../lib/redirects/target'
import {
  CLIENT_IP_HEADER,
  NOT_FOUND_HEADER,
  SITE_LOCALE_HEADER,
  SITE_PATH_HEADER,
} from '../lib/request-headers'
import { staffList } from '../server/site-tables/slot'
import {
  asciiAdminRedirect,
  cmsBodyProblem,
  cmsRequestProblem,
  fileMethodProblem,
  missingMediaFile,
  pageMethodProblem,
} from './cms-guards'
import { ALLOWED_METHODS, pathProblem, requestLineProblem, stripInternalHeaders } from './security'

/** An answer server.ts writes itself. */
export interface Answer {
  status: number
  headers: Record<string, string>
  body: string
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}): Answer => ({
  status,
  headers: {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    ...headers,
  },
  body: JSON.stringify(body),
})
const text = (status: number, body: string, headers: Record<string, string> = {}): Answer => ({
  status,
  headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  body,
})

/** Step 1: a request line the server does not serve (absolute form, `*`, an unknown method). */
export function refusedRequestLine(req: IncomingMessage): Answer | null {
  const problem = requestLineProblem(req.method, req.url)
  if (!problem) return null
  // Before anything reads the target: Next.js would fetch an absolute-form target on the client's behalf.
  return text(problem.status, problem.message, {
    Connection: 'close',
    ...(problem.status === 405 ? { Allow: ALLOWED_METHODS.join(', ') } : {}),
  })
}

export interface RequestOptions {
  trustedProxies: ReadonlySet<string>
  /** The configured origins are https (a proxy that terminates TLS without saying so is still https). */
  siteIsHttps: boolean
  /** The CMS secret (preview sessions are signed with it). */
  secret: string
}

/**
 * Request headers only this server sets for the layers behind it; anything a visitor sends under them goes. (The
 * server's calls to itself carry a random token of the process, INTERNAL_TOKEN_HEADER, checked where it is used.)
 */
const INTERNAL_HEADERS = [CLIENT_IP_HEADER, NOT_FOUND_HEADER, SITE_LOCALE_HEADER, SITE_PATH_HEADER]
const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim()

/** Step 2. Returns whether the visitor is on https and their address. */
export function prepareRequest(
  req: IncomingMessage,
  options: RequestOptions,
): { https: boolean; ip: string } {
  stripInternalHeaders(req, INTERNAL_HEADERS)
  if (!options.trustedProxies.has(normalizeIp(req.socket.remoteAddress ?? ''))) {
    // Only a proxy of ours may say which host and scheme the visitor used.
    delete req.headers['x-forwarded-host']
    delete req.headers['x-forwarded-proto']
    delete req.headers['x-forwarded-port']
  }
  const https =
    Boolean((req.socket as TLSSocket).encrypted) ||
    first(req.headers['x-forwarded-proto']) === 'https' ||
    options.siteIsHttps
  const forwarded = req.headers['x-forwarded-for']
  const ip = clientIp(
    req.socket.remoteAddress,
    Array.isArray(forwarded) ? forwarded.join(',') : forwarded,
    options.trustedProxies,
  )
  req.headers[CLIENT_IP_HEADER] = ip
  // Draft mode (which skips the proxy's 404 guard and the page cache) only with a current editor's own session.
  const cookie = guardDraftMode(req.headers.cookie, options.secret, staffList())
  if (cookie === undefined || cookie === '') delete req.headers.cookie
  else req.headers.cookie = cookie
  req.url = asciiAdminRedirect(req.url ?? '/') ?? req.url
  return { https, ip }
}

/** The image optimizer answers 500 for a `url` that redirects or is odd (`/\\host`): only clean image paths reach it. */
function imageRequestAllowed(url: string): boolean {
  if (!url.startsWith('/_next/image')) return true
  const target = new URL(url, 'http://localhost').searchParams.get('url')
  if (target === null) return true
  const path = target.split('?', 1)[0] as string
  return (
    isSitePath(target) &&
    (path.startsWith('/cms/api/media/file/') ||
      /\.(?:png|jpe?g|gif|webp|avif|svg|ico)$/i.test(path))
  )
}

/** Whether a request carries a body (a length above 0, or chunked). */
const hasBody = (req: IncomingMessage) =>
  Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined

/** Step 3: the first refusal that applies, or null. `mediaDir`: local uploads (null when they are in a bucket). */
export function refusal(req: IncomingMessage, mediaDir: string | null): Answer | null {
  const url = req.url ?? '/'
  const path = url.split('?', 1)[0] as string
  const method = req.method ?? 'GET'
  const msg = pathProblem(path)
  if (msg)
    return path.startsWith('/api/') ? json(400, { code: 400, msg, data: null }) : text(400, msg)
  const problem =
    cmsRequestProblem(method, path, cmsRoutes()) ??
    cmsBodyProblem(method, path, req.headers['content-type'], hasBody(req)) ??
    missingMediaFile(path, mediaDir, existsSync) ??
    fileMethodProblem(method, path) ??
    pageMethodProblem(method, path, req.headers['next-action'] !== undefined)
  if (problem)
    return json(
      problem.status,
      { errors: [{ message: problem.message }] },
      problem.allow ? { Allow: problem.allow.join(', ') } : {},
    )
  if (!imageRequestAllowed(url))
    return text(400, '"url" must be the path of an image on this site.')
  return null
}
