import { SiteLink } from '@/components/site-link'
import { Phrased } from '@/components/phrased'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { localeInfo } from '@/i18n/locales'
import { localePath } from '@/i18n/paths'
import { articlePath } from '@/lib/content-paths'
import { sectionLabel, sections, type Section } from '@/lib/sections'
import type { Category, Media } from '@/cms/payload-types'
import { ArticleCover } from './article-cover'
import { CmsImage } from './cms-image'

export interface CardDoc {
  slug: string
  title: string
  excerpt?: string | null
  publishedAt?: string | null
  cover?: number | string | Media | null
  categories?: (number | string | Category)[] | null
}

/** What an article's drawn cover says above its title: the section, and the first category when it has one. */
export function coverKicker(sectionName: string, categories: CardDoc['categories']): string {
  const category = categories?.find((c): c is Category => typeof c === 'object' && c !== null)
  return category?.name ? `${sectionName} · ${category.name}` : sectionName
}

export function formatDate(value: string | null | undefined, locale: Locale): string {
  if (!value) return ''
  return new Intl.DateTimeFormat(localeInfo[locale].tag, {
    dateStyle: 'medium',
    timeZone: 'UTC',
  }).format(new Date(value))
}

/** A listing entry: cover (lazy unless first), title link, date and excerpt. */
export async function ArticleCard({
  doc,
  section,
  locale,
  eager,
  heading: Heading = 'h2',
}: {
  doc: CardDoc
  section: Section
  locale: Locale
  eager?: boolean
  /** h3 under a section's own h2 (the home page's latest posts). */
  heading?: 'h2' | 'h3'
}) {
  const t = await getTranslations()
  const href = localePath(locale, articlePath(section, doc.slug))
  const cover = typeof doc.cover === 'object' && doc.cover ? doc.cover : null
  const kicker = coverKicker(t(sectionLabel[section]), doc.categories)
  return (
    <li className="card article-card">
      {cover?.url ? (
        <CmsImage
          media={cover}
          sizes="(max-width: 767px) 100vw, (max-width: 1200px) 50vw, 380px"
          priority={eager}
          className="card-cover"
        />
      ) : sections[section].cover ? (
        <ArticleCover
          slug={doc.slug}
          title={doc.title}
          kicker={kicker}
          label={t('content.cover', { title: doc.title, section: kicker })}
          className="card-cover"
        />
      ) : null}
      <Heading className="card-title">
        <SiteLink href={href}>
          <Phrased text={doc.title} fit />
        </SiteLink>
      </Heading>
      {doc.publishedAt ? (
        <p className="card-meta">
          <time dateTime={doc.publishedAt}>{formatDate(doc.publishedAt, locale)}</time>
        </p>
      ) : null}
      {doc.excerpt ? <p>{doc.excerpt}</p> : null}
      <SiteLink
        href={href}
        className="read-more"
        aria-label={`${t('content.readMore')}: ${doc.title}`}
      >
        {t('content.readMore')} →
      </SiteLink>
    </li>
  )
}
