import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { localePath } from '@/i18n/paths'
import { getSite } from '@/server/content'
import { isPreview } from '@/server/preview'
import { StaticMarkup } from '@/client/static-markup'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

/**
 * The default layout's chrome around one page: header (with this page's language links), main, footer.
 *
 * `main` is each page's choice, made where its content is written: `static` when nothing in it is a client component,
 * so the browser keeps the server's HTML and does not hydrate it (src/client/static-markup.tsx); `hydrated` when it
 * holds one (a form, the pricing plans, the download picker, the search), which then wraps its other sections in
 * StaticMarkup itself.
 */
export async function SitePage({ locale, path, main, children }: { locale: Locale; path: string; main: 'static' | 'hydrated'; children: ReactNode }) {
  const [site, preview, t] = await Promise.all([getSite(locale), isPreview(), getTranslations('preview')])
  const content = (
    <main id="main" className="site-main">
      {children}
    </main>
  )
  return (
    <>
      {preview ? (
        // Editors only (draft mode is turned on by the preview route after the CMS sign-in is checked).
        <div className="preview-bar" role="status">
          {t('notice')} <a href={`/api/preview/exit?path=${encodeURIComponent(localePath(locale, path))}`}>{t('exit')}</a>
        </div>
      ) : null}
      <SiteHeader locale={locale} path={path} site={site} />
      {main === 'static' ? <StaticMarkup>{content}</StaticMarkup> : content}
      <SiteFooter locale={locale} site={site} />
    </>
  )
}
