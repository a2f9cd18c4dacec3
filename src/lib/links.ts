/** Link rules of the spec (section 5). */

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
  for (const name of whitelist) for (const value of url.searchParams.getAll(name)) kept.append(name, value)
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
