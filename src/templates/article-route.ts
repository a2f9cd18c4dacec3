/** What Next.js asks of an article route besides its page: the static params, the article or its 404, the metadata. */
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { pageLocale } from '@/i18n/params'
import { articlePath, isMarkdownSection } from '@/lib/content-paths'
import { sectionLabel, type sections, type Section } from '@/lib/sections'
import { getArticle } from '@/server/content/editorial'
import { pageMetadata } from '@/server/seo/metadata'
import { routeIndexOf } from '@/server/site-tables/route-index'

export type ArticleSection = {
  [S in Section]: (typeof sections)[S]['articles'] extends true ? S : never
}[Section]
export type ArticleProps = { params: Promise<{ locale: string; id: string }> }

/** generateStaticParams of a section's article folder: the section's documents in the language. */
export function articleParams(section: ArticleSection) {
  return async ({ params }: { params: { locale: string } }) => {
    const index = await routeIndexOf(section)
    const ids = index[params.locale as Locale]?.ids ?? []
    // A language with no documents gets a stand-in id, or Next.js prerenders none of the route (patch register 18).
    return (ids.length ? ids : [NO_DOCUMENT_ID]).map((id) => ({ id }))
  }
}

/** articleParams' stand-in for a language with no documents: no slug can be it (src/lib/sections.ts SLUG_PATTERN). */
const NO_DOCUMENT_ID = '-'

/** A page shown in English (not yet translated) still gets a title of its own language: the section's name. */
export const fallbackTitleOf = (
  title: string | null | undefined,
  translated: boolean,
  sectionName: string,
) => (translated ? (title ?? undefined) : `${title} – ${sectionName}`)

/** The article an address asks for in its language, or the 404. */
export async function resolveArticle(section: ArticleSection, props: ArticleProps) {
  const locale = await pageLocale(props.params)
  const { id } = await props.params
  const article = await getArticle(section, locale, decodeURIComponent(id))
  if (!article) notFound()
  return { locale, section, ...article }
}

export async function articleMetadata(
  articleSection: ArticleSection,
  props: ArticleProps,
): Promise<Metadata> {
  const { locale, section, doc, translated } = await resolveArticle(articleSection, props)
  const [index, t] = await Promise.all([routeIndexOf(section), getTranslations({ locale })])
  return pageMetadata({
    locale,
    path: articlePath(section, doc.slug),
    seo: 'seo' in doc ? doc.seo : null,
    fallbackTitle: fallbackTitleOf(doc.title, translated, t(sectionLabel[section])),
    fallbackDescription: doc.excerpt,
    offered: (l) => index[l]?.ids.includes(doc.slug) ?? false,
    // Only where the article is written in the page's language (src/server/content/markdown.ts).
    markdown: isMarkdownSection(section) && (translated || locale === 'en'),
    type: 'article',
  })
}
