/** Pre-navigation redirect rules (spec section 2), as one pure function so a request needs at most one hop. */

/** Pages whose capitalised spelling is redirected to the lowercase page (any language). */
const LOWERCASED_PAGES = new Map([
  ['Pricing', 'pricing'],
  ['Download', 'download'],
])

export interface NormalizeOptions {
  /** Prefixes of locales that are not their origin's default (`ru`, `vn`, ...). */
  prefixedLocales: readonly string[]
  /** Whether the request carries a query string. */
  hasQuery: boolean
}

/** The canonical path for a request path under the pre-navigation rules. */
export function normalizePath(
  pathname: string,
  { prefixedLocales, hasQuery }: NormalizeOptions,
): string {
  // A path of only slashes or backslashes goes to the root.
  if (/^[/\\]+$/.test(pathname)) return '/'

  // Backslashes count as slashes, and runs of them collapse.
  let path = pathname.replace(/\\/g, '/').replace(/\/{2,}/g, '/')
  if (!path.startsWith('/')) path = `/${path}`

  // Trailing .html is stripped (also before a trailing slash); a folder's `index.html` is the folder.
  path = path.replace(/(^|\/)index\.html\/?$/i, '$1').replace(/\.html\/?$/i, '') || '/'

  const segments = path.split('/')
  // segments[0] is '' (leading slash); a trailing slash leaves a final ''.
  const trailing = path.length > 1 && path.endsWith('/')
  if (trailing) segments.pop()
  const first = segments[1] ?? ''
  const localeHome = segments.length === 2 && prefixedLocales.includes(first)

  // /Pricing and /Download, with or without a language prefix.
  const pageIndex = prefixedLocales.includes(first) ? 2 : 1
  const page = segments[pageIndex]
  // A Map, not an object: a segment named `constructor` or `__proto__` must not find Object.prototype's members.
  const lowercased = page === undefined ? undefined : LOWERCASED_PAGES.get(page)
  if (lowercased !== undefined && segments.length === pageIndex + 1)
    segments[pageIndex] = lowercased

  let result = segments.join('/') || '/'
  // A non-default-language home with a query string keeps (or gets) its trailing slash.
  if (localeHome && hasQuery) result += '/'
  return result
}
