import { SiteLink } from '@/components/site-link'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { localePath } from '@/i18n/paths'
import { localeUrl } from '@/i18n/urls'
import { JsonLd } from './json-ld'

export interface Crumb {
  label: string
  /** Path without locale prefix; the last crumb (the page itself) has none. */
  path?: string
}

/** Visible breadcrumbs with their BreadcrumbList structured data. */
export async function Breadcrumbs({ locale, items, currentPath }: { locale: Locale; items: Crumb[]; currentPath: string }) {
  const t = await getTranslations()
  const all: Crumb[] = [{ label: t('content.home'), path: '/' }, ...items]
  return (
    <nav aria-label={t('content.breadcrumb')} className="breadcrumbs">
      <ol>
        {all.map((crumb, i) => (
          <li key={`${crumb.label}-${i}`}>
            {crumb.path && i < all.length - 1 ? (
              <SiteLink href={localePath(locale, crumb.path)}>{crumb.label}</SiteLink>
            ) : i === all.length - 1 ? (
              <span aria-current="page">{crumb.label}</span>
            ) : (
              <span>{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          // A crumb with no page of its own (the docs section) is not a step of the trail: listing it with the
          // current page's address would name this page twice.
          itemListElement: all
            .filter((crumb, i) => crumb.path || i === all.length - 1)
            .map((crumb, i, trail) => ({
              '@type': 'ListItem',
              position: i + 1,
              name: crumb.label,
              item: localeUrl(locale, i === trail.length - 1 ? currentPath : (crumb.path as string)),
            })),
        }}
      />
    </nav>
  )
}
