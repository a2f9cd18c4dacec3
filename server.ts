/**
 * The production HTTP server: Next.js behind one request pipeline, steps 1-8 below (drawn in docs/architecture.md),
 * plus the statistics jobs' schedule and a graceful stop.
 */
import { rmSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import path from 'node:path'
import next from 'next'
import {
  CHAT_SCRIPT_HOSTS,
  DATA_DIR,
  DIST_DIR,
  getPayloadSecret,
  LISTEN_HOST,
  PAGE_CACHE_MB,
  PORT,
  S3_MEDIA,
  SITE_IS_HTTPS,
  SITE_URL,
  SITE_URL_ZH,
  TRUSTED_PROXIES,
} from './src/config'
import { publicFiles, routeFast, withinLimit, type Routed } from './src/http/fast-path'
import { PageTemplates, selfRendered } from './src/http/page-templates'
import { sendPage } from './src/http/page-cache'
import { keptPages } from './src/http/kept-pages'
import { serveBuiltConfig } from './src/http/built-config'
import { refusal, prepareRequest, refusedRequestLine, type Answer } from './src/http/request'
import { finishResponse } from './src/http/response'
import {
  baseSecurityHeaders,
  contentSecurityPolicy,
  resourcePolicy,
  type PolicyOptions,
} from './src/http/security'
import { CLIENT_API_BASE } from './src/lib/public-config'
import { siteTables, siteTablesWithin } from './src/server/site-tables/slot'
import { BeaconThread } from './src/server/beacon/thread'
import { scheduleStatsJobs } from './src/server/stats/schedule'
import { isLoginRequest, sharedLoginThrottle } from './src/server/sign-in/throttle'

// Next.js keeps revalidated cache tags in memory only: after a restart its on-disk data cache could serve entries
// an editor had invalidated. That cache is derived from the database: every process starts with it empty.
rmSync(path.join(process.cwd(), DIST_DIR, 'cache', 'fetch-cache'), { recursive: true, force: true })

// Next.js names itself 0.0.0.0 whatever address is bound (LISTEN_HOST): it makes redirects to its own host relative
// (the proxy's must stay absolute) and proxies a rewrite to any other origin, such as `localhost` for 127.0.0.1.
const NEXT_HOSTNAME = '0.0.0.0'
// `npm run dev` runs this same server (`--dev`): the same pipeline, status codes, policy, throttle and beacon
// thread, around Next.js's development build.
const DEV = process.argv.includes('--dev')
if (!DEV) serveBuiltConfig(DIST_DIR)
const app = next({ dev: DEV, dir: process.cwd(), port: PORT, hostname: NEXT_HOSTNAME })
const handle = app.getRequestHandler()

const policy: PolicyOptions = {
  chatHosts: CHAT_SCRIPT_HOSTS,
  connectOrigins: /^https?:\/\//.test(CLIENT_API_BASE) ? [new URL(CLIENT_API_BASE).origin] : [],
  siteOrigins: [SITE_URL, SITE_URL_ZH],
  dev: DEV,
}
/** The headers every answer carries, built once. */
const SECURE_HEADERS = {
  http: Object.entries(baseSecurityHeaders(false)),
  https: Object.entries(baseSecurityHeaders(true)),
}
/** Uploaded media on this machine (src/cms/collections/media.ts), or none when they are in a bucket. */
const MEDIA_DIR = S3_MEDIA ? null : path.join(DATA_DIR, 'media')
const PAYLOAD_SECRET = getPayloadSecret()

const { pages, generation, keep: keepPage } = keptPages(policy, PAGE_CACHE_MB)

/** The paths `public/` serves (any other file address is the site's 404, not the framework's). */
const PUBLIC_FILES = publicFiles(path.join(process.cwd(), 'public'))

/** Each language's 404 pages and empty search, rendered once per content version by this server for a made-up address. */
const templates = new PageTemplates(
  selfRendered(PORT, (hashes: string[], https: boolean) =>
    contentSecurityPolicy(policy, hashes, https),
  ),
)

const send = (res: ServerResponse, answer: Answer) => {
  res.writeHead(answer.status, answer.headers)
  res.end(answer.body)
}

// Its worker starts after this thread's CMS has loaded, not beside it (a worker start sometimes hangs).
const beacons = new BeaconThread(siteTablesWithin(30_000))
/** `POST {api}/stats/collect`: the beacon's thread answers it (hundreds of batches a second stay off this one). */
const BEACON_PATH = `${CLIENT_API_BASE.startsWith('/') ? CLIENT_API_BASE : '/api'}/stats/collect`
const isBeacon = (req: IncomingMessage) =>
  req.method === 'POST' &&
  (req.url === BEACON_PATH || req.url?.startsWith(`${BEACON_PATH}?`) === true)

await app.prepare()

// Idle kept-alive connections outlive nginx's upstream keepalive_timeout (60 s): with Node's 5 s, nginx may reuse a
// socket just as this server closes it and answer 502.
const server = createServer({ keepAliveTimeout: 65_000, headersTimeout: 66_000 }, (req, res) => {
  // 1. Request line.
  const badLine = refusedRequestLine(req)
  if (badLine) {
    for (const [name, value] of SECURE_HEADERS.http) res.setHeader(name, value)
    res.setHeader('Cross-Origin-Resource-Policy', 'same-site')
    return send(res, badLine)
  }
  // 2. Request.
  const { https, ip } = prepareRequest(req, {
    trustedProxies: TRUSTED_PROXIES,
    siteIsHttps: SITE_IS_HTTPS,
    secret: PAYLOAD_SECRET,
  })
  // 3. Headers every answer carries.
  for (const [name, value] of https ? SECURE_HEADERS.https : SECURE_HEADERS.http)
    res.setHeader(name, value)
  res.setHeader('Cross-Origin-Resource-Policy', resourcePolicy(req.url ?? '/'))
  // 4. Refusals.
  const refused = refusal(req, MEDIA_DIR)
  if (refused) return send(res, refused)
  // 5. Fast path.
  const routed = routeFast(req, siteTables(), PUBLIC_FILES)
  if (routed.action === 'answer') return send(res, routed.answer)
  if (routed.action === 'page') {
    const current = generation()
    const page = current ? pages.get(routed.key, current) : undefined
    if (page) {
      pages.served(routed.key, page)
      return sendPage(page, req, res, https)
    }
  }
  if (routed.action === 'limited') return void limited(req, res, https, ip, routed)
  // 6. Sign-in.
  if (isLoginRequest(req.method ?? 'GET', req.url ?? '/')) {
    // Per address, across instances when Redis is configured; the per-account slow-down is in the CMS.
    void sharedLoginThrottle(ip).then((wait) => {
      if (wait === null) return toNext(req, res, https, null)
      send(res, {
        status: 429,
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'Retry-After': String(wait),
          'Cache-Control': 'no-store',
        },
        body: JSON.stringify({
          errors: [{ message: `Too many sign-in attempts. Try again in ${wait} s.` }],
        }),
      })
    })
    return
  }
  // 7. Beacon.
  if (isBeacon(req)) return beacons.handle(req, res)
  // 8. Next.js.
  toNext(req, res, https, routed)
})

function toNext(req: IncomingMessage, res: ServerResponse, https: boolean, routed: Routed | null) {
  // The tables this answer is made from are at least as new as these: kept under them, never under newer ones.
  const seen = generation()
  const keep = routed?.action === 'page' ? routed : null
  const dependence =
    routed?.action === 'page' || routed?.action === 'next' ? routed.dependence : undefined
  finishResponse(res, {
    req,
    https,
    policy,
    dependence,
    onPage: keep ? (page) => keepPage(keep, page, seen) : undefined,
  })
  void handle(req, res)
}

/** 404s and searches, counted per client first; then from a template when there is one (src/http/page-templates.ts). */
async function limited(
  req: IncomingMessage,
  res: ServerResponse,
  https: boolean,
  ip: string,
  routed: Extract<Routed, { action: 'limited' }>,
) {
  const refused = await withinLimit(routed, ip)
  if (refused) return send(res, refused)
  const current = generation()
  if (
    routed.template &&
    current &&
    (await templates.answer(routed.template, current, req, res, https))
  )
    return
  toNext(req, res, https, null)
}

// CONNECT and Upgrade requests bypass the 'request' event: without listeners Node.js closes them silently. Nothing
// here proxies a tunnel or a WebSocket: they are answered plainly (but for Next.js's hot reload in development).
const upgradeForDev = DEV ? app.getUpgradeHandler() : undefined
for (const event of ['connect', 'upgrade'] as const) {
  server.on(event, (req: IncomingMessage, socket: import('node:stream').Duplex, head: Buffer) => {
    if (
      event === 'upgrade' &&
      upgradeForDev &&
      req.url?.startsWith('/_next/') &&
      refusedRequestLine(req) === null
    )
      return void upgradeForDev(req, socket, head)
    socket.end(
      'HTTP/1.1 400 Bad Request\r\nContent-Type: text/plain; charset=utf-8\r\nConnection: close\r\nContent-Length: 43\r\n\r\nThis server does not tunnel or upgrade.\r\n\r\n',
    )
  })
}

server.listen(PORT, LISTEN_HOST, () =>
  console.log(`Site ready on http://localhost:${PORT}${DEV ? ' (development)' : ''}`),
)

// The statistics jobs, each in its own process (src/server/stats/schedule.ts); today's only after new beacon batches.
if (!DEV) scheduleStatsJobs(import.meta.url, () => beacons.accepted)

let stopping = false
let inFlight = 0
// Before the handler above: it may answer at once (429, 503), after which no header can be set any more.
server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => {
  inFlight++
  if (stopping) res.setHeader('Connection', 'close')
  res.once('close', () => inFlight--)
})

/** Graceful stop: requests under way finish and are answered before the process exits, so nothing acknowledged is lost. */
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
