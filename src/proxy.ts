/**
 * Runs before every page request Next.js answers: the route decision (src/lib/route-decision.ts) as a redirect, or a
 * rewrite to the internal /{locale} tree; a 404 is a rewrite to an address no page has (src/app/global-not-found.tsx).
 */
import { NextResponse, type NextRequest } from 'next/server'
import { COOKIE_SECURE } from '@/config'
import type { Locale } from '@/i18n/locales'
import { COOKIES, DRAFT_MODE_COOKIES, maxAgeOf } from '@/lib/cookies'
import { NOT_FOUND_HEADER, SITE_LOCALE_HEADER, SITE_PATH_HEADER } from '@/lib/request-headers'
import { decideRoute, type RouteRequest } from '@/lib/route-decision'
import { siteTables, siteTablesWithin } from '@/server/site-tables/slot'
import { visitorDependence, visitorHeaders } from '@/lib/visitor-dependence'

/** How long the first requests after start wait for the tables (src/server/site-tables/slot.ts) to load. */
const FIRST_LOAD_WAIT_MS = 5_000

function setLocaleCookies(response: NextResponse, locale: Locale) {
  for (const cookie of [COOKIES.locale, COOKIES.myLocale])
    response.cookies.set(cookie.name, locale, {
      path: '/',
      maxAge: maxAgeOf(cookie),
      sameSite: 'lax',
      secure: COOKIE_SECURE,
    })
}

export async function proxy(req: NextRequest) {
  // Only the first requests after start wait; until the tables load, no editor redirect applies and pages decide 404s.
  const tables = siteTables() ?? (await siteTablesWithin(FIRST_LOAD_WAIT_MS))
  const request = routeRequestOf(req)
  const decision = decideRoute(request, tables)
  const marks: Record<string, string> = visitorHeaders(visitorDependence(decision, request)) ?? {}
  if (decision.kind === 'redirect')
    return new NextResponse(null, {
      status: decision.status,
      headers: { Location: decision.location, ...marks },
    })
  const internal = req.nextUrl.clone()
  internal.pathname = decision.internal
  const requestHeaders = new Headers(req.headers)
  requestHeaders.set(SITE_LOCALE_HEADER, decision.locale)
  requestHeaders.set(SITE_PATH_HEADER, decision.sitePath)
  if (decision.notFound) requestHeaders.set(NOT_FOUND_HEADER, decision.notFound)
  else requestHeaders.delete(NOT_FOUND_HEADER)
  const response = NextResponse.rewrite(internal, { request: { headers: requestHeaders } })
  // Next.js keeps this Cache-Control; a page's Vary it replaces with its own (server.ts adds these names back).
  for (const [name, value] of Object.entries(marks)) response.headers.set(name, value)
  // Arriving on another language from one of our own pages is a language switch: remember it.
  if (decision.switchedFrom) setLocaleCookies(response, decision.locale)
  return response
}

/** What the route decision reads of a request. */
function routeRequestOf(req: NextRequest): RouteRequest {
  const url = req.url
  const queryAt = url.indexOf('?')
  return {
    host: req.headers.get('host'),
    path: req.nextUrl.pathname,
    search: queryAt === -1 ? '' : url.slice(queryAt),
    localeCookie: req.cookies.get(COOKIES.locale.name)?.value,
    acceptLanguage: req.headers.get('accept-language'),
    referer: req.headers.get('referer'),
    userAgent: req.headers.get('user-agent'),
    // server.ts lets the draft-mode cookie through only with a valid, unexpired preview session of a current editor.
    preview: DRAFT_MODE_COOKIES.some((name) => req.cookies.has(name)),
  }
}

export const config = {
  matcher: [
    '/((?!(?:api|cms|admin|_next)(?:/|$)|.*\\.(?:ico|png|jpe?g|gif|webp|avif|svg|txt|xml|json|js|mjs|css|map|woff2?|webmanifest)$).*)',
  ],
}
