import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { localePath } from '@/i18n/paths'

/** Real links to every listing page (page 2 is a URL: `?page=2`). */
export async function Pagination({ locale, page, pages, pathFor }: { locale: Locale; page: number; pages: number; pathFor: (page: number) => string }) {
  if (pages <= 1) return null
  const t = await getTranslations()
  const numbers = Array.from({ length: pages }, (_, i) => i + 1)
  return (
    <nav className="pagination" aria-label={t('content.pagination')}>
      {page > 1 ? (
        <Link href={localePath(locale, pathFor(page - 1))} rel="prev" prefetch={false}>
          ← {t('content.previous')}
        </Link>
      ) : null}
      <ol>
        {numbers.map((n) => (
          <li key={n}>
            {n === page ? (
              <span aria-current="page">{n}</span>
            ) : (
              <Link href={localePath(locale, pathFor(n))} prefetch={false} aria-label={t('content.pageOf', { page: n, pages })}>
                {n}
              </Link>
            )}
          </li>
        ))}
      </ol>
      {page < pages ? (
        <Link href={localePath(locale, pathFor(page + 1))} rel="next" prefetch={false}>
          {t('content.next')} →
        </Link>
      ) : null}
    </nav>
  )
}
