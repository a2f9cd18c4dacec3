/** Validation of redirect sources and targets, shared by the CMS fields and the proxy. */

const CONTROL = /[\u0000-\u001f\u007f\s\\]/

/**
 * A path on this site that is safe to put in a `Location` header: one leading slash, then no second slash or
 * backslash, no dot segments, no whitespace or control characters (browsers drop tabs and newlines, so `/\t/evil.example` would
 * become `//evil.example`, another host), at most 2048 characters.
 */
export function isSitePath(value: string): boolean {
  if (
    !value.startsWith('/') ||
    value.startsWith('//') ||
    CONTROL.test(value) ||
    value.length > 2048
  )
    return false
  // No dot segments, plain or escaped: `/..//evil.example` resolves to the path `//evil.example`.
  const path = value.split(/[?#]/, 1)[0] as string
  return !/(^|\/)(\.|%2e){1,2}(\/|$)/i.test(path)
}

/** A site path as a `Location` header can carry it (characters outside ASCII percent-encoded). */
export function encodeSitePath(path: string): string {
  const url = new URL(path, 'http://site.invalid')
  return url.pathname + url.search + url.hash
}

/** Whether a host is on an allowlist of names and `*.suffix` wildcards (case and a trailing dot ignored). */
export function hostAllowed(hostname: string, allowed: readonly string[]): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '')
  return allowed.some((entry) => {
    const rule = entry.toLowerCase()
    return rule.startsWith('*.')
      ? host.endsWith(rule.slice(1)) && host.length > rule.length - 1
      : host === rule
  })
}

/** A redirect source is a site path: leading single slash, no query, no whitespace or control characters. */
export function validateRedirectSource(path: string): true | string {
  if (!path.startsWith('/') || path.startsWith('//'))
    return 'Must be a path starting with a single "/".'
  if (CONTROL.test(path)) return 'Must not contain spaces, backslashes or control characters.'
  if (path.includes('?') || path.includes('#'))
    return 'Must not contain a query string or fragment.'
  if (path.length > 512) return 'Must be at most 512 characters.'
  return true
}

/**
 * A redirect or link target is a site path (`/pricing`) or an absolute http(s) URL with a host; with
 * `allowedHosts` (redirects) the URL's host must be on that list.
 */
export function validateRedirectTarget(
  target: string,
  allowedHosts?: readonly string[],
): true | string {
  if (CONTROL.test(target)) return 'Must not contain spaces, backslashes or control characters.'
  if (target.length > 2048) return 'Must be at most 2048 characters.'
  if (target.startsWith('/')) {
    if (target.startsWith('//'))
      return 'A path must start with a single "/"; write a full https:// URL for another site.'
    if (!isSitePath(target)) return 'A path must not contain "." or ".." segments.'
    return true
  }
  let url: URL
  try {
    url = new URL(target)
  } catch {
    return 'Must be a path starting with "/" or an absolute http(s) URL.'
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return 'Only http and https URLs are allowed.'
  if (!url.hostname || url.username || url.password)
    return 'The URL needs a host and no user name or password.'
  if (allowedHosts && !hostAllowed(url.hostname, allowedHosts)) {
    return `Redirects may leave the site only for ${allowedHosts.join(', ')} (REDIRECT_HOSTS).`
  }
  return true
}

/** Where a redirect entry sends a visitor, or null when its target is not allowed (any more). */
export function redirectLocation(
  target: string,
  base: string,
  allowedHosts: readonly string[],
): string | null {
  if (validateRedirectTarget(target, allowedHosts) !== true) return null
  return isExternalTarget(target) ? new URL(target).href : base + encodeSitePath(target)
}

/** True when the target leaves the site (absolute URL), so the browser makes a full load. */
export function isExternalTarget(target: string): boolean {
  return !target.startsWith('/')
}

/** Appends the request's query to a target that has none of its own. */
export function withQuery(target: string, search: string): string {
  if (!search || search === '?') return target
  const hashAt = target.indexOf('#')
  const base = hashAt >= 0 ? target.slice(0, hashAt) : target
  const hash = hashAt >= 0 ? target.slice(hashAt) : ''
  if (base.includes('?')) return target
  return `${base}${search.startsWith('?') ? search : `?${search}`}${hash}`
}
