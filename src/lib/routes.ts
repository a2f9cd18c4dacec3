/**
 * The public page routes of the site (paths without locale prefix) and the route guard each one names.
 * The proxy matches every request against this table: no match is the 404 'Page not found', a failing guard
 * the 404 'Page Not Found'. A unit test keeps it in step with the page folders.
 */
import type { RouteGuardName } from './route-guards'

export interface SiteRoute {
  /** Segments; `:name` matches one segment. */
  pattern: string
  guard?: RouteGuardName
}

export const siteRoutes: SiteRoute[] = [
  { pattern: '/' },
  { pattern: '/_icons' },
  { pattern: '/error/404' },
  { pattern: '/error/502' },
]

export interface RouteMatch {
  route: SiteRoute
  params: Record<string, string>
}

const compiled = siteRoutes.map((route) => ({ route, segments: route.pattern.split('/').filter(Boolean) }))

/** The route a public path (without locale prefix) belongs to, or null. Static segments win over parameters. */
export function matchRoute(path: string): RouteMatch | null {
  const parts = path.split('/').filter(Boolean)
  let best: { match: RouteMatch; score: number } | null = null
  for (const { route, segments } of compiled) {
    if (segments.length !== parts.length) continue
    const params: Record<string, string> = {}
    let score = 0
    let ok = true
    for (let i = 0; i < segments.length; i++) {
      const seg = segments[i] as string
      const part = parts[i] as string
      if (seg.startsWith(':')) {
        let value: string
        try {
          value = decodeURIComponent(part)
        } catch {
          ok = false
          break
        }
        params[seg.slice(1)] = value
      } else if (seg === part) score += 1
      else {
        ok = false
        break
      }
    }
    if (ok && (!best || score > best.score)) best = { match: { route, params }, score }
  }
  return best?.match ?? null
}
