/** Link rules of the spec (section 5). */
import { isSitePath } from './redirects/target'

/** A link is valid only if its protocol is http or https (relative links resolve against the site). */
export function isValidLink(href: string, base = 'http://localhost'): boolean {
  try {
    const url = new URL(href, base)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

/** Register and login addresses get rel=official_website and lang when absent, and `from` = the current page. */
export function officialLink(href: string, { lang, from }: { lang: string; from: string }): string {
  let url: URL
  try {
    url = new URL(href)
  } catch {
    return href
  }
  if (!url.searchParams.has('rel')) url.searchParams.set('rel', 'official_website')
  if (!url.searchParams.has('lang')) url.searchParams.set('lang', lang)
  if (!url.searchParams.has('from')) url.searchParams.set('from', from)
  return url.toString()
}

/** Keeps only whitelisted query parameters (in whitelist order) for a canonical URL. */
export function canonicalUrl(href: string, whitelist: readonly string[]): string {
  const url = new URL(href)
  const kept = new URLSearchParams()
  for (const name of whitelist)
    for (const value of url.searchParams.getAll(name)) kept.append(name, value)
  url.search = kept.toString()
  url.hash = ''
  return url.toString()
}

/** An image's alt text from an `alt` query parameter on its URL (spec section 5), or undefined. */
export function altFromUrl(src: string | null | undefined): string | undefined {
  if (!src) return undefined
  try {
    const alt = new URL(src, 'http://localhost').searchParams.get('alt')
    return alt?.trim() ? alt.trim().slice(0, 300) : undefined
  } catch {
    return undefined
  }
}

/** Whether an absolute URL is the product's own: its host is one of the own domains or a subdomain of one. */
export function isOwnUrl(href: string, ownDomains: readonly string[]): boolean {
  try {
    const host = new URL(href).hostname.toLowerCase()
    return ownDomains.some((domain) => host === domain || host.endsWith(`.${domain}`))
  } catch {
    return false
  }
}

/** Whether a link is a site page the client router may load: a path outside the API, the CMS and files. */
export function isPagePath(href: string): boolean {
  if (!href.startsWith('/') || href.startsWith('//')) return false
  const path = href.split(/[?#]/, 1)[0] as string
  if (/^\/(?:api|cms|admin|_next)(?:\/|$)/.test(path)) return false
  return !/\.[a-z0-9]+$/i.test(path.slice(path.lastIndexOf('/') + 1))
}

export interface ResolvedLink {
  href: string
  /** Leaves the product: opened with rel="noopener noreferrer". */
  external: boolean
}

/**
 * How to render a link from content: site pages localized, other site paths and http(s) URLs as they are; anything
 * else (javascript:, protocol-relative, `/\\evil.example`, which a browser reads as another host) is null.
 */
export function resolveLink(
  href: string | null | undefined,
  ownDomains: readonly string[],
  localize: (path: string) => string,
): ResolvedLink | null {
  if (!href) return null
  const value = href.trim()
  if (value.startsWith('/'))
    return isSitePath(value)
      ? { href: isPagePath(value) ? localize(value) : value, external: false }
      : null
  if (!/^https?:\/\//i.test(value) || !isValidLink(value)) return null
  return { href: value, external: !isOwnUrl(value, ownDomains) }
}

/**
 * The address next/image gets for a CMS upload: Payload writes absolute URLs on the server's own origin, which
 * the image optimizer would refuse as remote; its files are served by this site, so the path is enough.
 */
export function mediaSrc(url: string): string {
  const match = /^https?:\/\/[^/]+(\/cms\/api\/media\/.*)$/.exec(url)
  return match ? (match[1] as string) : url
}
