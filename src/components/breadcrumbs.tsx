import Link from 'next/link'
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
              <Link href={localePath(locale, crumb.path)} prefetch={false}>
                {crumb.label}
              </Link>
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
            item: localeUrl(locale, crumb.path ?? currentPath),
          })),
        }}
      />
    </nav>
  )
}
