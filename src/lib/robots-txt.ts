/** The site's `/robots.txt`: what crawlers may fetch on an origin, and where its sitemaps are. */

/**
 * The file served on `origin`. Everything not disallowed is allowed, so there is no `Allow: /`: crawlers that apply
 * the first matching rule (Python's robotparser and its ports) rather than the longest (RFC 9309) would read it as
 * allowing /admin and /api too. The one Allow, uploaded images (public, named in the articles' structured data),
 * stands before the Disallow of the rest of the CMS, so both readings agree.
 */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /cms/api/media/file/',
    'Disallow: /admin',
    'Disallow: /cms/',
    'Disallow: /api/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    `Sitemap: ${origin}/index-sitemap.xml`,
    '',
  ].join('\n')
}
