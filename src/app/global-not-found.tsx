import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { setRequestLocale } from 'next-intl/server'
import { AppShell } from '@/components/app-shell'
import { NotFoundView, notFoundTitle } from '@/components/not-found-view'
import { SiteDocument, siteViewport } from '@/components/site-document'
import { isLocale, originDefaultLocale, type Locale } from '@/i18n/locales'
import { originForHost } from '@/i18n/urls'
import { NOT_FOUND_HEADER, SITE_LOCALE_HEADER, SITE_PATH_HEADER } from '@/lib/request-headers'
import type { NotFoundKind } from '@/lib/route-decision'

/**
 * The site's 404, answered by Next.js with status 404 for any address no page has: the proxy rewrites the 404s of
 * its route decision to one, naming the language, the address and which 404 it is in request headers. An address
 * the proxy does not see (one that looks like a file) gets its origin's language and no address shown.
 */
export const viewport = siteViewport

async function context(): Promise<{ locale: Locale; kind: NotFoundKind; path: string | null }> {
  const sent = await headers()
  const locale = sent.get(SITE_LOCALE_HEADER)
  return {
    locale: isLocale(locale) ? locale : originDefaultLocale[originForHost(sent.get('host'))],
    kind: sent.get(NOT_FOUND_HEADER) === 'validation' ? 'validation' : 'route',
    path: sent.get(SITE_PATH_HEADER),
  }
}

export async function generateMetadata(): Promise<Metadata> {
  // Next.js adds `noindex` to every 404.
  return { title: { absolute: await notFoundTitle(await context()) } }
}

export default async function GlobalNotFound() {
  const { locale, kind, path } = await context()
  setRequestLocale(locale)
  return (
    <SiteDocument locale={locale}>
      <AppShell locale={locale}>
        <NotFoundView locale={locale} path={path} kind={kind} />
      </AppShell>
    </SiteDocument>
  )
}
