import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { NotFoundView, type NotFoundKind } from '@/components/not-found-view'
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'
import { SITE_PATH_HEADER } from '@/lib/request-headers'

/**
 * The site's 404, reached only through the proxy (which also makes the server answer 404): `kind` is
 * 'route' for an address no route matches and 'validation' for a route whose guard refused it.
 * Rendered per request so unknown addresses never fill the page cache.
 */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string; kind: string }> }

async function context({ params }: Props): Promise<{ locale: Locale; kind: NotFoundKind; path: string }> {
  const { locale, kind } = await params
  const path = (await headers()).get(SITE_PATH_HEADER) || '/'
  return { locale: isLocale(locale) ? locale : defaultLocale, kind: kind === 'validation' ? 'validation' : 'route', path }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, kind, path } = await context(props)
  const t = await getTranslations({ locale })
  const title = kind === 'validation' ? t('error.notFoundValidation', { path }) : t('error.notFoundRoute', { path })
  return { title: { absolute: title }, robots: { index: false, follow: true } }
}

export default async function NotFoundPage(props: Props) {
  const { locale, kind, path } = await context(props)
  setRequestLocale(locale)
  return <NotFoundView locale={locale} path={path} kind={kind} />
}
