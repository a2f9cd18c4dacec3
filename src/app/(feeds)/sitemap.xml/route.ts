import { originForHost } from '@/i18n/urls'
import { sitemapIndexXml, xmlResponse } from '@/server/seo/sitemap'

/**
 * Index of the language sitemaps of the origin asked (as /index-sitemap.xml): a sitemap index may only list
 * sitemaps of its own host (sitemaps.org, "Sitemap file location"), so each origin lists its own languages.
 */
export const dynamic = 'force-dynamic'

export function GET(req: Request) {
  return xmlResponse(sitemapIndexXml(originForHost(req.headers.get('host'))))
}
