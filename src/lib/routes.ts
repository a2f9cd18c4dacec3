/** The public page routes, the guard each names and the internal page each renders; a unit test ties it to the folders. */
import type { RouteGuardName } from './route-guards'
import { listingKey } from './content-paths'
import { namedPages } from './page-paths'

export interface SiteRoute {
  /** Segments; `:name` matches a whole segment, `prefix-:name` a segment that starts with `prefix-`. */
  pattern: string
  guard?: RouteGuardName
  /** Internal page template (a folder under app/(site)/[locale]); defaults to the pattern. */
  target?: string
  /** Parameters of the target, from the pattern's parameters and the query (`?page=` of listings). */
  targetParams?: (params: Record<string, string>, query: URLSearchParams) => Record<string, string>
}

/** Listing page number from `?page=` (anything else than a positive integer is page 1's canonical form). */
function pageOf(query: URLSearchParams): string {
  const page = query.get('page')
  return page && /^[1-9][0-9]{0,5}$/.test(page) ? page : '1'
}

/**
 * A listing: the one rewrite left. The file router cannot express `/blog-{category}` (a parameter inside a segment)
 * nor a page number in the query, and every listing page must still be prerendered, so each is rewritten to
 * `list/{section}/{filter}/{page}`.
 */
function listing(
  section: string,
  guard: RouteGuardName,
  category?: boolean,
  tag?: boolean,
): SiteRoute {
  const pattern = `/${section}${category ? `-:category` : ''}${tag ? '/:tag' : ''}`
  return {
    pattern,
    guard,
    target: '/list/:section/:filter/:page',
    targetParams: (params, query) => ({
      section,
      filter: listingKey({ category: params.category, tag: params.tag }),
      page: pageOf(query),
    }),
  }
}

/** An article: served from the section's own folder (`blog/[id]`), no rewrite. */
function article(section: string, guard: RouteGuardName): SiteRoute {
  return { pattern: `/${section}/:id`, guard }
}

export const siteRoutes: SiteRoute[] = [
  { pattern: '/' },
  { pattern: '/_icons' },
  { pattern: '/error/404' },
  { pattern: '/error/502' },
  listing('blog', 'blog'),
  listing('blog', 'blog', true),
  listing('blog', 'blog', true, true),
  article('blog', 'blog'),
  listing('news', 'news'),
  listing('news', 'news', true),
  listing('news', 'news', true, true),
  article('news', 'news'),
  listing('guide', 'guide'),
  article('guide', 'guide'),
  { pattern: '/helps' },
  article('helps', 'help'),
  article('docs', 'docs'),
  listing('release', 'release'),
  article('release', 'release'),
  { pattern: '/faq' },
  // The site search: rendered per request (its results depend on `?q=`), never in the sitemap.
  { pattern: '/search' },
  { pattern: '/pricing' },
  { pattern: '/download' },
  { pattern: '/partner/:id', guard: 'partner' },
  // The named pages are block pages served by `[html]`; their own routes give them their guards.
  ...namedPages.map((slug): SiteRoute => ({
    pattern: `/${slug}`,
    guard: slug === 'pre-sales' ? 'pre-sales' : 'html',
    target: '/:html',
    targetParams: () => ({ html: slug }),
  })),
  { pattern: '/solutions/:id', guard: 'solution' },
  { pattern: '/alternatives/:id', guard: 'alternative' },
  { pattern: '/:html', guard: 'html' },
]

export interface RouteMatch {
  route: SiteRoute
  params: Record<string, string>
}

interface Compiled {
  route: SiteRoute
  segments: { literal?: string; prefix?: string; param?: string }[]
}

const compiled: Compiled[] = siteRoutes.map((route) => ({
  route,
  segments: route.pattern
    .split('/')
    .filter(Boolean)
    .map((seg) => {
      const at = seg.indexOf(':')
      if (at === -1) return { literal: seg }
      return { prefix: seg.slice(0, at), param: seg.slice(at + 1) }
    }),
}))

/** The route a public path (without locale prefix) belongs to, or null. More literal characters win. */
export function matchRoute(path: string): RouteMatch | null {
  const parts = path.split('/').filter(Boolean)
  let best: { match: RouteMatch; score: number } | null = null
  for (const { route, segments } of compiled) {
    if (segments.length !== parts.length) continue
    const params: Record<string, string> = {}
    let score = 0
    let ok = true
    for (let i = 0; i < segments.length && ok; i++) {
      const seg = segments[i] as Compiled['segments'][number]
      const part = parts[i] as string
      if (seg.literal !== undefined) {
        ok = seg.literal === part
        score += part.length + 1
      } else {
        if (
          !part.startsWith(seg.prefix as string) ||
          part.length === (seg.prefix as string).length
        ) {
          ok = false
          break
        }
        let value: string
        try {
          value = decodeURIComponent(part.slice((seg.prefix as string).length))
        } catch {
          ok = false
          break
        }
        params[seg.param as string] = value
        score += (seg.prefix as string).length
      }
    }
    if (ok && (!best || score > best.score)) best = { match: { route, params }, score }
  }
  return best?.match ?? null
}

/** The internal path (without locale) a matched route renders. */
export function internalPath(
  match: RouteMatch,
  query: URLSearchParams,
  publicPath: string,
): string {
  const { route, params } = match
  if (!route.target) return publicPath
  const values = route.targetParams ? route.targetParams(params, query) : params
  return route.target.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(values[name] ?? ''),
  )
}

/**
 * Paths with a file's extension: the proxy does not run for them (its matcher, src/proxy.ts), Next.js serves them
 * from `public/` or from the routes below (app/(feeds)), and the HTTP server answers any other with the site's 404.
 */
export const FILE_PATH =
  /\.(?:ico|png|jpe?g|gif|webp|avif|svg|txt|xml|json|js|mjs|css|map|woff2?|webmanifest)$/

/** The feed and file routes (app/(feeds)) whose addresses end in a file extension. */
export const fileRoutes = [
  '/.well-known/security.txt',
  '/sitemap.xml',
  '/index-sitemap.xml',
  '/robots.txt',
  '/llms.txt',
  '/:locale/llms.txt',
  '/sitemap/:file',
  '/og/:file',
  '/rss/:lang/:file',
]

const fileRouteSegments = fileRoutes.map((route) => route.split('/').filter(Boolean))

/** Whether a path is one of the file routes. */
export function isFileRoute(path: string): boolean {
  const parts = path.split('/').filter(Boolean)
  return fileRouteSegments.some(
    (segments) =>
      segments.length === parts.length &&
      segments.every((s, i) => s.startsWith(':') || s === parts[i]),
  )
}
