import { SiteLink } from '@/components/site-link'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { localePath } from '@/i18n/paths'
import { loadRouteIndex } from '@/lib/route-index'
import { siteTables } from '@/lib/site-tables'
import { suggestedPaths } from '@/lib/suggestions'
import { buildRouteIndex } from '@/server/route-index'
import { wordsOfPath } from '@/lib/search-query'
import { SearchForm } from './search-form'
import { SitePage } from './site-page'

export type NotFoundKind = 'validation' | 'route'

/**
 * The 404 page in the default layout. `kind` picks the spec's text: 'validation' for a route whose guard
 * failed ('Page Not Found: {path}'), 'route' for an address no route matches ('Page not found: {path}').
 * Below, a search form with the address's words, and the published pages of the language closest to the address
 * (src/lib/suggestions.ts), when any is close.
 */
export async function NotFoundView({ locale, path, kind }: { locale: Locale; path: string; kind: NotFoundKind }) {
  const t = await getTranslations()
  const index = siteTables()?.routeIndex ?? loadRouteIndex(await buildRouteIndex())
  const suggestions = suggestedPaths(index, locale, path)
  return (
    <SitePage locale={locale} path="/">
      <section className="container not-found" data-not-found={kind}>
        <p className="not-found-code" aria-hidden="true">
          404
        </p>
        <h1>{kind === 'validation' ? t('error.notFoundValidation', { path }) : t('error.notFoundRoute', { path })}</h1>
        <p>{t('error.notFoundHint')}</p>
        <SearchForm locale={locale} id="not-found-search" query={wordsOfPath(path)} />
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
