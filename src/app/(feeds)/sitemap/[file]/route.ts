import { localeForOwnTag } from '@/i18n/locales'
import { sitemapEntries, urlsetXml, xmlResponse } from '@/server/sitemap'

/** One language's sitemap: /sitemap/en-US.xml ... /sitemap/zh-TW.xml. */
export const dynamic = 'force-dynamic'

export async function GET(_req: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params
  const locale = file.endsWith('.xml') ? localeForOwnTag(file.slice(0, -4)) : undefined
  if (!locale) return new Response('Unknown sitemap', { status: 404, headers: { 'Content-Type': 'text/plain' } })
  return xmlResponse(urlsetXml(await sitemapEntries(locale)))
}
