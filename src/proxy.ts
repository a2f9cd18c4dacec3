/**
 * Runs before every page request: the spec's pre-navigation redirects (one hop, query kept), editor-defined
 * redirects, then locale routing (origin and prefix, detection on the root, rewrite to the internal /{locale} tree).
 */
import { NextResponse, type NextRequest } from 'next/server'
import { COOKIE_SECURE, REDIRECT_HOSTS } from '@/config'
import { preferredLocale } from '@/i18n/detect'
import { originDefaultLocale, prefixedLocales, type Locale } from '@/i18n/locales'
import { localeOfReferer, localeUrl, originForHost, origins, parsePublicPath } from '@/i18n/urls'
import { parseMarkdownPath } from '@/lib/content-paths'
import { COOKIES, DRAFT_MODE_COOKIES, maxAgeOf } from '@/lib/cookies'
import { normalizePath } from '@/lib/pre-navigation'
import { redirectLocation, withQuery } from '@/lib/redirect-target'
import { redirectKey } from '@/lib/redirect-table'
import type { LoadedRouteIndex } from '@/lib/route-index'
import { RAW_PATH_HEADER, SITE_LOCALE_HEADER, SITE_PATH_HEADER, STATUS_HEADER } from '@/lib/request-headers'
import { runRouteGuard } from '@/lib/route-guards'
import { siteTables, siteTablesWithin } from '@/lib/site-tables'
import { internalPath, matchRoute, type RouteMatch } from '@/lib/routes'

/** How long the first requests after start wait for the tables (src/lib/site-tables.ts) to load. */
const FIRST_LOAD_WAIT_MS = 5_000

function redirect(location: string, status: 301 | 302, vary?: string): NextResponse {
  const response = new NextResponse(null, { status, headers: { Location: location } })
  if (vary) {
    response.headers.set('Vary', vary)
    response.headers.set('Cache-Control', 'private, no-store')
  }
  return response
}

function setLocaleCookies(response: NextResponse, locale: Locale) {
  for (const cookie of [COOKIES.locale, COOKIES.myLocale])
    response.cookies.set(cookie.name, locale, { path: '/', maxAge: maxAgeOf(cookie), sameSite: 'lax', secure: COOKIE_SECURE })
}

/**
 * Why a path is a 404, if it is: 'route' when no page route matches, 'validation' when the route's guard,
 * or a guard an editor attached through a redirect entry, refuses it (the guards of solutions and alternatives
 * check the language's offer: src/i18n/availability.ts).
 */
function notFoundKind(
  match: RouteMatch | null,
  rest: string,
  locale: Locale,
  query: URLSearchParams,
  index: LoadedRouteIndex | null,
  extraGuards?: string[] | null,
): 'route' | 'validation' | null {
  if (!match) return 'route'
  const page = query.get('page')
  const params = match.route.target?.includes(':page') && page !== null ? { ...match.params, page } : match.params
  const guards = [...(match.route.guard ? [match.route.guard] : []), ...(extraGuards ?? [])]
  for (const name of guards) if (!runRouteGuard(name, { locale, path: rest, params, index })) return 'validation'
  return null
}

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path)

export async function proxy(req: NextRequest) {
  const { search } = req.nextUrl
  // The HTTP server collapses repeated slashes before Next.js sees them and hands over the raw path.
  const pathname = req.headers.get(RAW_PATH_HEADER) || req.nextUrl.pathname
  const origin = originForHost(req.headers.get('host'))
  const base = origins[origin]

  const path = normalizePath(pathname, { prefixedLocales, hasQuery: search.length > 1 })

  // Built from the database in this process and kept current by src/server/site-tables-loader.ts; only the first
  // requests after start wait for them. Until they load, no editor redirect applies and pages decide their own 404s.
  const tables = siteTables() ?? (await siteTablesWithin(FIRST_LOAD_WAIT_MS))
  const entry = tables?.redirects.get(redirectKey(origin, path))
  // A target that is not (or no longer) allowed, say after REDIRECT_HOSTS changed, is ignored, never followed.
  const editorTarget = entry?.to ? redirectLocation(entry.to, base, REDIRECT_HOSTS) : null
  if (editorTarget) return redirect(withQuery(editorTarget, search), entry?.permanent === false ? 302 : 301)

  if (path !== pathname) return redirect(base + path + search, 301)

  const parsed = parsePublicPath(origin, withoutTrailingSlash(path))
  if (parsed.canonical) return redirect(parsed.canonical + search, 301)

  const fromLocale = localeOfReferer(req.headers.get('referer'))
  if (parsed.rest === '/' && parsed.locale === originDefaultLocale[origin] && fromLocale === undefined) {
    // Detection only on an origin's root, only for arrivals from outside the site; no preference, no redirect.
    const preferred = preferredLocale({
      cookie: req.cookies.get(COOKIES.locale.name)?.value,
      acceptLanguage: req.headers.get('accept-language'),
    })
    if (preferred && preferred !== parsed.locale) {
      return redirect(withQuery(localeUrl(preferred, '/'), search), 302, 'Cookie, Accept-Language')
    }
  }

  // An article's Markdown version: the article's route and its checks decide, the Markdown route answers.
  const markdown = parseMarkdownPath(parsed.rest)
  const rest = markdown ? `/${markdown.section}/${markdown.id}` : parsed.rest
  const match = matchRoute(rest)
  const query = req.nextUrl.searchParams
  // An editor previewing drafts may open a page that is not published yet: the page decides. server.ts lets the
  // draft-mode cookie through only with a valid, unexpired preview session of a current editor or admin
  // (src/lib/preview-session.ts); any other request meets the guards.
  const preview = DRAFT_MODE_COOKIES.some((name) => req.cookies.has(name))
  const notFound = preview && match ? null : notFoundKind(match, rest, parsed.locale, query, tables?.routeIndex ?? null, entry?.appMiddleware)
  const target = notFound || !match ? `/404/${notFound ?? 'route'}` : internalPath(match, query, rest)
  const internal = req.nextUrl.clone()
  internal.pathname = target === '/' ? `/${parsed.locale}` : `/${parsed.locale}${target}`
  if (markdown && !notFound) internal.pathname = `/md/${parsed.locale}/${markdown.section}/${markdown.id}`

  const requestHeaders = new Headers(req.headers)
  requestHeaders.delete(RAW_PATH_HEADER)
  requestHeaders.set(SITE_LOCALE_HEADER, parsed.locale)
  // The address as the visitor asked for it, query included (the 404 shows it whole).
  requestHeaders.set(SITE_PATH_HEADER, path + search)

  const response = NextResponse.rewrite(internal, { request: { headers: requestHeaders } })
  if (notFound) response.headers.set(STATUS_HEADER, '404')
  // Arriving on another language from one of our own pages is a language switch: remember it.
  if (fromLocale !== undefined && fromLocale !== parsed.locale) setLocaleCookies(response, parsed.locale)
  return response
}

export const config = {
  matcher: ['/((?!(?:api|cms|admin|_next)(?:/|$)|.*\\.(?:ico|png|jpe?g|gif|webp|avif|svg|txt|xml|json|js|mjs|css|map|woff2?|webmanifest)$).*)'],
}
