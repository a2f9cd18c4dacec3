import { SiteLink } from '@/components/site-link'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { localePath } from '@/i18n/paths'
import { localeUrl } from '@/i18n/urls'
import { JsonLd } from './json-ld'

export interface Crumb {
  label: string
  /** Path without locale prefix: every crumb but the last (the page itself) is a page of its own. */
  path?: string
  /** The label's language, when it is not the page's (an English title on a page shown in English). */
  lang?: string
}

/**
 * Visible breadcrumbs with their BreadcrumbList structured data: one list for both, so they always name the same
 * steps (every step but the last is a page of its own).
 */
export async function Breadcrumbs({ locale, items, currentPath }: { locale: Locale; items: Crumb[]; currentPath: string }) {
  const t = await getTranslations()
  const all: Crumb[] = [{ label: t('content.home'), path: '/' }, ...items]
  const stepless = all.slice(0, -1).find((crumb) => !crumb.path)
  if (stepless) throw new Error(`Breadcrumb "${stepless.label}" of ${currentPath} has no page`)
  return (
    <nav aria-label={t('content.breadcrumb')} className="breadcrumbs">
      <ol>
        {all.map((crumb, i) => (
          <li key={`${crumb.label}-${i}`} lang={crumb.lang}>
            {i < all.length - 1 ? (
              <SiteLink href={localePath(locale, crumb.path as string)}>{crumb.label}</SiteLink>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: all.map((crumb, i) => ({
            '@type': 'ListItem',
            position: i + 1,
            name: crumb.label,
            item: localeUrl(locale, i === all.length - 1 ? currentPath : (crumb.path as string)),
          })),
        }}
      />
    </nav>
  )
}
