import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { localePath } from '@/i18n/paths'
import { getSite } from '@/server/content/globals'
import { isPreview } from '@/server/preview/draft-mode'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

/** The default layout's chrome around one page: header (with this page's language links), main, footer. */
export async function SitePage({
  locale,
  path,
  children,
}: {
  locale: Locale
  path: string
  children: ReactNode
}) {
  const [site, preview, t] = await Promise.all([
    getSite(locale),
    isPreview(),
    getTranslations('preview'),
  ])
  return (
    <>
      {preview ? (
        // Editors only (draft mode is turned on by the preview route after the CMS sign-in is checked).
        <div className="preview-bar" role="status">
          {t('notice')}{' '}
          <a href={`/api/preview/exit?path=${encodeURIComponent(localePath(locale, path))}`}>
            {t('exit')}
          </a>
        </div>
      ) : null}
      <SiteHeader locale={locale} path={path} site={site} />
      <main id="main" className="site-main">
        {children}
      </main>
      <SiteFooter locale={locale} site={site} />
    </>
  )
}
