import type { ReactNode } from 'react'
import { AppShell } from '@/components/app-shell'
import { pageLocale } from '@/i18n/params'

/** Default layout: the app shell around every page (header and footer come with each page's SitePage). */
export default async function DefaultLayout({
  children,
  params,
}: {
  children: ReactNode
  params: Promise<{ locale: string }>
}) {
  const locale = await pageLocale(params)
  return <AppShell locale={locale}>{children}</AppShell>
}
