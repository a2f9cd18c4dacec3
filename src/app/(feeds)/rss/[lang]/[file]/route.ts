import { getTranslations } from 'next-intl/server'
import { localeForOwnTag, localeInfo } from '@/i18n/locales'
import { localeUrl, originForHost, origins } from '@/i18n/urls'
import { articlePath, listingPath } from '@/lib/content-paths'
import { isSection, sectionLabel, sections } from '@/lib/sections'
import { allInSection } from '@/server/content/editorial'
import { getSite } from '@/server/content/globals'
import { escapeXml, xmlResponse } from '@/server/seo/sitemap'

/** RSS 2.0 feed of a section in a language: /rss/ru-RU/blog.xml (blog, news, release), on that language's origin only. */
export const dynamic = 'force-dynamic'

export async function GET(
  req: Request,
  { params }: { params: Promise<{ lang: string; file: string }> },
) {
  const { lang, file } = await params
  const locale = localeForOwnTag(lang)
  const section = file.replace(/\.xml$/, '')
  const wrongOrigin = locale && localeInfo[locale].origin !== originForHost(req.headers.get('host'))
  if (
    !locale ||
    wrongOrigin ||
    !file.endsWith('.xml') ||
    !isSection(section) ||
    !sections[section].feed
  ) {
    return new Response('Unknown feed', { status: 404, headers: { 'Content-Type': 'text/plain' } })
  }
  const [docs, site, t] = await Promise.all([
    allInSection(section, locale),
    getSite(locale),
    getTranslations({ locale }),
  ])
  const items = [...docs]
    .sort((a, b) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? ''))
    .slice(0, 30)
    .map((doc) => {
      const link = localeUrl(locale, articlePath(section, doc.slug))
      return `<item><title>${escapeXml(doc.title ?? '')}</title><link>${escapeXml(link)}</link><guid isPermaLink="true">${escapeXml(link)}</guid>${doc.publishedAt ? `<pubDate>${new Date(doc.publishedAt).toUTCString()}</pubDate>` : ''}<description>${escapeXml(doc.excerpt ?? '')}</description></item>`
    })
  const self = `${origins[localeInfo[locale].origin]}/rss/${localeInfo[locale].tag}/${section}.xml`
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel><title>${escapeXml(`${t(sectionLabel[section])} | ${site.title}`)}</title><link>${escapeXml(localeUrl(locale, listingPath(section)))}</link><atom:link href="${escapeXml(self)}" rel="self" type="application/rss+xml"/><description>${escapeXml(site.description ?? site.title)}</description><language>${localeInfo[locale].tag}</language>\n${items.join('\n')}\n</channel></rss>\n`
  return xmlResponse(body, 'application/rss+xml')
}
