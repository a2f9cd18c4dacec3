/**
 * Step 5 of server.ts: what the proxy's own route decision lets the server answer without Next.js (redirects, kept
 * pages, 404 templates). Pages are kept under the page they render, so an unread query string makes no entry.
 */
import { readdirSync } from 'node:fs'
import type { IncomingMessage } from 'node:http'
import path from 'node:path'
import { originDefaultLocale } from '../i18n/locales'
import { originForHost, parsePublicPath } from '../i18n/urls'
import { COOKIES } from '../lib/cookies'
import { asksForDraftMode, cookieValue } from '../lib/preview-session'
import { decideRoute, type RouteDecision, type RouteRequest } from '../lib/route-decision'
import { SEARCH_MAX_CHARS } from '../lib/search/query'
import { FILE_PATH, isFileRoute } from '../lib/routes'
import type { SiteTables } from '../lib/site-tables'
import {
  visitorDependence,
  visitorHeaders,
  type VisitorDependence,
} from '../lib/visitor-dependence'
import { rateLimit } from '../server/api/http'
import { throttleKey } from '../server/sign-in/throttle'
import { isSentinelAddress, type TemplateRequest } from './page-templates'
import type { Answer } from './request'

type PageDecision = Extract<RouteDecision, { kind: 'page' }>

export type Routed =
  /** Answered here: a redirect. */
  | { action: 'answer'; answer: Answer }
  /** A page every visitor the decision sends here gets alike: from the cache under `key`, or from Next.js and then kept. */
  | { action: 'page'; key: string; decision: PageDecision; dependence: VisitorDependence }
  /** Counted against the client first (429 past the limit); then a 404 from its template, or Next.js. */
  | { action: 'limited'; limit: keyof typeof PER_MINUTE; template?: TemplateRequest }
  /** Next.js answers; `dependence`, when the route decision was made, is what its answer depends on. */
  | { action: 'next'; dependence?: VisitorDependence }

/** What one client may ask for in a minute: 404s (a visitor follows a few dead links, a scanner thousands) and searches. */
export const PER_MINUTE = { 'not-found': 120, search: 60 } as const

/**
 * What the visitor typed is answered from a template up to this length: React sends longer strings apart, with their
 * length, which a template cannot follow.
 */
const TEMPLATE_MAX_TYPED = 400

/** Paths that are never pages: the product API, the CMS and its admin, the framework's files. */
const NOT_PAGES = /^\/(?:api|cms|admin|_next)(?:\/|$)/

/** What the route decision reads of a request as server.ts prepared it. */
export function routeRequestOf(req: IncomingMessage): RouteRequest {
  const url = req.url ?? '/'
  const queryAt = url.indexOf('?')
  const cookie = req.headers.cookie ?? ''
  return {
    host: req.headers.host,
    path: queryAt === -1 ? url : url.slice(0, queryAt),
    search: queryAt === -1 ? '' : url.slice(queryAt),
    localeCookie: cookieValue(cookie, COOKIES.locale.name),
    acceptLanguage: req.headers['accept-language'],
    referer: req.headers.referer,
    userAgent: req.headers['user-agent'],
    preview: asksForDraftMode(cookie),
  }
}

/** Request headers of Next.js's client router: a navigation or prefetch asks for the server-components payload. */
export const ROUTER_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-state-tree'] as const
const asksForPayload = (req: IncomingMessage) =>
  ROUTER_HEADERS.some((name) => req.headers[name] !== undefined)

/** The page cache's key for a page: the origin and the page Next.js renders for it. */
export const pageKey = (decision: PageDecision) => `${decision.origin} ${decision.internal}`

/** Step 5: what to do with a request, from the route decision. `publicFiles`: the paths `public/` serves. */
export function routeFast(
  req: IncomingMessage,
  tables: SiteTables | null,
  publicFiles: ReadonlySet<string>,
): Routed {
  const method = req.method ?? 'GET'
  const url = req.url ?? '/'
  if (
    (method !== 'GET' && method !== 'HEAD') ||
    NOT_PAGES.test(url) ||
    req.headers['next-action'] !== undefined
  )
    return { action: 'next' }
  // A template's own address is rendered (by the server itself, never counted: src/http/page-templates.ts).
  if (isSentinelAddress(url)) return { action: 'next' }
  const request = routeRequestOf(req)
  if (!tables)
    return { action: 'next', dependence: visitorDependence(decideRoute(request, null), request) }
  if (FILE_PATH.test(request.path)) {
    if (publicFiles.has(request.path) || isFileRoute(request.path)) return { action: 'next' }
    const origin = originForHost(request.host)
    const typed = request.path + request.search
    // In the language its prefix names, when that language lives on this origin.
    const parsed = parsePublicPath(origin, request.path)
    const locale = parsed.canonical ? originDefaultLocale[origin] : parsed.locale
    const template: TemplateRequest = {
      origin,
      locale,
      kind: { page: 'not-found', notFound: 'route' },
      typed,
    }
    return {
      action: 'limited',
      limit: 'not-found',
      template: typed.length > TEMPLATE_MAX_TYPED ? undefined : template,
    }
  }
  const decision = decideRoute(request, tables)
  const dependence = visitorDependence(decision, request)
  if (decision.kind === 'redirect') {
    const headers = {
      Location: decision.location,
      'Content-Length': '0',
      ...visitorHeaders(dependence),
    }
    return { action: 'answer', answer: { status: decision.status, headers, body: '' } }
  }
  if (decision.notFound) {
    const limit = { action: 'limited', limit: 'not-found' } as const
    if (dependence.personal || asksForPayload(req)) return limit
    if (decision.sitePath.length > TEMPLATE_MAX_TYPED) return limit
    const kind = { page: 'not-found', notFound: decision.notFound } as const
    return {
      ...limit,
      template: {
        origin: decision.origin,
        locale: decision.locale,
        kind,
        typed: decision.sitePath,
      },
    }
  }
  if (decision.internal.endsWith('/search')) {
    const query = new URLSearchParams(request.search)
    const q = (query.get('q') ?? '').trim().slice(0, SEARCH_MAX_CHARS)
    if (q) {
      // A search that finds nothing, everywhere (not in one section), comes from its template; a query starting with
      // `$` is sent escaped by React, and one in a section also shows in a link: those are rendered.
      const templated =
        !query.has('section') && !q.startsWith('$') && !asksForPayload(req) && !dependence.personal
      const template: TemplateRequest = {
        origin: decision.origin,
        locale: decision.locale,
        kind: { page: 'no-results' },
        typed: q,
      }
      return { action: 'limited', limit: 'search', ...(templated ? { template } : {}) }
    }
  }
  // The cache holds whole pages (not a navigation's payload), and none that is one visitor's own.
  if (asksForPayload(req) || dependence.personal) return { action: 'next', dependence }
  return { action: 'page', key: pageKey(decision), decision, dependence }
}

/** The paths a `public/` folder serves. */
export function publicFiles(dir: string): Set<string> {
  const files = new Set<string>()
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true }))
    if (entry.isFile())
      files.add(
        `/${path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`,
      )
  return files
}

/** A limited request within its client's limit goes on (to its template or Next.js); past it, a 429. */
export async function withinLimit(
  routed: Extract<Routed, { action: 'limited' }>,
  ip: string,
): Promise<Answer | null> {
  const wait = await rateLimit(`${routed.limit}:${throttleKey(ip)}`, PER_MINUTE[routed.limit])
  if (wait === null) return null
  const what = routed.limit === 'search' ? 'searches' : 'requests for missing pages'
  return {
    status: 429,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Retry-After': String(wait),
      'Cache-Control': 'no-store',
    },
    body: `Too many ${what}. Try again in ${wait} s.`,
  }
}
