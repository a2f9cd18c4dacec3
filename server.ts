/**
 * The production HTTP server: Next.js's request handler behind two small duties that must happen before
 * Next.js sees a request or after it answers:
 * - paths with repeated slashes or backslashes are handed to the proxy intact (Next.js would otherwise answer
 *   them with its own 308 first), so every pre-navigation redirect is one hop;
 * - pages the proxy marks as not found (the site's 404 pages render as ordinary pages) answer with status 404;
 * - security headers on every answer, and on HTML the Content-Security-Policy with its framework scripts' hashes
 *   (src/server/http-security.ts); headers only the framework or this server may set are dropped from requests;
 * - the statistics beacon is answered on a worker thread, not by Next.js (src/server/beacon-thread.ts);
 * - on SIGTERM it stops taking connections and finishes the requests under way before it exits.
 */
import { spawn } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import path from 'node:path'
import type { TLSSocket } from 'node:tls'
import next from 'next'
import { CHAT_SCRIPT_HOSTS, DATA_DIR, getPayloadSecret, S3_MEDIA, SITE_URL, SITE_URL_ZH } from './src/config'
import { CLIENT_API_BASE } from './src/lib/public-config'
import { guardDraftMode } from './src/lib/preview-session'
import { isSitePath } from './src/lib/redirect-target'
import { siteTables } from './src/lib/site-tables'
import { clientIp, normalizeIp } from './src/lib/client-ip'
import { CLIENT_IP_HEADER, RAW_PATH_HEADER, SITE_LOCALE_HEADER, SITE_PATH_HEADER, STATUS_HEADER } from './src/lib/request-headers'
import { BeaconThread } from './src/server/beacon-thread'
import { asciiAdminRedirect, cmsBodyProblem, cmsRequestProblem, fileMethodProblem, missingMediaFile, pageMethodProblem } from './src/server/cms-guards'
import { cmsRoutes } from './src/lib/cms-routes'
import { isLoginRequest, sharedLoginThrottle } from './src/server/login-throttle'
import { ALLOWED_METHODS, requestLineProblem, resourcePolicy, baseSecurityHeaders, guardCookies, guardHtml, markupAllowances, setMarkupAllowances, stripInternalHeaders, type PolicyOptions } from './src/server/http-security'

const port = Number.parseInt(process.env.PORT || '3000', 10)
const hostname = process.env.HOSTNAME || '0.0.0.0'

/** Proxies (load balancers) whose X-Forwarded-For is believed, comma-separated. */
const trustedProxies = new Set((process.env.TRUSTED_PROXIES || '').split(',').map((s) => s.trim()).filter(Boolean))

/**
 * Next.js keeps which cache tags were revalidated in memory only, so after a restart its on-disk data cache
 * could serve entries an editor had already invalidated. The data cache is derived from the database: start
 * every process with it empty.
 */
rmSync(path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'cache', 'fetch-cache'), { recursive: true, force: true })

const app = next({ dev: false, dir: process.cwd(), port, hostname })
const handle = app.getRequestHandler()

function forwardRawPath(req: IncomingMessage) {
  delete req.headers[RAW_PATH_HEADER]
  const url = req.url || '/'
  const queryAt = url.indexOf('?')
  const path = queryAt === -1 ? url : url.slice(0, queryAt)
  if (!/\/\/|\\/.test(path)) return
  req.headers[RAW_PATH_HEADER] = path
  req.url = path.replace(/[\\/]+/g, '/') + (queryAt === -1 ? '' : url.slice(queryAt))
}

/**
 * The image optimizer fetches `url` from this server and answers 500 when that answer is a redirect (`/Pricing`)
 * or the path is odd (`/\\host`): only clean paths of the CMS's media files and of image files reach it
 * (remote images are not configured).
 */
function imageRequestAllowed(url: string): boolean {
  if (!url.startsWith('/_next/image')) return true
  const target = new URL(url, 'http://localhost').searchParams.get('url')
  if (target === null) return true
  const path = target.split('?', 1)[0] as string
  return isSitePath(target) && (path.startsWith('/cms/api/media/file/') || /\.(?:png|jpe?g|gif|webp|avif|svg|ico)$/i.test(path))
}

/** Whether a request carries a body (a length above 0, or chunked). */
const hasBody = (req: IncomingMessage) => Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined

/**
 * A path whose percent-encoding does not decode (`/api/%zz`, `/cms/api/x%e2%82`) is the client's mistake, but
 * Next.js answers it with a 500 on every route the proxy does not answer first (the API, the CMS, files): it fails
 * to render its own 400 page. Such requests are answered 400 here, in the API's JSON envelope under /api/.
 */
function decodablePath(url: string): boolean {
  const queryAt = url.indexOf('?')
  try {
    decodeURIComponent(queryAt === -1 ? url : url.slice(0, queryAt))
    return true
  } catch {
    return false
  }
}

/**
 * An answer that starts after the request body was abandoned half-read (the API answers 413 once an upload passes
 * its limit and stops reading) closes the connection: the unread rest of that body would otherwise stall the
 * kept-alive connection until its timeout resets it, failing the next request the client sends on it.
 */
function closeAfterAbandonedBody(req: IncomingMessage, res: ServerResponse) {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse
  res.writeHead = ((...args: unknown[]) => {
    if (req.destroyed && !req.complete) res.setHeader('Connection', 'close')
    return writeHead(...args)
  }) as ServerResponse['writeHead']
}

function applyStatusMarker(res: ServerResponse) {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse
  res.writeHead = ((statusCode: number, ...rest: unknown[]) => {
    const marker = res.getHeader(STATUS_HEADER)
    if (marker !== undefined) {
      res.removeHeader(STATUS_HEADER)
      const status = Number(marker)
      if (statusCode === 200 && status >= 400 && status < 500) {
        statusCode = status
        // The not-found page is the same for every missing address; a cache must not keep it for one that may be
        // published in a minute (Next.js marks the prerendered page immutable for a year).
        res.setHeader('Cache-Control', 'no-store')
      }
    }
    return writeHead(statusCode, ...rest)
  }) as ServerResponse['writeHead']
}

const policy: PolicyOptions = {
  chatHosts: CHAT_SCRIPT_HOSTS,
  connectOrigins: /^https?:\/\//.test(CLIENT_API_BASE) ? [new URL(CLIENT_API_BASE).origin] : [],
  siteOrigins: [SITE_URL, SITE_URL_ZH],
}
/** The headers every answer carries, built once (not on every request). */
const SECURE_HEADERS = { http: Object.entries(baseSecurityHeaders(false)), https: Object.entries(baseSecurityHeaders(true)) }
/** Where uploaded media live without a bucket (src/cms/collections/media.ts). */
const MEDIA_DIR = path.join(DATA_DIR, 'media')
const SITE_IS_HTTPS = SITE_URL.startsWith('https:') && SITE_URL_ZH.startsWith('https:')
const INTERNAL_HEADERS = [CLIENT_IP_HEADER, RAW_PATH_HEADER, SITE_LOCALE_HEADER, SITE_PATH_HEADER, STATUS_HEADER]
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim()

/**
 * The statistics beacon is answered on its own thread (src/server/beacon-thread.ts): decrypting and storing
 * hundreds of batches a second there leaves this thread to the pages. With a backlog of 512 batches it answers
 * 503 with Retry-After; the page keeps its events and sends them again (their ids make a resend harmless).
 */
const BEACON_PATH = `${CLIENT_API_BASE.startsWith('/') ? CLIENT_API_BASE : '/api'}/stats/collect`
const isBeacon = (req: IncomingMessage) => req.method === 'POST' && (req.url === BEACON_PATH || req.url?.startsWith(`${BEACON_PATH}?`) === true)

const PAYLOAD_SECRET = getPayloadSecret()
const beacons = new BeaconThread()
await app.prepare()
const server = createServer((req, res) => {
  const refused = requestLineProblem(req.method, req.url)
  if (refused) {
    // Before anything reads the target: Next.js would fetch an absolute-form target on the client's behalf.
    for (const [name, value] of SECURE_HEADERS.http) res.setHeader(name, value)
    res.setHeader('Cross-Origin-Resource-Policy', 'same-site')
    res.writeHead(refused.status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', Connection: 'close', ...(refused.status === 405 ? { Allow: ALLOWED_METHODS.join(', ') } : {}) })
    res.end(refused.message)
    return
  }
  stripInternalHeaders(req, INTERNAL_HEADERS)
  const viaProxy = trustedProxies.has(normalizeIp(req.socket.remoteAddress ?? ''))
  if (!viaProxy) {
    // Only a proxy of ours may say which host and scheme the visitor used.
    delete req.headers['x-forwarded-host']
    delete req.headers['x-forwarded-proto']
    delete req.headers['x-forwarded-port']
  }
  // Over TLS, through a trusted proxy that says so, or on a site whose configured origins are https (a proxy that
  // terminates TLS without saying so must not cost the visitor HSTS or Secure cookies).
  const https = Boolean((req.socket as TLSSocket).encrypted) || first(req.headers['x-forwarded-proto']) === 'https' || SITE_IS_HTTPS
  const forwarded = req.headers['x-forwarded-for']
  const ip = clientIp(req.socket.remoteAddress, Array.isArray(forwarded) ? forwarded.join(',') : forwarded, trustedProxies)
  req.headers[CLIENT_IP_HEADER] = ip
  forwardRawPath(req)
  // Draft mode (which skips the proxy's 404 guard and the page cache) only with a current editor's own session.
  const tables = siteTables()
  const cookie = guardDraftMode(req.headers.cookie, PAYLOAD_SECRET, tables ? { role: (id) => tables.staff.get(id), listedAt: tables.builtAt } : null)
  if (cookie === undefined || cookie === '') delete req.headers.cookie
  else req.headers.cookie = cookie
  for (const [name, value] of https ? SECURE_HEADERS.https : SECURE_HEADERS.http) res.setHeader(name, value)
  res.setHeader('Cross-Origin-Resource-Policy', resourcePolicy(req.url ?? '/'))
  if (!decodablePath(req.url ?? '/')) {
    const api = (req.url ?? '').startsWith('/api/')
    res.writeHead(400, { 'Content-Type': `${api ? 'application/json' : 'text/plain'}; charset=utf-8`, 'Cache-Control': 'no-store' })
    const msg = 'The path is not valid percent-encoded UTF-8.'
    res.end(api ? JSON.stringify({ code: 400, msg, data: null }) : msg)
    return
  }
  const requestPath = (req.url ?? '/').split('?', 1)[0] as string
  const method = req.method ?? 'GET'
  const cmsRefusal =
    cmsRequestProblem(method, requestPath, cmsRoutes()) ??
    cmsBodyProblem(method, requestPath, req.headers['content-type'], hasBody(req)) ??
    missingMediaFile(requestPath, S3_MEDIA ? null : MEDIA_DIR, existsSync) ??
    fileMethodProblem(method, requestPath) ??
    pageMethodProblem(method, requestPath, req.headers['next-action'] !== undefined)
  if (cmsRefusal) {
    res.writeHead(cmsRefusal.status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...(cmsRefusal.allow ? { Allow: cmsRefusal.allow.join(', ') } : {}) })
    res.end(JSON.stringify({ errors: [{ message: cmsRefusal.message }] }))
    return
  }
  req.url = asciiAdminRedirect(req.url ?? '/') ?? req.url
  if (!imageRequestAllowed(req.url ?? '/')) {
    res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
    res.end('"url" must be the path of an image on this site.')
    return
  }
  if (isLoginRequest(req.method ?? 'GET', req.url ?? '/')) {
    // CMS sign-in (and password reset) attempts per address, counted in Redis across instances when configured;
    // Payload also locks an account after 5 failures. The body waits (unread) for the answer.
    void sharedLoginThrottle(ip).then((wait) => {
      if (wait === null) return proceed(req, res, https)
      res.writeHead(429, { 'Content-Type': 'application/json; charset=utf-8', 'Retry-After': String(wait), 'Cache-Control': 'no-store' })
      res.end(JSON.stringify({ errors: [{ message: `Too many sign-in attempts. Try again in ${wait} s.` }] }))
    })
    return
  }
  proceed(req, res, https)
})

/** The rest of a request's way once the checks above let it through: the beacon's thread, or Next.js. */
function proceed(req: IncomingMessage, res: ServerResponse, https: boolean) {
  guardCookies(res, https)
  if (isBeacon(req)) {
    beacons.handle(req, res)
    return
  }
  guardHtml(req, res, policy, https)
  applyStatusMarker(res)
  closeAfterAbandonedBody(req, res)
  void handle(req, res)
}

// CONNECT and Upgrade requests bypass the 'request' event: without listeners Node.js closes them silently, and
// nothing here proxies a tunnel or a WebSocket. Answer them plainly instead.
for (const event of ['connect', 'upgrade'] as const) {
  server.on(event, (_req: IncomingMessage, socket: import('node:stream').Duplex) => {
    socket.end('HTTP/1.1 400 Bad Request\r\nContent-Type: text/plain; charset=utf-8\r\nConnection: close\r\nContent-Length: 43\r\n\r\nThis server does not tunnel or upgrade.\r\n\r\n')
  })
}

server.listen(port, hostname, () => {
  console.log(`Site ready on http://localhost:${port}`)
  void refreshMarkupPolicy()
})

/** The statistics markup admins configure in the CMS, allowed by the pages' policy (re-read every 15 s). */
async function refreshMarkupPolicy() {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/home/base-info`, { signal: AbortSignal.timeout(5_000) })
    const body = (await res.json()) as { code: number; data?: { statistical_title?: string; statistical_body?: string } }
    if (body.code === 0 && body.data) setMarkupAllowances(policy, markupAllowances(`${body.data.statistical_title ?? ''}\n${body.data.statistical_body ?? ''}`))
  } catch {
    // Keep the last allowances; the next round retries.
  }
}
setInterval(() => void refreshMarkupPolicy(), 15_000).unref()

/**
 * The statistics job (roll-ups, retention) runs in its own process a minute after start and every 6 hours
 * (STATS_JOB_HOURS; 0 turns it off, for example when a cron runs `npm run stats:job` instead).
 */
const statsJobHours = Number(process.env.STATS_JOB_HOURS ?? 6)
if (statsJobHours > 0) {
  const runStatsJob = () => {
    const child = spawn(process.execPath, [path.join(process.cwd(), 'node_modules/tsx/dist/cli.mjs'), 'scripts/stats-job.ts'], { stdio: 'inherit', env: process.env })
    child.on('error', (error) => console.error('Statistics job failed to start', error))
  }
  setTimeout(runStatsJob, 60_000).unref()
  setInterval(runStatsJob, statsJobHours * 3_600_000).unref()
}

let stopping = false
let inFlight = 0
// Before the handler above: it may answer at once (429, 503), after which no header can be set any more.
server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => {
  inFlight++
  if (stopping) res.setHeader('Connection', 'close')
  res.once('close', () => inFlight--)
})

/**
 * Graceful stop: no new connections; requests under way (a statistics batch being stored) finish and are answered,
 * idle keep-alive connections are closed as they fall idle, then the process exits. Nothing acknowledged is lost.
 */
function shutdown(signal: string) {
  if (stopping) return
  stopping = true
  console.log(`${signal}: closing the server (${inFlight} request(s) under way)`)
  server.close(() => {
    console.log(`${signal}: all requests answered, exiting`)
    process.exit(0)
  })
  setInterval(() => server.closeIdleConnections(), 100).unref()
  setTimeout(() => {
    console.error(`${signal}: ${inFlight} request(s) still open after 25 s, exiting`)
    process.exit(1)
  }, 25_000).unref()
}
process.on('SIGTERM', () => shutdown('SIGTERM'))
process.on('SIGINT', () => shutdown('SIGINT'))
