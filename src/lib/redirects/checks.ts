/**
 * What the CMS checks before it saves an editor's redirect (src/cms/collections/redirects.ts), with the route
 * decision's own rules (src/lib/route-decision.ts), so that what it accepts is what the server does.
 */
import { hostAllowed } from './target'
import { buildRedirectTable, canonicalRedirectSource, type RedirectEntry } from './table'
import { decideRoute, redirectTrail } from '../route-decision'
import type { SiteTables } from '../site-tables'

/** The origin and path of a rule's source: `/zh/…` names the Chinese site's addresses (src/lib/redirects/table.ts). */
export function sourceAddress(from: string): { origin: 'global' | 'zh'; path: string } {
  const path = canonicalRedirectSource(from)
  if (path === '/zh' || path.startsWith('/zh/')) return { origin: 'zh', path: path.slice(3) || '/' }
  return { origin: 'global', path }
}

/** A hop's address as an editor writes it: a path on the global site, `/zh…` on the Chinese one, else the URL. */
function shown(location: string, origins: { global: string; zh: string }): string {
  if (location.startsWith(`${origins.zh}/`))
    return `/zh${location.slice(origins.zh.length)}`.replace(/^\/zh\/$/, '/zh')
  if (location.startsWith(`${origins.global}/`)) return location.slice(origins.global.length)
  return location
}

/**
 * Why a rule cannot be saved beside the others, or null: it loops, alone (`/x` → `/x`), with other rules (`/a` →
 * `/b` → `/a`) or through the pre-navigation rules (`/c` → `/c/`, whose trailing slash goes back to `/c`).
 */
export function redirectLoop(
  rule: RedirectEntry,
  others: RedirectEntry[],
  origins: { global: string; zh: string },
): string | null {
  if (!rule.to) return null
  const table = buildRedirectTable([...others, rule])
  const { origin, path } = sourceAddress(rule.from)
  const trail = redirectTrail(origin, path, '', { redirects: table, routeIndex: {} })
  if (!trail.loop) return null
  const chain = [
    shown(`${(origin === 'zh' ? origins.zh : origins.global) + path}`, origins),
    ...trail.hops.map((hop) => shown(hop.location, origins)),
  ]
  return `This redirect would send visitors round in a loop: ${chain.join(' → ')}. Point it at the page's final address.`
}

/**
 * Plain http to a host the site redirects to (its own domains among them): visitors would leave https. Where the
 * site itself runs on plain http (on one machine), its own origins may be written as they are.
 */
export function insecureTarget(
  target: string | null | undefined,
  allowedHosts: readonly string[],
  siteOrigins: readonly string[] = [],
): string | null {
  if (!target || !/^http:\/\//i.test(target)) return null
  let url: URL
  try {
    url = new URL(target)
  } catch {
    return null
  }
  if (siteOrigins.includes(url.origin)) return null
  return hostAllowed(url.hostname, allowedHosts)
    ? `Write https:// for ${url.hostname}: a plain http:// address would take visitors off https.`
    : null
}

/**
 * What an editor should know about a saved rule, without it being wrong: the page it hides (its source is a
 * published page), or a target that answers 404.
 */
export function redirectWarnings(
  rule: RedirectEntry,
  tables: Pick<SiteTables, 'redirects' | 'routeIndex'>,
  origins: { global: string; zh: string },
): string[] {
  if (!rule.to) return []
  const warnings: string[] = []
  const { origin, path } = sourceAddress(rule.from)
  const host = new URL(origins[origin]).host
  // The tables as saved, with this rule as it is now (they may not have caught up with the save yet), and without it.
  const others = new Map(tables.redirects)
  others.delete(canonicalRedirectSource(rule.from))
  const withRule = {
    redirects: new Map(others).set(canonicalRedirectSource(rule.from), rule),
    routeIndex: tables.routeIndex,
  }
  const without = decideRoute(
    { host, path, search: '' },
    { redirects: others, routeIndex: tables.routeIndex },
  )
  if (without.kind === 'page' && !without.notFound)
    warnings.push(
      `The page at ${rule.from} is published: visitors will not see it while this redirect exists.`,
    )
  const end = decideRoute({ host, path, search: '' }, withRule)
  const landing = end.kind === 'redirect' ? ownPage(end.location, origins) : null
  if (landing) {
    const arrived = decideRoute(
      { host: new URL(origins[landing.origin]).host, path: landing.path, search: landing.search },
      withRule,
    )
    if (arrived.kind === 'page' && arrived.notFound)
      warnings.push(
        `The target ${rule.to} answers 404: there is no published page at that address.`,
      )
  }
  return warnings
}

/** The origin, path and query of an absolute address on one of the site's origins, else null. */
function ownPage(
  location: string,
  origins: { global: string; zh: string },
): { origin: 'global' | 'zh'; path: string; search: string } | null {
  for (const origin of ['global', 'zh'] as const) {
    if (!location.startsWith(`${origins[origin]}/`)) continue
    const url = new URL(location)
    return { origin, path: url.pathname, search: url.search }
  }
  return null
}
