import type { ReactNode } from 'react'
import { setRequestLocale } from 'next-intl/server'
import { AppShell } from '@/components/app-shell'
import { isLocale } from '@/i18n/locales'

/** Default layout: the app shell around every page (header and footer come with each page's SitePage). */
export default async function DefaultLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params
  if (isLocale(locale)) setRequestLocale(locale)
  return <AppShell>{children}</AppShell>
}
