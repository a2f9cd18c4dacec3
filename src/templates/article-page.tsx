import { Phrased } from '@/components/phrased'
import { SiteLink } from '@/components/site-link'
import { getTranslations } from 'next-intl/server'
import { ArticleCard, coverKicker, formatDate } from '@/components/article-card'
import { ArticleCover } from '@/components/article-cover'
import { Breadcrumbs, type Crumb } from '@/components/breadcrumbs'
import { CmsImage } from '@/components/cms-image'
import { JsonLd } from '@/components/json-ld'
import { SitePage } from '@/components/site-page'
import { localeInfo } from '@/i18n/locales'
import { localePath } from '@/i18n/paths'
import { localeUrl } from '@/i18n/urls'
import { articlePath, listingPath } from '@/lib/content-paths'
import { DOC_LOCALES, sectionLabel, sections } from '@/lib/sections'
import type { Author, Category, Doc, Media, Release } from '@/cms/payload-types'
import { AUTHORS_PAGE, authorAnchor } from '@/lib/authors'
import { allInSection } from '@/server/content/editorial'
import { authorsPresented } from '@/server/content/pages'
import { socialImage } from '@/server/seo/metadata'
import { renderBody } from '@/server/content/rich-text'
import { Downloads } from './release-downloads'
import { docsTrail, docTree, type Sibling } from './docs-tree'
import {
  fallbackTitleOf,
  resolveArticle,
  type ArticleProps,
  type ArticleSection,
} from './article-route'

/**
 * The article page of every editorial section, served from each section's own folder (`blog/[id]`, `docs/[id]`,
 * …), whose page.tsx binds it to its section. Articles are static: prerendered at build, regenerated when an
 * editor publishes (each folder says `dynamic = 'error'`).
 */
export async function ArticlePage({
  section: articleSection,
  ...props
}: ArticleProps & { section: ArticleSection }) {
  const { locale, section, doc, translated } = await resolveArticle(articleSection, props)
  const t = await getTranslations()
  const { html, toc, minutes } = renderBody(doc.body, locale)
  const path = articlePath(section, doc.slug)
  const sectionName = t(sectionLabel[section])
  const categories = ('categories' in doc ? (doc.categories ?? []) : []).filter(
    (c): c is Category => typeof c === 'object',
  )
  const author =
    'author' in doc && typeof doc.author === 'object' ? (doc.author as Author | null) : null
  const cover = 'cover' in doc && typeof doc.cover === 'object' ? (doc.cover as Media | null) : null
  const kicker = coverKicker(sectionName, categories)
  // Where the page's own text is English (not yet translated), everything else on it is still in its language.
  const textLang = translated ? undefined : localeInfo.en.tag
  const siblings: Sibling[] =
    section === 'docs' || sections[section].listing || section === 'helps'
      ? await allInSection(section, locale)
      : []
  // The docs of a language without its own are all English: their titles in the sidebar and the trail are too.
  const docsLang = (DOC_LOCALES as readonly string[]).includes(locale)
    ? undefined
    : localeInfo.en.tag
  const crumbs: Crumb[] =
    section === 'docs'
      ? docsTrail(docTree(siblings), doc as Doc, sectionName, docsLang)
      : [{ label: sectionName, path: listingPath(section) }]
  if (categories[0] && sections[section].taxonomy)
    crumbs.push({
      label: categories[0].name,
      path: listingPath(section, { category: categories[0].slug }),
    })
  crumbs.push({ label: doc.title ?? '', lang: textLang })
  const related = siblings
    .filter((d) => d.slug !== doc.slug)
    .filter(
      (d) =>
        !categories[0] ||
        (d.categories ?? []).some((c) => typeof c === 'object' && c.slug === categories[0]?.slug),
    )
    .slice(0, 3)
  const url = localeUrl(locale, path)
  // The author's entry on the about page, where this language's about page presents the authors.
  const profile =
    author && (await authorsPresented(locale))
      ? `${localePath(locale, `/${AUTHORS_PAGE}`)}#${authorAnchor(author.id)}`
      : undefined

  return (
    <SitePage locale={locale} path={path}>
      <div className={`container article-layout${section === 'docs' ? ' with-sidebar' : ''}`}>
        {section === 'docs' ? (
          <nav className="docs-sidebar" aria-label={t('content.docsNav')}>
            <ul lang={docsLang}>
              {docTree(siblings).map(({ root, children }) => (
                <li key={root.id}>
                  <SiteLink
                    href={localePath(locale, articlePath('docs', root.slug))}
                    aria-current={root.slug === doc.slug ? 'page' : undefined}
                  >
                    {root.title}
                  </SiteLink>
                  {children.length ? (
                    <ul>
                      {children.map((child) => (
                        <li key={child.id}>
                          <SiteLink
                            href={localePath(locale, articlePath('docs', child.slug))}
                            aria-current={child.slug === doc.slug ? 'page' : undefined}
                          >
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
        <article className="article">
          <Breadcrumbs locale={locale} items={crumbs} currentPath={path} />
          {!translated ? (
            <p className="fallback-notice" role="note">
              {t('content.notTranslated')}
            </p>
          ) : null}
          <h1 lang={textLang}>
            <Phrased text={doc.title ?? ''} fit />
          </h1>
          <p className="article-meta">
            {doc.publishedAt ? (
              <time dateTime={doc.publishedAt}>
                {t('content.published', { date: formatDate(doc.publishedAt, locale) })}
              </time>
            ) : null}
            {/* Changed on a later day than it was published (dateModified of its structured data). */}
            {doc.publishedAt &&
            formatDate(doc.updatedAt, locale) !== formatDate(doc.publishedAt, locale) &&
            doc.updatedAt > doc.publishedAt ? (
              <time dateTime={doc.updatedAt}>
                {t('content.updated', { date: formatDate(doc.updatedAt, locale) })}
              </time>
            ) : null}
            {author ? (
              <span>
                {profile ? (
                  <a href={profile}>{t('content.byAuthor', { name: author.name })}</a>
                ) : (
                  t('content.byAuthor', { name: author.name })
                )}
              </span>
            ) : null}
            <span>{t('content.minutesRead', { minutes })}</span>
          </p>
          {cover?.url ? (
            <CmsImage
              media={cover}
              sizes="(max-width: 992px) 100vw, 800px"
              priority
              className="article-cover"
            />
          ) : sections[section].cover ? (
            <ArticleCover
              slug={doc.slug}
              title={doc.title ?? ''}
              kicker={kicker}
              label={t('content.cover', { title: doc.title ?? '', section: kicker })}
              className="article-cover"
            />
          ) : null}
          {toc.length > 1 && section === 'docs' ? (
            <nav className="toc" aria-label={t('content.onThisPage')}>
              <h2>{t('content.onThisPage')}</h2>
              <ul lang={textLang}>
                {toc.map((item) => (
                  <li key={item.id}>
                    <a href={`#${item.id}`}>{item.text}</a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <div className="prose" lang={textLang} dangerouslySetInnerHTML={{ __html: html }} />
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
          '@type':
            section === 'news'
              ? 'NewsArticle'
              : section === 'blog' || section === 'guide'
                ? 'Article'
                : 'TechArticle',
          headline: doc.title,
          description: doc.excerpt ?? undefined,
          datePublished: doc.publishedAt ?? undefined,
          dateModified: doc.updatedAt,
          inLanguage: localeInfo[translated ? locale : 'en'].tag,
          mainEntityOfPage: url,
          // The drawn cover is no image file: the social card, with the same title, stands for it.
          image: [
            new URL(
              cover?.url ??
                socialImage(
                  locale,
                  'seo' in doc ? doc.seo : null,
                  fallbackTitleOf(doc.title, translated, sectionName) ?? '',
                ).url,
              url,
            ).href,
          ],
          author: author
            ? {
                '@type': 'Person',
                name: author.name,
                url: profile ? new URL(profile, url).href : undefined,
              }
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
