/** The site's `/robots.txt`: what crawlers may fetch on an origin, and where its sitemaps are. */

/**
 * The file served on `origin`. No `Allow: /`: crawlers applying the first matching rule rather than the longest (RFC
 * 9309) would read it as allowing /admin; the one Allow stands before its Disallow, so both readings agree.
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
