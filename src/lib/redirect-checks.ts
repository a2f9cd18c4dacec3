/**
 * What the CMS checks before it saves an editor's redirect (src/cms/collections/redirects.ts), with the route
 * decision's own rules (src/lib/route-decision.ts), so that what it accepts is what the server does.
 */
import { hostAllowed } from './redirect-target'
import { buildRedirectTable, canonicalRedirectSource, type RedirectEntry } from './redirect-table'
import { redirectTrail } from './route-decision'

/** The origin and path of a rule's source: `/zh/…` names the Chinese site's addresses (src/lib/redirect-table.ts). */
export function sourceAddress(from: string): { origin: 'global' | 'zh'; path: string } {
  const path = canonicalRedirectSource(from)
  if (path === '/zh' || path.startsWith('/zh/')) return { origin: 'zh', path: path.slice(3) || '/' }
  return { origin: 'global', path }
}

/** A hop's address as an editor writes it: a path on the global site, `/zh…` on the Chinese one, else the URL. */
function shown(location: string, origins: { global: string; zh: string }): string {
  if (location.startsWith(`${origins.zh}/`)) return `/zh${location.slice(origins.zh.length)}`.replace(/^\/zh\/$/, '/zh')
  if (location.startsWith(`${origins.global}/`)) return location.slice(origins.global.length)
  return location
}

/**
 * Why a rule cannot be saved beside the others, or null: it loops, alone (`/x` → `/x`), with other rules (`/a` →
 * `/b` → `/a`) or through the pre-navigation rules (`/c` → `/c/`, whose trailing slash goes back to `/c`).
 */
export function redirectLoop(rule: RedirectEntry, others: RedirectEntry[], origins: { global: string; zh: string }): string | null {
  if (!rule.to) return null
  const table = buildRedirectTable([...others, rule])
  const { origin, path } = sourceAddress(rule.from)
  const trail = redirectTrail(origin, path, '', { redirects: table, routeIndex: {} })
  if (!trail.loop) return null
  const chain = [shown(`${(origin === 'zh' ? origins.zh : origins.global) + path}`, origins), ...trail.hops.map((hop) => shown(hop.location, origins))]
  return `This redirect would send visitors round in a loop: ${chain.join(' → ')}. Point it at the page's final address.`
}

/** Plain http to a host the site redirects to (its own domains among them): visitors would leave https. */
export function insecureTarget(target: string | null | undefined, allowedHosts: readonly string[]): string | null {
  if (!target || !/^http:\/\//i.test(target)) return null
  let host: string
  try {
    host = new URL(target).hostname
  } catch {
    return null
  }
  return hostAllowed(host, allowedHosts) ? `Write https:// for ${host}: a plain http:// address would take visitors off https.` : null
}
