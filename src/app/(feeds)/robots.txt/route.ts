import { originForHost, origins } from '@/i18n/urls'

/** robots.txt of the origin asked, pointing at its sitemaps. */
export const dynamic = 'force-dynamic'

export function GET(req: Request) {
  const origin = origins[originForHost(req.headers.get('host'))]
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    // Uploaded images are public and named in the articles' structured data: crawlers may fetch them (the longest
    // matching rule wins, RFC 9309), the rest of the CMS stays out.
    'Allow: /cms/api/media/file/',
    'Disallow: /cms/',
    'Disallow: /api/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    `Sitemap: ${origin}/index-sitemap.xml`,
    '',
  ].join('\n')
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } })
}
