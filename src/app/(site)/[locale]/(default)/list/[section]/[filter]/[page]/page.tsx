import type { Metadata } from 'next'
import { Phrased } from '@/components/phrased'
import { SiteLink } from '@/components/site-link'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { ArticleCard } from '@/components/article-card'
import { Breadcrumbs, type Crumb } from '@/components/breadcrumbs'
import { PageData } from '@/components/page-data'
import { Pagination } from '@/components/pagination'
import { SitePage } from '@/components/site-page'
import { defaultLocale, localeInfo, type Locale } from '@/i18n/locales'
import { localeUrl } from '@/i18n/urls'
import { pageLocale } from '@/i18n/params'
import { localePath } from '@/i18n/paths'
import { listingKey, listingPath, parseListingKey, type ListingFilter } from '@/lib/content-paths'
import { listingOffered } from '@/lib/route-index'
import { isSection, sectionLabel, sections, type Section } from '@/lib/sections'
import { categoriesOf, listSection, tagBySlug } from '@/server/content/editorial'
import { routeIndexOf } from '@/server/site-tables/route-index'
import { pageMetadata, summaryOf } from '@/server/seo/metadata'

/** Listings are static: prerendered at build, regenerated when an editor publishes. */
export const dynamic = 'error'

type Params = { locale: string; section: string; filter: string; page: string }
type Props = { params: Promise<Params> }

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  const locale = params.locale as Locale
  const out: Omit<Params, 'locale'>[] = []
  for (const section of Object.keys(sections) as Section[]) {
    if (!sections[section].listing) continue
    for (const [key, pages] of Object.entries((await routeIndexOf(section))[locale]?.pages ?? {})) {
      for (let page = 1; page <= pages; page++)
        out.push({ section, filter: key, page: String(page) })
    }
  }
  return out
}

async function resolve(props: Props) {
  const locale = await pageLocale(props.params)
  const { section, filter: rawFilter, page: rawPage } = await props.params
  const filter = parseListingKey(rawFilter)
  const page = Number(rawPage)
  if (
    !isSection(section) ||
    !sections[section].listing ||
    !filter ||
    !Number.isInteger(page) ||
    page < 1
  )
    notFound()
  return { locale, section, filter, page }
}

async function heading(section: Section, locale: Locale, filter: ListingFilter) {
  const t = await getTranslations()
  const sectionName = t(sectionLabel[section])
  const category = filter.category
    ? (await categoriesOf(section as 'blog', locale)).find((c) => c.slug === filter.category)
    : undefined
  const tag = filter.tag ? await tagBySlug(filter.tag, locale) : null
  const title = [category?.name, tag?.name].filter(Boolean).join(' · ') || sectionName
  return { sectionName, category, tag, title }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, section, filter, page } = await resolve(props)
  const [{ title, sectionName }, index, shown] = await Promise.all([
    heading(section, locale, filter),
    routeIndexOf(section),
    listSection(section, locale, { ...filter, page }),
  ])
  const key = listingKey(filter)
  const path = listingPath(section, filter, page)
  return pageMetadata({
    locale,
    path,
    fallbackTitle:
      page > 1 ? `${title} (${page})` : title === sectionName ? title : `${title} – ${sectionName}`,
    // What this page lists, in its language: the section (or category) and the titles shown.
    fallbackDescription: summaryOf(
      title,
      shown.docs.map((d) => d.title),
    ),
    offered: (l) => listingOffered(index[l], key, page),
    noIndex: shown.docs.length === 0,
    feed: sections[section].feed ? { section, title: sectionName } : undefined,
  })
}

export default async function ListingPage(props: Props) {
  const { locale, section, filter, page } = await resolve(props)
  const [result, t, { sectionName, category, tag, title }] = await Promise.all([
    listSection(section, locale, { ...filter, page }),
    getTranslations(),
    heading(section, locale, filter),
  ])
  if (result.docs.length === 0 && page > 1) notFound()
  const categories = sections[section].taxonomy ? await categoriesOf(section as 'blog', locale) : []
  const crumbs: Crumb[] = [{ label: sectionName, path: listingPath(section) }]
  if (category)
    crumbs.push({ label: category.name, path: listingPath(section, { category: filter.category }) })
  if (tag) crumbs.push({ label: tag.name })
  const path = listingPath(section, filter, page)

  return (
    <SitePage locale={locale} path={path}>
      <div className="container listing">
        <Breadcrumbs locale={locale} items={crumbs} currentPath={path} />
        <PageData
          locale={locale}
          path={path}
          type="CollectionPage"
          name={title}
          description={category?.description}
        />
        <header className="listing-header">
          <h1>
            <Phrased text={title} fit />
          </h1>
          {category?.description ? <p className="lead">{category.description}</p> : null}
          {sections[section].feed ? (
            <a
              className="rss-link"
              href={`/rss/${localeInfo[locale].tag}/${section}.xml`}
              type="application/rss+xml"
            >
              {t('content.rss')}
            </a>
          ) : null}
        </header>
        {categories.length ? (
          <nav aria-label={t('content.categories')} className="chips">
            <SiteLink
              href={localePath(locale, listingPath(section))}
              aria-current={!filter.category ? 'page' : undefined}
            >
              {t('content.all')}
            </SiteLink>
            {categories.map((c) => (
              <SiteLink
                key={c.id}
                href={localePath(locale, listingPath(section, { category: c.slug }))}
                aria-current={c.slug === filter.category && !filter.tag ? 'page' : undefined}
              >
                {c.name}
              </SiteLink>
            ))}
          </nav>
        ) : null}
        {result.docs.length === 0 ? (
          <p className="listing-empty">
            {t('content.emptyListing')}{' '}
            <a
              href={localeUrl(defaultLocale, listingPath(section, filter))}
              hrefLang={localeInfo[defaultLocale].tag}
            >
              {t('content.emptyListingLink')}
            </a>
          </p>
        ) : null}
        <ul className="card-grid">
          {result.docs.map((doc, i) => (
            <ArticleCard
              key={doc.id}
              doc={doc as never}
              section={section}
              locale={locale}
              eager={i === 0 && page === 1}
            />
          ))}
        </ul>
        <Pagination
          locale={locale}
          page={page}
          pages={result.totalPages}
          pathFor={(n) => listingPath(section, filter, n)}
        />
      </div>
    </SitePage>
  )
}
