import { SiteLink } from '@/components/site-link'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { localePath } from '@/i18n/paths'
import { loadRouteIndex } from '@/lib/route-index'
import type { NotFoundKind } from '@/lib/route-decision'
import { siteTables } from '@/server/site-tables/slot'
import { suggestedPaths } from '@/lib/suggestions'
import { buildRouteIndex } from '@/server/site-tables/route-index'
import { wordsOfPath } from '@/lib/search/query'
import { SearchForm } from './search-form'
import { SitePage } from './site-page'

interface NotFound {
  locale: Locale
  kind: NotFoundKind
  /** The address as asked for, query included; null when it is not known. */
  path: string | null
}

/**
 * The spec's text for a 404: 'Page Not Found: {path}' for a route whose guard failed ('validation'), 'Page not found:
 * {path}' for an address no route matches ('route').
 */
export async function notFoundTitle({ locale, kind, path }: NotFound): Promise<string> {
  const t = await getTranslations({ locale })
  if (path === null) return t('error.notFound')
  return kind === 'validation'
    ? t('error.notFoundValidation', { path })
    : t('error.notFoundRoute', { path })
}

/**
 * The 404 page in the default layout: its title, then a search form with the address's words, and the published
 * pages of the language closest to the address (src/lib/suggestions.ts), when any is close.
 */
export async function NotFoundView({ locale, path, kind }: NotFound) {
  const t = await getTranslations()
  const index = siteTables()?.routeIndex ?? loadRouteIndex(await buildRouteIndex())
  const suggestions = path === null ? [] : suggestedPaths(index, locale, path)
  return (
    <SitePage locale={locale} path="/">
      <section className="container not-found" data-not-found={kind}>
        <p className="not-found-code" aria-hidden="true">
          404
        </p>
        <h1>{await notFoundTitle({ locale, kind, path })}</h1>
        <p>{t('error.notFoundHint')}</p>
        <SearchForm
          locale={locale}
          id="not-found-search"
          query={path === null ? '' : wordsOfPath(path)}
        />
        {suggestions.length ? (
          <nav className="not-found-suggestions" aria-labelledby="not-found-suggestions">
            <h2 id="not-found-suggestions">{t('error.suggestions')}</h2>
            <ul>
              {suggestions.map((href) => (
                <li key={href}>
                  <SiteLink href={href}>{href}</SiteLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <SiteLink className="btn btn-primary" href={localePath(locale, '/')}>
          {t('error.backHome')}
        </SiteLink>
      </section>
    </SitePage>
  )
}
