'use client'
/**
 * Under the SEO fields: the page as a search result (title, address, description, as the site sends them in the
 * document's language and as Google cuts them) and the social card the site will serve for it, following the form
 * as the editor types.
 */
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import { useDocumentInfo, useFormFields, useTranslation } from '@payloadcms/ui'
import { localePath } from '@/i18n/paths'
import type { Locale } from '@/i18n/locales'
import { articlePath } from '@/lib/content-paths'
import { GLOBAL_PAGE_PATHS } from '@/lib/preview-url'
import { sections, type Section } from '@/lib/sections'
import { fitDescription, pageTitle } from '@/lib/seo-limits'
import { slugFromTitle } from '@/lib/slug'
import { seoText } from './seo-text'
import './seo-preview.css'

/** Google cuts a result's title past about 600 px of its 20 px Arial. */
const SERP_TITLE_PX = 600
const SERP_TITLE_FONT = '20px Arial, sans-serif'
/** How long typing pauses before the card is drawn again (each draw is a server render). */
const CARD_DEBOUNCE_MS = 500

let canvas: HTMLCanvasElement | null = null

/** The title cut to what fits in Google's width, with an ellipsis when cut. */
function serpTitle(title: string): string {
  canvas ??= document.createElement('canvas')
  const context = canvas.getContext('2d')
  if (!context) return title
  context.font = SERP_TITLE_FONT
  if (context.measureText(title).width <= SERP_TITLE_PX) return title
  const chars = [...title]
  let end = chars.length
  while (
    end > 0 &&
    context.measureText(`${chars.slice(0, end).join('').trimEnd()} …`).width > SERP_TITLE_PX
  )
    end--
  return `${chars.slice(0, end).join('').trimEnd()} …`
}

/** The page's path without the language prefix, from the live form. */
function pagePath(
  collection: string | undefined,
  global: string | undefined,
  slug: string,
  path: string,
): string {
  if (global) return GLOBAL_PAGE_PATHS[global as keyof typeof GLOBAL_PAGE_PATHS] ?? '/'
  if (collection === 'pages') return path || '/'
  if (collection === 'partners') return `/partner/${slug}`
  const section = (Object.keys(sections) as Section[]).find(
    (s) => sections[s].collection === collection,
  )
  if (!section) return '/'
  return sections[section].articles ? articlePath(section, slug) : sections[section].path
}

const noSubscription = () => () => undefined
const str = (value: unknown) => (typeof value === 'string' ? value : '')

export function SeoPreviewClient({
  locale,
  origin,
  siteName,
  siteDescription,
}: {
  locale: Locale
  origin: string
  siteName: string
  siteDescription: string
}) {
  const { i18n } = useTranslation()
  const text = seoText(i18n.language)
  const { collectionSlug, globalSlug } = useDocumentInfo()
  const form = useFormFields(([fields]) => ({
    title: str(fields.title?.value),
    excerpt: str(fields.excerpt?.value),
    slug: str(fields.slug?.value),
    path: str(fields.path?.value),
    seoTitle: str(fields['seo.seo_title']?.value),
    seoDescription: str(fields['seo.seo_description']?.value),
    noSiteName: fields['seo.no_site_name']?.value === true,
    socialImage: fields['seo.social_image']?.value,
  }))
  const ownTitle = form.seoTitle || form.title || siteName
  const title = pageTitle(ownTitle, siteName, form.noSiteName)
  const description = fitDescription(form.seoDescription || form.excerpt || siteDescription) ?? ''
  const slug = form.slug || slugFromTitle(form.title) || ''
  const url = origin + localePath(locale, pagePath(collectionSlug, globalSlug, slug, form.path))
  const { host, pathname } = new URL(url)
  // Measured with the browser's fonts, so only once rendering in the browser.
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  const shownTitle = useMemo(() => (inBrowser ? serpTitle(title) : title), [inBrowser, title])

  const cardAddress = `/api/preview/social-card?locale=${locale}&title=${encodeURIComponent(ownTitle)}`
  const [card, setCard] = useState(cardAddress)
  useEffect(() => {
    const timer = setTimeout(() => setCard(cardAddress), CARD_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [cardAddress])
  const ownImage = useOwnImage(form.socialImage)

  return (
    <div className="seo-preview">
      <section className="seo-serp" aria-labelledby="seo-serp-heading">
        <h4 id="seo-serp-heading">{text.serpHeading}</h4>
        <p className="seo-preview__note">{text.serpNote}</p>
        <div className="seo-serp__result">
          <cite className="seo-serp__url" data-url={url}>
            {[host, ...pathname.split('/').filter(Boolean).map(decodeURIComponent)].join(' › ')}
          </cite>
          <p className="seo-serp__title" title={title}>
            {shownTitle}
          </p>
          <p className="seo-serp__description">{description}</p>
        </div>
      </section>
      <section className="seo-card" aria-labelledby="seo-card-heading">
        <h4 id="seo-card-heading">{text.cardHeading}</h4>
        {ownImage ? <p className="seo-preview__note">{text.ownImage}</p> : null}
        {/* eslint-disable-next-line @next/next/no-img-element -- the admin shows the exact file the site serves */}
        <img
          className="seo-card__image"
          src={ownImage ?? card}
          alt={ownTitle}
          width={600}
          height={315}
        />
      </section>
    </div>
  )
}

/** The address of the editor's own social image, when one is chosen (the form holds its id). */
function useOwnImage(value: unknown): string | null {
  const id = typeof value === 'number' || typeof value === 'string' ? String(value) : ''
  const [found, setFound] = useState<{ id: string; url: string | null }>({ id: '', url: null })
  useEffect(() => {
    if (!id) return
    const controller = new AbortController()
    fetch(`/cms/api/media/${encodeURIComponent(id)}?depth=0`, {
      credentials: 'include',
      signal: controller.signal,
    })
      .then((res) => (res.ok ? (res.json() as Promise<{ url?: string }>) : null))
      .then((doc) => setFound({ id, url: doc?.url ?? null }))
      .catch(() => undefined)
    return () => controller.abort()
  }, [id])
  return id && found.id === id ? found.url : null
}
