import type { ReactNode } from 'react'
import { SiteDocument, siteViewport } from '@/components/site-document'
import { locales } from '@/i18n/locales'
import { pageLocale } from '@/i18n/params'

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }))
}

export const viewport = siteViewport

/** Root layout of the public site: `<html lang>` is the locale's BCP-47 tag. */
export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode
  params: Promise<{ locale: string }>
}) {
  const locale = await pageLocale(params)
  return <SiteDocument locale={locale}>{children}</SiteDocument>
}
