/**
 * The security headers, Content-Security-Policy, cookie bounds and accepted request lines, as pure functions.
 * Prerendered pages cannot carry a nonce, so the policy allows the hashes of the framework's own inline scripts
 * (src/http/inline-scripts.ts) and nothing else inline; no `unsafe-eval`, no `unsafe-inline` for scripts.
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
  /** `npm run dev`: Next.js's development build evaluates code and keeps a hot-reload websocket. Never in production. */
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
export function contentSecurityPolicy(
  options: PolicyOptions,
  scriptHashes: readonly string[],
  https: boolean,
): string {
  const chat = options.chatHosts.map((h) => `https://${h}`)
  const chatSockets = options.chatHosts.map((h) => `wss://${h}`)
  const markup = options.markup ?? { scriptHashes: [], origins: [] }
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    [
      'script-src',
      "'self'",
      // Development streams inline scripts no hash list covers, and any hash would switch 'unsafe-inline' off.
      ...(options.dev
        ? ["'unsafe-inline'", "'unsafe-eval'"]
        : [...scriptHashes, ...markup.scriptHashes]),
      `${GOOGLE_IDENTITY}client`,
      ...chat,
      ...markup.origins,
    ],
    // React and the chat widgets set style attributes; styles cannot run code.
    ['style-src', "'self'", "'unsafe-inline'", `${GOOGLE_IDENTITY}style`, ...chat],
    ['img-src', "'self'", 'data:', 'blob:', ...chat, ...markup.origins],
    ['font-src', "'self'", 'data:', ...chat],
    [
      'connect-src',
      "'self'",
      ...options.connectOrigins,
      GOOGLE_IDENTITY,
      ...chat,
      ...chatSockets,
      ...markup.origins,
      ...(options.dev ? ['ws:'] : []),
    ],
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
 * Only origin-form targets (`/path?query`): Next.js would fetch an absolute-form target's foreign host for the
 * client (a server-side request forgery). Methods the site does not serve get a 405 instead of the framework's 500.
 */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const
export function requestLineProblem(
  method: string | undefined,
  url: string | undefined,
): { status: 400 | 405; message: string } | null {
  if (!url || url[0] !== '/')
    return {
      status: 400,
      message: 'The request target must be a path on this server (origin form).',
    }
  if (!(ALLOWED_METHODS as readonly string[]).includes(method ?? ''))
    return { status: 405, message: `Method ${method ?? ''} is not allowed.` }
  return null
}

/**
 * What is wrong with a request's path, answered 400 before any route sees it: percent-encoding that does not decode
 * (Next.js answers a 500 outside the proxy's routes), or a decoded control character (no path has one; a NUL breaks
 * Next.js's cache file names).
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
 * Cross-Origin-Resource-Policy: `same-site` (which covers the Chinese subdomain) for pages, the API and the CMS;
 * build files, images, media and social cards stay embeddable elsewhere.
 */
export function resourcePolicy(path: string): 'same-site' | 'cross-origin' {
  return /^\/(?:_next\/(?:static|image)\/?|cms\/api\/media\/file\/|media\/)/.test(path) ||
    /\.(?:png|jpe?g|gif|webp|avif|svg|ico|woff2?)$/i.test(path)
    ? 'cross-origin'
    : 'same-site'
}

/** An SVG opened by its address is a document of this origin and an upload may carry script: it runs none, sandboxed. */
export const SVG_FILE_POLICY =
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; font-src 'self' data:; sandbox"

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
    if (
      name.startsWith('x-middleware-') ||
      name.startsWith('x-invoke-') ||
      name.startsWith('x-nextjs-') ||
      internal.includes(name)
    ) {
      delete req.headers[name]
    }
  }
}
