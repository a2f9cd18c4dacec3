/**
 * What the site's answers promise about security, as pure functions the HTTP server applies (server.ts,
 * src/http/response.ts): headers of every answer, the Content-Security-Policy of HTML, bounded cookies, which
 * request lines are served at all.
 *
 * The pages are prerendered once and served to everyone, so they cannot carry a per-request nonce. Instead the
 * server reads each HTML answer before it leaves, hashes the inline scripts that are the framework's own data
 * pushes (React Server Components payload, Turbopack chunk list: their argument must parse as JSON, so nothing
 * else can hide in them; src/http/inline-scripts.ts), and allows exactly those hashes in the answer's Content-Security-Policy. Any other
 * inline script, injected or not, gets no hash and does not run. Script files come only from the site itself, the
 * chat hosts on the allowlist and Google's identity host; there is no `unsafe-eval` and no `unsafe-inline` for
 * scripts.
 */
import type { IncomingMessage } from 'node:http'
import { SCRIPT_ELEMENT, scriptHash } from './inline-scripts'

export interface PolicyOptions {
  /** Hosts chat widget scripts may come from (CHAT_SCRIPT_HOSTS). */
  chatHosts: readonly string[]
  /** Origins the pages send API calls and statistics to, besides their own (an absolute API base). */
  connectOrigins: readonly string[]
  /** The site's own origins: the only pages that may frame ours (the CMS live preview). */
  siteOrigins: readonly string[]
  /** What the statistics markup admins configure needs (see markupAllowances); changes at run time. */
  markup?: MarkupAllowances
  /**
   * `npm run dev`: Next.js's development build evaluates code (React's dev tools, fast refresh) and keeps a
   * websocket open for hot reloading. Never set in production.
   */
  dev?: boolean
}

export interface MarkupAllowances {
  /** Hashes of the inline scripts in the markup. */
  scriptHashes: string[]
  /** Origins its script files come from (they usually report to the same origin). */
  origins: string[]
}

/**
 * The site's statistics markup (`statistical_title` / `statistical_body`, which only admins may change) is
 * trusted as admins wrote it: its inline scripts by hash, its script files by origin (https only).
 */
export function markupAllowances(markup: string): MarkupAllowances {
  const hashes = new Set<string>()
  const origins = new Set<string>()
  for (const [, attributes = '', text = ''] of markup.matchAll(SCRIPT_ELEMENT)) {
    const src = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes)
    if (src) {
      try {
        const url = new URL((src[1] ?? src[2] ?? src[3] ?? '').replace(/^\/\//, 'https://'))
        if (url.protocol === 'https:') origins.add(url.origin)
      } catch {
        // Not a URL: the browser will not load it either.
      }
    } else if (text.trim()) {
      hashes.add(scriptHash(text))
    }
  }
  return { scriptHashes: [...hashes], origins: [...origins] }
}

/** Google Identity Services (one-tap): its script, button styles and iframe all live under this path. */
const GOOGLE_IDENTITY = 'https://accounts.google.com/gsi/'

/** The Content-Security-Policy of an HTML answer whose allowed inline scripts have these hashes. */
export function contentSecurityPolicy(options: PolicyOptions, scriptHashes: readonly string[], https: boolean): string {
  const chat = options.chatHosts.map((h) => `https://${h}`)
  const chatSockets = options.chatHosts.map((h) => `wss://${h}`)
  const markup = options.markup ?? { scriptHashes: [], origins: [] }
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    [
      'script-src',
      "'self'",
      // Development streams its pages with inline scripts of its own that no hash list covers, and a hash in the
      // list would switch 'unsafe-inline' off: pages did not hydrate under `npm run dev`.
      ...(options.dev ? ["'unsafe-inline'", "'unsafe-eval'"] : [...scriptHashes, ...markup.scriptHashes]),
      `${GOOGLE_IDENTITY}client`,
      ...chat,
      ...markup.origins,
    ],
    // React and the chat widgets set style attributes; styles cannot run code.
    ['style-src', "'self'", "'unsafe-inline'", `${GOOGLE_IDENTITY}style`, ...chat],
    ['img-src', "'self'", 'data:', 'blob:', ...chat, ...markup.origins],
    ['font-src', "'self'", 'data:', ...chat],
    ['connect-src', "'self'", ...options.connectOrigins, GOOGLE_IDENTITY, ...chat, ...chatSockets, ...markup.origins, ...(options.dev ? ['ws:'] : [])],
    ['frame-src', "'self'", GOOGLE_IDENTITY, ...chat],
    ['media-src', "'self'"],
    ['worker-src', "'self'", 'blob:'],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'self'", ...options.siteOrigins],
  ]
  if (https) directives.push(['upgrade-insecure-requests'])
  return directives.map((d) => d.join(' ')).join('; ')
}

/** Headers every answer carries (pages, API, assets). */
export function baseSecurityHeaders(https: boolean): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // Features the site never uses are off for it and anything it embeds.
    'Permissions-Policy':
      'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), hid=(), magnetometer=(), microphone=(), midi=(), payment=(), serial=(), usb=(), xr-spatial-tracking=()',
    // Google's sign-in opens a popup that must be able to talk back to the page.
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    'X-Frame-Options': 'SAMEORIGIN',
    ...(https ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' } : {}),
  }
}

/**
 * A server, not a forward proxy: only origin-form targets (`/path?query`) are served. An absolute-form target
 * (`GET http://127.0.0.1:18999/x`) would otherwise reach Next.js, which treats a target with a foreign host as a
 * rewrite to that host and fetches it for the client (a server-side request forgery); `*` (OPTIONS) and
 * authority-form (CONNECT) name no resource here. Methods the site does not serve (TRACE, CONNECT, WebDAV's) get
 * a 405 instead of the framework's 500.
 */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const
export function requestLineProblem(method: string | undefined, url: string | undefined): { status: 400 | 405; message: string } | null {
  if (!url || url[0] !== '/') return { status: 400, message: 'The request target must be a path on this server (origin form).' }
  if (!(ALLOWED_METHODS as readonly string[]).includes(method ?? '')) return { status: 405, message: `Method ${method ?? ''} is not allowed.` }
  return null
}

/**
 * What is wrong with a request's path, if anything: a client's mistake, answered 400 before any route sees it.
 * - Percent-encoding that does not decode (`/api/%zz`, `/cms/api/x%e2%82`): Next.js answers it with a 500 on every
 *   route the proxy does not answer first (the API, the CMS, files), failing to render its own 400 page.
 * - A control character once decoded (`/%00.png`, `/blog/a%0Ab`): no page, file or API path has one. Next.js
 *   rendered such a path as a page and then failed to store it in its cache (a NUL cannot be in a file name).
 */
export function pathProblem(path: string): string | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(path)
  } catch {
    return 'The path is not valid percent-encoded UTF-8.'
  }
  return /[\u0000-\u001f\u007f]/.test(decoded) ? 'The path contains a control character.' : null
}

/**
 * Cross-Origin-Resource-Policy of an answer. Pages, the API and the CMS are for the site's own origins
 * (`same-site` covers the Chinese origin on a subdomain); files meant to be shown anywhere (scripts and styles of
 * the build, images, uploaded media, social cards) stay embeddable by other sites.
 */
export function resourcePolicy(path: string): 'same-site' | 'cross-origin' {
  return /^\/(?:_next\/(?:static|image)\/?|cms\/api\/media\/file\/|media\/)/.test(path) || /\.(?:png|jpe?g|gif|webp|avif|svg|ico|woff2?)$/i.test(path)
    ? 'cross-origin'
    : 'same-site'
}

/**
 * The Content-Security-Policy of an SVG file. Shown in an `<img>` an SVG never runs script, but opened by its
 * address it is a document of this origin, and an uploaded one may carry script: here it runs none, loads nothing
 * from elsewhere and has an origin of its own (sandbox).
 */
export const SVG_FILE_POLICY = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; font-src 'self' data:; sandbox"

/** Whether an answer's Content-Type is an SVG image. */
export const isSvgType = (contentType: string) => /^image\/svg\+xml\s*(?:;|$)/i.test(contentType)

/** Lifetime given to a cookie that was set without one (Next.js's draft-mode cookie): a working day. */
export const UNBOUNDED_COOKIE_SECONDS = 8 * 60 * 60

/** A Set-Cookie value with a bounded lifetime, SameSite, and Secure over https, whoever wrote it. */
export function boundCookie(cookie: string, https: boolean): string {
  let out = cookie
  if (!/;\s*(max-age|expires)\s*=/i.test(out)) out += `; Max-Age=${UNBOUNDED_COOKIE_SECONDS}`
  if (!/;\s*samesite\s*=/i.test(out)) out += '; SameSite=Lax'
  if (https && !/;\s*secure\s*(;|$)/i.test(out)) out += '; Secure'
  return out
}

/** Request headers only the framework or this server may set: dropped from what visitors send. */
export function stripInternalHeaders(req: IncomingMessage, internal: readonly string[]) {
  for (const name of Object.keys(req.headers)) {
    if (name.startsWith('x-middleware-') || name.startsWith('x-invoke-') || name.startsWith('x-nextjs-') || internal.includes(name)) {
      delete req.headers[name]
    }
  }
}
