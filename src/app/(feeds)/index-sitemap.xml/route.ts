import { originForHost } from '@/i18n/urls'
import { sitemapIndexXml, xmlResponse } from '@/server/seo/sitemap'

/** Index of the language sitemaps served by the origin asked. */
export const dynamic = 'force-dynamic'

export function GET(req: Request) {
  return xmlResponse(sitemapIndexXml(originForHost(req.headers.get('host'))))
}
