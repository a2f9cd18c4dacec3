import { localeForOwnTag, localeInfo } from '@/i18n/locales'
import { originForHost } from '@/i18n/urls'
import { sitemapEntries, urlsetXml, xmlResponse } from '@/server/seo/sitemap'

/** One language's sitemap: /sitemap/en-US.xml ... /sitemap/zh-TW.xml, on that language's origin only (404 elsewhere). */
export const dynamic = 'force-dynamic'

export async function GET(req: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params
  const locale = file.endsWith('.xml') ? localeForOwnTag(file.slice(0, -4)) : undefined
  if (!locale || localeInfo[locale].origin !== originForHost(req.headers.get('host')))
    return new Response('Unknown sitemap', {
      status: 404,
      headers: { 'Content-Type': 'text/plain' },
    })
  return xmlResponse(urlsetXml(await sitemapEntries(locale)))
}
