import { getTranslations } from 'next-intl/server'
import { localeInfo, type Locale } from '@/i18n/locales'
import { localeUrl } from '@/i18n/urls'
import { breadcrumbListLd, webPageLd, type PageType } from '@/lib/structured-data'
import { breadcrumbTrail, type Crumb } from './breadcrumbs'
import { JsonLd } from './json-ld'

/**
 * A page's own structured data: the kind of page, its language and website, what it is about, and, for a page
 * without visible breadcrumbs, the trail to it (`crumbs` after the home page; Breadcrumbs carries its own).
 */
export async function PageData({
  locale,
  path,
  type = 'WebPage',
  name,
  description,
  language = locale,
  crumbs,
  about,
}: {
  locale: Locale
  path: string
  type?: PageType
  name: string
  description?: string | null
  /** The language the page is written in (English where it shows the English text). */
  language?: Locale
  crumbs?: Crumb[]
  about?: unknown
}) {
  const nodes = [
    webPageLd({
      type,
      url: localeUrl(locale, path),
      name,
      description,
      language: localeInfo[language].tag,
      homeUrl: localeUrl(locale, '/'),
      about,
    }),
  ]
  if (crumbs) {
    const t = await getTranslations()
    nodes.push(
      breadcrumbListLd(
        breadcrumbTrail(locale, [{ label: t('content.home'), path: '/' }, ...crumbs], path),
      ),
    )
  }
  return <JsonLd data={nodes} />
}
