import { formatFileSize } from '@/lib/file-size'
import type { Metadata } from 'next'
import { SiteLink } from '@/components/site-link'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { ArticleCard, formatDate } from '@/components/article-card'
import { Breadcrumbs, type Crumb } from '@/components/breadcrumbs'
import { CmsImage } from '@/components/cms-image'
import { JsonLd } from '@/components/json-ld'
import { SitePage } from '@/components/site-page'
import type { Locale } from '@/i18n/locales'
import { localeInfo } from '@/i18n/locales'
import { pageLocale } from '@/i18n/params'
import { localePath } from '@/i18n/paths'
import { localeUrl } from '@/i18n/urls'
import { articlePath, isMarkdownSection, listingPath } from '@/lib/content-paths'
import { sectionLabel, sections, type Section } from '@/lib/sections'
import type { Author, Category, Doc, Media, Release } from '@/cms/payload-types'
import { AUTHORS_PAGE, authorAnchor } from '@/lib/authors'
import { allInSection, getArticle } from '@/server/editorial'
import { routeIndexOf } from '@/server/route-index'
import { authorsPresented } from '@/server/pages'
import { pageMetadata } from '@/server/metadata'
import { renderBody } from '@/server/rich-text'

/**
 * The article page of every editorial section, served from each section's own folder (`blog/[id]`, `docs/[id]`,
 * …), whose page.tsx binds it to its section. Articles are static: prerendered at build, regenerated when an
 * editor publishes (each folder says `dynamic = 'error'`).
 */
export type ArticleSection = { [S in Section]: (typeof sections)[S]['articles'] extends true ? S : never }[Section]
export type ArticleProps = { params: Promise<{ locale: string; id: string }> }

/** generateStaticParams of a section's article folder: the section's documents in the language. */
export function articleParams(section: ArticleSection) {
  return async ({ params }: { params: { locale: string } }) => {
    const index = await routeIndexOf(section)
    return (index[params.locale as Locale]?.ids ?? []).map((id) => ({ id }))
  }
}

async function resolve(section: ArticleSection, props: ArticleProps) {
  const locale = await pageLocale(props.params)
  const { id } = await props.params
  const article = await getArticle(section, locale, decodeURIComponent(id))
  if (!article) notFound()
  return { locale, section, ...article }
}

export async function articleMetadata(articleSection: ArticleSection, props: ArticleProps): Promise<Metadata> {
  const { locale, section, doc, translated } = await resolve(articleSection, props)
  const [index, t] = await Promise.all([routeIndexOf(section), getTranslations({ locale })])
  return pageMetadata({
    locale,
    path: articlePath(section, doc.slug),
    seo: 'seo' in doc ? doc.seo : null,
    // A page shown in English (not yet translated) still gets a title of its own language: the section's name.
    fallbackTitle: translated ? (doc.title ?? undefined) : `${doc.title} – ${t(sectionLabel[section])}`,
    fallbackDescription: doc.excerpt,
    offered: (l) => index[l]?.ids.includes(doc.slug) ?? false,
    // Only where the article is written in the page's language (src/server/markdown.ts).
    markdown: isMarkdownSection(section) && (translated || locale === 'en'),
    type: 'article',
  })
}

/** What the page reads of the other documents of its section (a summary, no body). */
type Sibling = Pick<Doc, 'id' | 'slug' | 'title' | 'excerpt' | 'publishedAt' | 'parent'> & {
  categories?: (number | Category)[] | null
  cover?: number | Media | null
}

function docTree(docs: Sibling[]) {
  const roots = docs.filter((d) => !d.parent)
  const childrenOf = (id: Doc['id']) => docs.filter((d) => (typeof d.parent === 'object' ? d.parent?.id : d.parent) === id)
  return roots.map((root) => ({ root, children: childrenOf(root.id) }))
}

export async function ArticlePage({ section: articleSection, ...props }: ArticleProps & { section: ArticleSection }) {
  const { locale, section, doc, translated } = await resolve(articleSection, props)
  const t = await getTranslations()
  const { html, toc, minutes } = renderBody(doc.body, locale)
  const path = articlePath(section, doc.slug)
  const sectionName = t(sectionLabel[section])
  const categories = ('categories' in doc ? (doc.categories ?? []) : []).filter((c): c is Category => typeof c === 'object')
  const author = 'author' in doc && typeof doc.author === 'object' ? (doc.author as Author | null) : null
  const cover = 'cover' in doc && typeof doc.cover === 'object' ? (doc.cover as Media | null) : null
  const crumbs: Crumb[] = [{ label: sectionName, path: section === 'docs' ? undefined : listingPath(section) }]
  if (categories[0] && sections[section].taxonomy) crumbs.push({ label: categories[0].name, path: listingPath(section, { category: categories[0].slug }) })
  crumbs.push({ label: doc.title ?? '' })

  const siblings: Sibling[] = section === 'docs' || sections[section].listing || section === 'helps' ? await allInSection(section, locale) : []
  const related = siblings
    .filter((d) => d.slug !== doc.slug)
    .filter((d) => !categories[0] || (d.categories ?? []).some((c) => typeof c === 'object' && c.slug === categories[0]?.slug))
    .slice(0, 3)
  const url = localeUrl(locale, path)
  // The author's entry on the about page, where this language's about page presents the authors.
  const profile = author && (await authorsPresented(locale)) ? `${localePath(locale, `/${AUTHORS_PAGE}`)}#${authorAnchor(author.id)}` : undefined

  return (
    <SitePage locale={locale} path={path}>
      <div className={`container article-layout${section === 'docs' ? ' with-sidebar' : ''}`}>
        {section === 'docs' ? (
          <nav className="docs-sidebar" aria-label={t('content.docsNav')}>
            <ul>
              {docTree(siblings).map(({ root, children }) => (
                <li key={root.id}>
                  <SiteLink href={localePath(locale, articlePath('docs', root.slug))} aria-current={root.slug === doc.slug ? 'page' : undefined}>
                    {root.title}
                  </SiteLink>
                  {children.length ? (
                    <ul>
                      {children.map((child) => (
                        <li key={child.id}>
                          <SiteLink href={localePath(locale, articlePath('docs', child.slug))} aria-current={child.slug === doc.slug ? 'page' : undefined}>
                            {child.title}
                          </SiteLink>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <article className="article" lang={translated ? undefined : 'en-US'}>
          <Breadcrumbs locale={locale} items={crumbs} currentPath={path} />
          {!translated ? (
            <p className="fallback-notice" role="note" lang={localeInfo[locale].tag}>
              {t('content.notTranslated')}
            </p>
          ) : null}
          <h1>{doc.title}</h1>
          <p className="article-meta">
            {doc.publishedAt ? <time dateTime={doc.publishedAt}>{t('content.published', { date: formatDate(doc.publishedAt, locale) })}</time> : null}
            {/* Changed on a later day than it was published (dateModified of its structured data). */}
            {doc.publishedAt && formatDate(doc.updatedAt, locale) !== formatDate(doc.publishedAt, locale) && doc.updatedAt > doc.publishedAt ? (
              <time dateTime={doc.updatedAt}>{t('content.updated', { date: formatDate(doc.updatedAt, locale) })}</time>
            ) : null}
            {author ? (
              <span>{profile ? <a href={profile}>{t('content.byAuthor', { name: author.name })}</a> : t('content.byAuthor', { name: author.name })}</span>
            ) : null}
            <span>{t('content.minutesRead', { minutes })}</span>
          </p>
          {cover?.url ? <CmsImage media={cover} sizes="(max-width: 992px) 100vw, 800px" priority className="article-cover" /> : null}
          {toc.length > 1 && section === 'docs' ? (
            <nav className="toc" aria-label={t('content.onThisPage')}>
              <h2>{t('content.onThisPage')}</h2>
              <ul>
                {toc.map((item) => (
                  <li key={item.id}>
                    <a href={`#${item.id}`}>{item.text}</a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />
          {section === 'release' ? <Downloads release={doc as Release} locale={locale} /> : null}
        </article>
      </div>
      {related.length && section !== 'docs' ? (
        <section className="container related" aria-labelledby="related-title">
          <h2 id="related-title">{t('content.related')}</h2>
          <ul className="card-grid">
            {related.map((d) => (
              <ArticleCard key={d.id} doc={d as never} section={section} locale={locale} />
            ))}
          </ul>
        </section>
      ) : null}
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          // Help, docs and release notes are technical articles (how-to, reference, changes).
          '@type': section === 'news' ? 'NewsArticle' : section === 'blog' || section === 'guide' ? 'Article' : 'TechArticle',
          headline: doc.title,
          description: doc.excerpt ?? undefined,
          datePublished: doc.publishedAt ?? undefined,
          dateModified: doc.updatedAt,
          inLanguage: localeInfo[translated ? locale : 'en'].tag,
          mainEntityOfPage: url,
          image: cover?.url ? [new URL(cover.url, url).href] : undefined,
          author: author
            ? { '@type': 'Person', name: author.name, url: profile ? new URL(profile, url).href : undefined }
            : { '@type': 'Organization', name: 'Polyprofile', url: new URL('/', url).href },
          publisher: {
            '@type': 'Organization',
            name: 'Polyprofile',
            url: new URL('/', url).href,
            logo: { '@type': 'ImageObject', url: new URL('/icon.svg', url).href },
          },
        }}
      />
    </SitePage>
  )
}

async function Downloads({ release, locale }: { release: Release; locale: Locale }) {
  const t = await getTranslations()
  if (!release.downloads?.length) return null
  const size = (bytes?: number | null) => formatFileSize(bytes, localeInfo[locale].tag)
  return (
    <section aria-labelledby="downloads-title">
      <h2 id="downloads-title">{t('content.downloads')}</h2>
      <div className="table-scroll">
        <table className="downloads">
          <thead>
            <tr>
              <th scope="col">{t('content.platform')}</th>
              <th scope="col">{t('content.size')}</th>
              <th scope="col">{t('content.checksum')}</th>
            </tr>
          </thead>
          <tbody>
            {release.downloads.map((d) => (
              <tr key={d.id ?? d.platform}>
                <td>
                  <a href={d.url} rel="nofollow">
                    {t(`download.${d.platform}`)}
                  </a>
                </td>
                <td>{size(d.size)}</td>
                <td>
                  <code>{d.sha256}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
