import type { Metadata } from 'next'
import { SiteLink } from '@/components/site-link'
import { getTranslations } from 'next-intl/server'
import { SiteSearch } from '@/client/site-search'
import { Breadcrumbs } from '@/components/breadcrumbs'
import { PageData } from '@/components/page-data'
import { searchLabels } from '@/components/search-labels'
import { SitePage } from '@/components/site-page'
import { pageLocale } from '@/i18n/params'
import { localePath } from '@/i18n/paths'
import {
  isSearchSection,
  SEARCH_MAX_CHARS,
  searchSectionLabel,
  type SearchAnswer,
  type SearchSection,
} from '@/lib/search/query'
import { getSite } from '@/server/content/globals'
import { pageMetadata } from '@/server/seo/metadata'
import { pageTitle } from '@/lib/seo-limits'
import { searchSite } from '@/server/search/search'

/**
 * The site search. Rendered per request: `?q=` (and `?section=`, from the help center) are answered here, so the
 * page works without JavaScript; with it, src/client/site-search.tsx updates the results as the visitor types.
 */
export const dynamic = 'force-dynamic'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/** The query and section asked for; anything malformed reads as no query (the page still shows the box). */
async function asked(
  searchParams: Props['searchParams'],
): Promise<{ q: string; section?: SearchSection }> {
  const query = await searchParams
  const first = (value: string | string[] | undefined) =>
    (Array.isArray(value) ? value[0] : value) ?? ''
  const q = first(query.q).trim().slice(0, SEARCH_MAX_CHARS)
  const section = first(query.section)
  return { q, ...(isSearchSection(section) ? { section } : {}) }
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const [t, { q }, site] = await Promise.all([
    getTranslations({ locale }),
    asked(searchParams),
    getSite(locale),
  ])
  // A results page is not a page of its own for search engines; the empty search page may be indexed.
  const metadata = await pageMetadata({
    locale,
    path: '/search',
    fallbackTitle: t('search.title'),
    noIndex: Boolean(q),
  })
  // The query goes into the window's title only: the social card and Open Graph title stay "Search", or any address
  // could have the site draw (and sign) a card with whatever text it likes.
  return q
    ? {
        ...metadata,
        title: { absolute: pageTitle(t('search.resultsFor', { query: q }), site.title) },
      }
    : metadata
}

export default async function SearchPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const [t, { q, section }, labels] = await Promise.all([
    getTranslations(),
    asked(searchParams),
    searchLabels(),
  ])
  let initial: SearchAnswer | 'failed' | null = null
  if (q) {
    try {
      initial = await searchSite({ q, locale, section })
    } catch (error) {
      console.error(
        'Search page: the search failed',
        error instanceof Error ? error.message : error,
      )
      initial = 'failed'
    }
  }
  const action = localePath(locale, '/search')
  return (
    <SitePage locale={locale} path="/search">
      <div className="container listing search-page">
        <Breadcrumbs locale={locale} items={[{ label: t('search.title') }]} currentPath="/search" />
        <PageData
          locale={locale}
          path="/search"
          type="SearchResultsPage"
          name={t('search.title')}
        />
        <h1>{t('search.title')}</h1>
        {section ? (
          <p className="search-scope">
            {t('search.only', { section: t(searchSectionLabel[section]) })}{' '}
            <SiteLink href={q ? `${action}?${new URLSearchParams({ q })}` : action}>
              {t('search.everywhere')}
            </SiteLink>
          </p>
        ) : (
          <p className="search-scope">{t('search.hint')}</p>
        )}
        <SiteSearch
          id="site-search"
          lang={locale}
          action={action}
          section={section}
          initialQuery={q}
          initial={initial}
          labels={labels}
          syncAddress
          autoFocus={!q}
        />
      </div>
    </SitePage>
  )
}
