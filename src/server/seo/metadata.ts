import 'server-only'
import type { Metadata } from 'next'
import { localeInfo, type Locale } from '@/i18n/locales'
import { hreflangAlternates } from '@/lib/language-switch'
import { localeUrl, origins } from '@/i18n/urls'
import { getSite } from '../content/globals'
import { CARD_HEIGHT, CARD_WIDTH, socialCardPath } from './social-card'
import { DESCRIPTION_MAX, fitDescription, pageTitle } from '@/lib/seo-limits'

export interface SeoData {
  seo_title?: string | null
  seo_keywords?: string | null
  seo_description?: string | null
  no_site_name?: boolean | null
  /** The editor's own social image (a media document when the page was read with depth, else its id). */
  social_image?:
    | number
    | {
        url?: string | null
        alt?: string | null
        width?: number | null
        height?: number | null
        mimeType?: string | null
      }
    | null
}

/** A summary made of titles or questions a page shows, in its language: "A · B · C", as many as fit. */
export function summaryOf(lead: string, items: (string | null | undefined)[]): string {
  const parts = items.filter((i): i is string => Boolean(i?.trim()))
  let text = lead
  for (const part of parts) {
    const next = text ? `${text}${text === lead ? ': ' : ' · '}${part}` : part
    if ([...next].length > DESCRIPTION_MAX) break
    text = next
  }
  return text
}

/**
 * A page's social picture: the editor's own when one is set, else the card drawn with the page's own title (without
 * the site's name, which the card shows apart).
 */
export function socialImage(
  locale: Locale,
  seo: SeoData | null | undefined,
  fallbackTitle: string,
) {
  const cardTitle = seo?.seo_title || fallbackTitle
  const own =
    typeof seo?.social_image === 'object' && seo.social_image?.url ? seo.social_image : null
  return own
    ? {
        url: own.url as string,
        width: own.width ?? undefined,
        height: own.height ?? undefined,
        alt: own.alt || cardTitle,
        type: own.mimeType ?? undefined,
      }
    : {
        url: socialCardPath(locale, cardTitle),
        width: CARD_WIDTH,
        height: CARD_HEIGHT,
        alt: cardTitle,
        type: 'image/png',
      }
}

/** Metadata from server data: title, keywords, description, og:*, canonical and hreflang alternates. */
export async function pageMetadata({
  locale,
  path,
  seo,
  fallbackTitle,
  fallbackDescription,
  noIndex,
  offered,
  feed,
  markdown,
  type = 'website',
}: {
  locale: Locale
  path: string
  seo?: SeoData | null
  fallbackTitle?: string
  /** The page's own summary in its language (an excerpt, the first questions, …) when its SEO fields have none. */
  fallbackDescription?: string | null
  noIndex?: boolean
  /** Languages that have this page (hreflang); by default the availability rules of the path. */
  offered?: (locale: Locale) => boolean
  /** RSS feed of the section, announced in the head. */
  feed?: { section: string; title: string }
  /** The page's text as Markdown (src/server/content/markdown.ts), announced in the head. */
  markdown?: boolean
  type?: 'website' | 'article'
}): Promise<Metadata> {
  const site = await getSite(locale)
  const title = pageTitle(
    seo?.seo_title || fallbackTitle || site.title,
    site.title,
    seo?.no_site_name,
  )
  const description = fitDescription(
    seo?.seo_description || fallbackDescription || site.description,
  )
  const keywords = seo?.seo_keywords || site.keywords || undefined
  const url = localeUrl(locale, path)
  const card = socialImage(locale, seo, fallbackTitle || site.title)
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
      alternateLocale: Object.keys(hreflangAlternates(path, offered))
        .filter((tag) => tag !== 'x-default' && tag !== localeInfo[locale].tag)
        .map((tag) => tag.replace('-', '_')),
      type,
      images: [card],
    },
    twitter: {
      card: 'summary_large_image',
      title,
      description,
      images: [{ url: card.url, alt: card.alt }],
    },
    alternates: noIndex
      ? undefined
      : {
          canonical: url,
          languages: hreflangAlternates(path, offered),
          types: {
            ...(feed
              ? {
                  'application/rss+xml': [
                    {
                      url: `/rss/${localeInfo[locale].tag}/${feed.section}.xml`,
                      title: feed.title,
                    },
                  ],
                }
              : {}),
            ...(markdown ? { 'text/markdown': [{ url: `${url}.md`, title }] } : {}),
          },
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
