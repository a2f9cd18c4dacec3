import type { Metadata } from 'next'
import { Phrased } from '@/components/phrased'
import { SiteLink } from '@/components/site-link'
import { getTranslations } from 'next-intl/server'
import { SiteSearch } from '@/client/site-search'
import { Breadcrumbs } from '@/components/breadcrumbs'
import { PageData } from '@/components/page-data'
import { searchLabels } from '@/components/search-labels'
import { SitePage } from '@/components/site-page'
import { pageLocale } from '@/i18n/params'
import { localePath } from '@/i18n/paths'
import { articlePath } from '@/lib/content-paths'
import type { Category } from '@/cms/payload-types'
import { allInSection, categoriesOf } from '@/server/content/editorial'
import { pageMetadata, summaryOf } from '@/server/seo/metadata'

/** The help center is static: regenerated when an editor publishes. */
export const dynamic = 'error'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const [t, articles] = await Promise.all([
    getTranslations({ locale }),
    allInSection('helps', locale),
  ])
  return pageMetadata({
    locale,
    path: '/helps',
    fallbackTitle: t('nav.help'),
    fallbackDescription: summaryOf(
      t('nav.help'),
      articles.map((a) => a.title),
    ),
  })
}

export default async function HelpCenter({ params }: Props) {
  const locale = await pageLocale(params)
  const [t, articles, categories] = await Promise.all([
    getTranslations(),
    allInSection('helps', locale),
    categoriesOf('helps', locale),
  ])
  const labels = await searchLabels({
    label: t('content.searchHelp'),
    placeholder: t('content.searchHelp'),
    none: t('content.noResults'),
  })
  const inCategory = (c: Category) =>
    articles.filter((a) =>
      (a.categories ?? []).some((x) => typeof x === 'object' && x.slug === c.slug),
    )
  return (
    <SitePage locale={locale} path="/helps">
      <div className="container listing">
        <Breadcrumbs locale={locale} items={[{ label: t('nav.help') }]} currentPath="/helps" />
        <PageData locale={locale} path="/helps" type="CollectionPage" name={t('nav.help')} />
        <h1>{t('nav.help')}</h1>
        {/* The site search within the help articles: results as the visitor types (the groups below step aside while
            there are some); without JavaScript, the search page with the same query and section. */}
        <SiteSearch
          id="help-search"
          lang={locale}
          action={localePath(locale, '/search')}
          section="helps"
          labels={labels}
        />
        <div className="help-groups">
          {categories.map((category) => (
            <section
              key={category.id}
              data-help-group
              aria-labelledby={`help-${category.slug}`}
              className="card"
            >
              <h2 id={`help-${category.slug}`}>
                <Phrased text={category.name} fit />
              </h2>
              <ul>
                {inCategory(category).map((a) => (
                  <li key={a.id} data-help-item>
                    <SiteLink href={localePath(locale, articlePath('helps', a.slug))}>
                      {a.title}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </div>
    </SitePage>
  )
}
