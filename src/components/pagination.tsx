import { SiteLink } from '@/components/site-link'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { localePath } from '@/i18n/paths'

/** Real links to every listing page (page 2 is a URL: `?page=2`). */
export async function Pagination({
  locale,
  page,
  pages,
  pathFor,
}: {
  locale: Locale
  page: number
  pages: number
  pathFor: (page: number) => string
}) {
  if (pages <= 1) return null
  const t = await getTranslations()
  const numbers = Array.from({ length: pages }, (_, i) => i + 1)
  return (
    <nav className="pagination" aria-label={t('content.pagination')}>
      {page > 1 ? (
        <SiteLink href={localePath(locale, pathFor(page - 1))} rel="prev">
          ← {t('content.previous')}
        </SiteLink>
      ) : null}
      <ol>
        {numbers.map((n) => (
          <li key={n}>
            {n === page ? (
              <span aria-current="page">{n}</span>
            ) : (
              <SiteLink
                href={localePath(locale, pathFor(n))}
                aria-label={t('content.pageOf', { page: n, pages })}
              >
                {n}
              </SiteLink>
            )}
          </li>
        ))}
      </ol>
      {page < pages ? (
        <SiteLink href={localePath(locale, pathFor(page + 1))} rel="next">
          {t('content.next')} →
        </SiteLink>
      ) : null}
    </nav>
  )
}
