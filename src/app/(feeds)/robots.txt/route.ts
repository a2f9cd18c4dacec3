import { originForHost, origins } from '@/i18n/urls'
import { robotsTxt } from '@/lib/robots-txt'

/** robots.txt of the origin asked, pointing at its sitemaps. */
export const dynamic = 'force-dynamic'

export function GET(req: Request) {
  const body = robotsTxt(origins[originForHost(req.headers.get('host'))])
  return new Response(body, {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  })
}
