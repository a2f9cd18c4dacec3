import { sitemapIndexXml, xmlResponse } from '@/server/sitemap'

/** Index of the 14 language sitemaps (each on its own origin). */
export const dynamic = 'force-dynamic'

export function GET() {
  return xmlResponse(sitemapIndexXml())
}
