import type { ReactNode } from 'react'
import type { Locale } from '@/i18n/locales'
import { getSite } from '@/server/content'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

/** The default layout's chrome around one page: header (with this page's language links), main, footer. */
export async function SitePage({ locale, path, children }: { locale: Locale; path: string; children: ReactNode }) {
  const site = await getSite(locale)
  return (
    <>
      <SiteHeader locale={locale} path={path} site={site} />
      <main id="main" className="site-main">
        {children}
      </main>
      <SiteFooter locale={locale} site={site} />
    </>
  )
}
