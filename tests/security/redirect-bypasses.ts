/**
 * Known open-redirect bypasses, as a visitor would put them in a path or a parameter (already decoded: callers
 * encode them for the place they go). Each one tries to make a redirect leave the site for evil.example (or a
 * loopback/IP literal) while looking like a site path, an allowlisted host or something harmless.
 */
export const EVIL_HOST = 'evil.example'

export const REDIRECT_BYPASSES: readonly string[] = [
  // Scheme-relative and slash tricks.
  '//evil.example',
  '///evil.example',
  '////evil.example/',
  '//evil.example/%2F..',
  '//evil.example:443/x',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\\/evil.example',
  '\\/\\/evil.example',
  '/%5Cevil.example',
  '/%2F/evil.example',
  '%2F%2Fevil.example',
  '/%252F%252Fevil.example',
  '/..//evil.example',
  '/.//evil.example',
  // Whitespace and control characters browsers strip or split on.
  '/\t/evil.example',
  '/\n/evil.example',
  ' //evil.example',
  '\t//evil.example',
  '/\r\nLocation: https://evil.example',
  '/%0d%0aLocation:%20https://evil.example',
  '\u0000//evil.example',
  // Absolute and scheme-only forms, mixed case.
  'http://evil.example',
  'https://evil.example',
  'HTTPS://EVIL.EXAMPLE',
  'hTtPs://evil.example/path',
  'http:evil.example',
  'https:evil.example',
  'http:/evil.example',
  'https:/\\evil.example',
  'ftp://evil.example',
  // Script and data URLs.
  'javascript:alert(1)',
  'JavaScript:alert(document.domain)',
  'java\tscript:alert(1)',
  'javascript://%0aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  // Userinfo and look-alike hosts.
  'https://polyprofile.com@evil.example',
  '//polyprofile.com@evil.example',
  'https://polyprofile.com%40evil.example',
  'https://evil.example\\@polyprofile.com',
  'https://evil.example#@polyprofile.com',
  'https://evil.example?.polyprofile.com',
  'https://polyprofile.com.evil.example',
  'https://evilpolyprofile.com',
  'https://t.me.evil.example',
  // IP literals and numeric hosts.
  'http://127.0.0.1:3100',
  'http://2130706433',
  'http://0x7f.0.0.1',
  'http://0177.0.0.1',
  'http://[::1]/',
  '//[::ffff:7f00:1]',
  'http://169.254.169.254/latest/meta-data',
  // Unicode look-alikes of the slash and the dot.
  '/\u2215\u2215evil.example',
  '//evil\u3002example',
  'https://\uff45\uff56\uff49\uff4c.example',
  '/\uff0f/evil.example',
]

/** Whether a `Location` (resolved against the request's URL) stays on one of the allowed origins or hosts. */
export function staysOn(
  location: string,
  requestUrl: string,
  allowed: { origins: readonly string[]; hosts?: readonly string[] },
): boolean {
  let url: URL
  try {
    url = new URL(location, requestUrl)
  } catch {
    // A Location no browser can resolve goes nowhere.
    return true
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false
  return allowed.origins.includes(url.origin) || (allowed.hosts ?? []).includes(url.hostname)
}
