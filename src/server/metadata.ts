import 'server-only'
import type { Metadata } from 'next'
import { localeInfo, type Locale } from '@/i18n/locales'
import { hreflangAlternates } from '@/i18n/switch'
import { localeUrl, origins } from '@/i18n/urls'
import { getSite } from './content'

export interface SeoData {
  seo_title?: string | null
  seo_keywords?: string | null
  seo_description?: string | null
  no_site_name?: boolean | null
}

/** Full page title: the SEO title with the site name appended unless the page asks not to. */
export function pageTitle(title: string, siteName: string, noSiteName?: boolean | null): string {
  if (noSiteName || !siteName || title === siteName) return title
  return `${title} | ${siteName}`
}

/** Metadata from server data: title, keywords, description, og:*, canonical and hreflang alternates. */
export async function pageMetadata({
  locale,
  path,
  seo,
  fallbackTitle,
  noIndex,
  offered,
  feed,
  type = 'website',
}: {
  locale: Locale
  path: string
  seo?: SeoData | null
  fallbackTitle?: string
  noIndex?: boolean
  /** Languages that have this page (hreflang); by default the availability rules of the path. */
  offered?: (locale: Locale) => boolean
  /** RSS feed of the section, announced in the head. */
  feed?: { section: string; title: string }
  type?: 'website' | 'article'
}): Promise<Metadata> {
  const site = await getSite(locale)
  const title = pageTitle(seo?.seo_title || fallbackTitle || site.title, site.title, seo?.no_site_name)
  const description = seo?.seo_description || site.description || undefined
  const keywords = seo?.seo_keywords || site.keywords || undefined
  const url = localeUrl(locale, path)
  return {
    metadataBase: new URL(origins[localeInfo[locale].origin]),
    title: { absolute: title },
    description,
    keywords,
    openGraph: {
      title,
      description,
      url,
      siteName: site.title,
      locale: localeInfo[locale].tag.replace('-', '_'),
      type,
    },
    alternates: noIndex
      ? undefined
      : {
          canonical: url,
          languages: hreflangAlternates(path, offered),
          ...(feed ? { types: { 'application/rss+xml': [{ url: `/rss/${localeInfo[locale].tag}/${feed.section}.xml`, title: feed.title }] } } : {}),
        },
    robots: noIndex ? { index: false, follow: true } : undefined,
    icons: {
      icon: [
        { url: '/icon.svg', type: 'image/svg+xml' },
        { url: '/favicon.ico', sizes: '48x48' },
      ],
    },
  }
}
