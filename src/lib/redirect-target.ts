/** Validation of redirect sources and targets, shared by the CMS fields and the proxy. */

const CONTROL = /[\u0000-\u001f\u007f\s\\]/

/** A redirect source is a site path: leading single slash, no query, no whitespace or control characters. */
export function validateRedirectSource(path: string): true | string {
  if (!path.startsWith('/') || path.startsWith('//')) return 'Must be a path starting with a single "/".'
  if (CONTROL.test(path)) return 'Must not contain spaces, backslashes or control characters.'
  if (path.includes('?') || path.includes('#')) return 'Must not contain a query string or fragment.'
  if (path.length > 512) return 'Must be at most 512 characters.'
  return true
}

/** A redirect target is a site path (`/pricing`) or an absolute http(s) URL with a host. */
export function validateRedirectTarget(target: string): true | string {
  if (CONTROL.test(target)) return 'Must not contain spaces, backslashes or control characters.'
  if (target.length > 2048) return 'Must be at most 2048 characters.'
  if (target.startsWith('/')) {
    if (target.startsWith('//')) return 'A path must start with a single "/"; write a full https:// URL for another site.'
    return true
  }
  let url: URL
  try {
    url = new URL(target)
  } catch {
    return 'Must be a path starting with "/" or an absolute http(s) URL.'
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'Only http and https URLs are allowed.'
  if (!url.hostname || url.username || url.password) return 'The URL needs a host and no user name or password.'
  return true
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
