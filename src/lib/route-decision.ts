/**
 * Where a page request goes (redirect chains followed to one hop, root language detection, the route or its 404),
 * decided in one place for the proxy and the server's fast path, so the two never disagree.
 */
import { REDIRECT_HOSTS } from '@/config'
import { preferredLocale } from '@/i18n/detect'
import {
  isUnprefixed,
  originDefaultLocale,
  prefixedLocales,
  type Locale,
  type SiteOrigin,
} from '@/i18n/locales'
import { localeOfReferer, localeUrl, originForHost, origins, parsePublicPath } from '@/i18n/urls'
import { isCrawler } from './bots'
import { parseMarkdownPath } from './content-paths'
import { normalizePath } from './pre-navigation'
import { redirectLocation, withQuery } from './redirects/target'
import { redirectKey, type RedirectEntry } from './redirects/table'
import { runRouteGuard } from './route-guards'
import type { LoadedRouteIndex } from './route-index'
import { internalPath, matchRoute } from './routes'
import type { SiteTables } from './site-tables'

/** What the decision reads of a request. */
export interface RouteRequest {
  host: string | null | undefined
  /** The path as the visitor wrote it (repeated slashes and backslashes included). */
  path: string
  /** The query as sent, with its `?`, or ''. Kept byte for byte in every redirect. */
  search: string
  /** The remembered-language cookie. */
  localeCookie?: string | null
  acceptLanguage?: string | null
  referer?: string | null
  userAgent?: string | null
  /** An editor's draft preview: unpublished pages are the page's to decide. */
  preview?: boolean
}

export type NotFoundKind = 'route' | 'validation'

export type RouteDecision =
  | {
      kind: 'redirect'
      location: string
      status: 301 | 302
      /** Language detection chose the target. */ detected?: true
    }
  | {
      kind: 'page'
      origin: SiteOrigin
      locale: Locale
      /**
       * The page Next.js renders: `/{locale}/…`, `/md/…`; for a 404 `/{locale}/404/{kind}`, which names no page (Next.js
       * answers it from src/app/global-not-found.tsx, with status 404).
       */
      internal: string
      /** The address as asked for, query included (the 404 page shows it). */
      sitePath: string
      notFound: NotFoundKind | null
      /** Arrived from the site's pages in another language: a language switch, remembered in cookies. */
      switchedFrom?: Locale
      /** An origin's root, where detection runs. */
      root: boolean
    }

type Tables = Pick<SiteTables, 'redirects' | 'routeIndex'> | null

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path)
/** A language's home with a query keeps a trailing slash (spec section 2): `/ru/?x=1`. */
const homeWithQuery = (locale: Locale, rest: string, search: string) =>
  rest === '/' && search.length > 1 && !isUnprefixed(locale) ? '/' : ''

/** The redirect one step of the rules makes, or null when the request is at its address. */
function step(
  origin: SiteOrigin,
  pathname: string,
  search: string,
  tables: Tables,
): { location: string; status: 301 | 302 } | null {
  const base = origins[origin]
  const path = normalizePath(pathname, { prefixedLocales, hasQuery: search.length > 1 })
  const entry: RedirectEntry | undefined = tables?.redirects.get(redirectKey(origin, path))
  // A target that is not allowed (say REDIRECT_HOSTS changed since it was entered) is ignored, never followed.
  const target = entry?.to ? redirectLocation(entry.to, base, REDIRECT_HOSTS) : null
  if (target)
    return { location: withQuery(target, search), status: entry?.permanent === false ? 302 : 301 }
  const parsed = parsePublicPath(origin, withoutTrailingSlash(path))
  if (parsed.canonical)
    return {
      location: parsed.canonical + homeWithQuery(parsed.locale, parsed.rest, search) + search,
      status: 301,
    }
  if (path !== pathname) return { location: base + path + search, status: 301 }
  return null
}

/** The site origin and path of an absolute address on one of the site's origins, else null. */
function ownAddress(location: string): { origin: SiteOrigin; path: string; search: string } | null {
  for (const origin of ['global', 'zh'] as const) {
    const base = origins[origin]
    if (!location.startsWith(`${base}/`)) continue
    const rest = location.slice(base.length)
    const q = rest.search(/[?#]/)
    if (q !== -1 && rest[q] === '#') return null
    return {
      origin,
      path: q === -1 ? rest : rest.slice(0, q),
      search: q === -1 ? '' : rest.slice(q),
    }
  }
  return null
}

/** Rule steps are followed this far within one answer; a longer chain ends where it is. */
export const MAX_REDIRECT_STEPS = 8

export interface RedirectTrail {
  /** Each hop the rules make from the request, in order. */
  hops: { location: string; status: 301 | 302 }[]
  /** The hops come back to an address they passed (or go on past MAX_REDIRECT_STEPS). */
  loop: boolean
}

/** The redirects the rules make from a request, followed on the site's own addresses until they stop or loop. */
export function redirectTrail(
  origin: SiteOrigin,
  path: string,
  search: string,
  tables: Tables,
): RedirectTrail {
  const hops: RedirectTrail['hops'] = []
  const seen = new Set([`${origin} ${path}`])
  let next = step(origin, path, search, tables)
  while (next) {
    hops.push(next)
    const own = ownAddress(next.location)
    if (!own) return { hops, loop: false }
    const key = `${own.origin} ${own.path}`
    if (seen.has(key) || hops.length >= MAX_REDIRECT_STEPS) return { hops, loop: true }
    seen.add(key)
    next = step(own.origin, own.path, own.search, tables)
  }
  return { hops, loop: false }
}

/** The end of the redirect chain starting at a request, as one redirect, or null when there is none. */
export function redirectChain(
  origin: SiteOrigin,
  path: string,
  search: string,
  tables: Tables,
): { location: string; status: 301 | 302 } | null {
  const { hops, loop } = redirectTrail(origin, path, search, tables)
  const [first] = hops
  // A loop (the CMS refuses rules that make one: src/cms/collections/redirects.ts): the first hop, as sent before.
  if (!first || loop) return first ?? null
  return {
    location: (hops.at(-1) as typeof first).location,
    status: hops.some((h) => h.status === 302) ? 302 : 301,
  }
}

/** Which 404 a matched or unmatched path is, if any (guards of the route and of an editor's redirect entry). */
function notFoundKind(
  rest: string,
  locale: Locale,
  query: URLSearchParams,
  index: LoadedRouteIndex | null,
  extraGuards?: string[] | null,
): NotFoundKind | null {
  const match = matchRoute(rest)
  if (!match) return 'route'
  const page = query.get('page')
  const params =
    match.route.target?.includes(':page') && page !== null
      ? { ...match.params, page }
      : match.params
  const guards = [...(match.route.guard ? [match.route.guard] : []), ...(extraGuards ?? [])]
  for (const name of guards)
    if (!runRouteGuard(name, { locale, path: rest, params, index })) return 'validation'
  return null
}

/** Decides a page request: a redirect, or the page (or 404) it renders. `tables` null: not loaded yet. */
export function decideRoute(req: RouteRequest, tables: Tables): RouteDecision {
  const origin = originForHost(req.host)
  const redirect = redirectChain(origin, req.path, req.search, tables)
  if (redirect) return { kind: 'redirect', ...redirect }

  const path = withoutTrailingSlash(req.path)
  const { locale, rest } = parsePublicPath(origin, path)
  const switchedFrom = localeOfReferer(req.referer)
  const root = rest === '/' && locale === originDefaultLocale[origin]
  // Detection only on an origin's root, only for arrivals from outside the site, never for crawlers (each language
  // has its own address to index); no preference, no redirect.
  if (root && switchedFrom === undefined && !isCrawler(req.userAgent)) {
    const preferred = preferredLocale({
      cookie: req.localeCookie,
      acceptLanguage: req.acceptLanguage,
    })
    if (preferred && preferred !== locale) {
      const home = localeUrl(preferred, '/') + homeWithQuery(preferred, '/', req.search)
      return {
        kind: 'redirect',
        location: withQuery(home, req.search),
        status: 302,
        detected: true,
      }
    }
  }

  // An article's Markdown version: the article's route and its checks decide, the Markdown route answers.
  const markdown = parseMarkdownPath(rest)
  const routePath = markdown ? `/${markdown.section}/${markdown.id}` : rest
  const query = new URLSearchParams(req.search)
  const entry = tables?.redirects.get(redirectKey(origin, path))
  const match = matchRoute(routePath)
  // An editor previewing drafts may open a page that is not published yet: the page decides.
  const notFound =
    req.preview && match
      ? null
      : notFoundKind(routePath, locale, query, tables?.routeIndex ?? null, entry?.appMiddleware)
  let internal: string
  if (notFound || !match) internal = `/${locale}/404/${notFound ?? 'route'}`
  else if (markdown) internal = `/md/${locale}/${markdown.section}/${markdown.id}`
  else {
    const target = internalPath(match, query, routePath)
    internal = target === '/' ? `/${locale}` : `/${locale}${target}`
  }
  return {
    kind: 'page',
    origin,
    locale,
    internal,
    sitePath: req.path + req.search,
    notFound,
    switchedFrom: switchedFrom !== undefined && switchedFrom !== locale ? switchedFrom : undefined,
    root,
  }
}
