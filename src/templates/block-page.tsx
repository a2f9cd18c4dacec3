import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { faqJsonLd } from '@/blocks/faq/component'
import { PageBlocks } from '@/blocks/render'
import { JsonLd } from '@/components/json-ld'
import { PageData } from '@/components/page-data'
import { SitePage } from '@/components/site-page'
import { UseCaseSwitchLinks } from '@/client/use-case-switch'
import type { Locale } from '@/i18n/locales'
import { origins } from '@/i18n/urls'
import { pageLocale } from '@/i18n/params'
import { pagePath, type PageSection } from '@/lib/page-paths'
import { nodeId, type PageType } from '@/lib/structured-data'
import { getSite } from '@/server/content/globals'
import { routeIndexOf } from '@/server/site-tables/route-index'
import { pageMetadata } from '@/server/seo/metadata'
import { allAuthors, allPartners, getPage } from '@/server/content/pages'
import { siteLinks } from '@/server/content/site-links'

/**
 * The page editors build from blocks (the `pages` collection), served from `[html]` (`/{html}` and the named pages),
 * `solutions/[id]` and `alternatives/[id]`, whose page.tsx binds it to its section. Static: prerendered at build,
 * regenerated when an editor publishes (each folder says `dynamic = 'error'`).
 */
/** `id` in solutions/[id] and alternatives/[id], `html` in [html]. */
export type BlockPageProps = { params: Promise<{ locale: string; id?: string; html?: string }> }

/** generateStaticParams of a section's folder: the section's published pages in the language. */
export function blockPageParams(section: PageSection) {
  return async ({ params }: { params: { locale: string } }) => {
    const index = await routeIndexOf('pages')
    return (index[params.locale as Locale]?.ids ?? []).flatMap(
      (path): { id?: string; html?: string }[] => {
        const [first, second] = path.split('/').filter(Boolean)
        if (!first) return []
        if (second) return first === section ? [{ id: second }] : []
        return section === 'page' ? [{ html: first }] : []
      },
    )
  }
}

async function resolve(section: PageSection, props: BlockPageProps) {
  const locale = await pageLocale(props.params)
  const { id, html } = await props.params
  const found = await getPage(section, decodeURIComponent(id ?? html ?? ''), locale)
  if (!found) notFound()
  return { locale, path: pagePath(section, found.doc.slug), ...found }
}

export async function blockPageMetadata(
  section: PageSection,
  props: BlockPageProps,
): Promise<Metadata> {
  const { locale, path, doc } = await resolve(section, props)
  const index = await routeIndexOf('pages')
  return pageMetadata({
    locale,
    path,
    seo: doc.seo,
    fallbackTitle: doc.title ?? undefined,
    offered: (l) => index[l]?.ids.includes(path) ?? false,
  })
}

/** The kind of page its blocks make: a contact form or links to the product's channels, the team, a list of partners or use cases. */
function pageType(blocks: { blockType: string }[]): PageType {
  const has = (type: string) => blocks.some((b) => b.blockType === type)
  if (has('contact') || has('links')) return 'ContactPage'
  if (has('team')) return 'AboutPage'
  if (has('partners') || has('useCases')) return 'CollectionPage'
  return 'WebPage'
}

export async function BlockPage({ section, ...props }: BlockPageProps & { section: PageSection }) {
  const { locale, path, doc, translated } = await resolve(section, props)
  const blocks = doc.layout ?? []
  const [t, site, partners, authors] = await Promise.all([
    getTranslations(),
    getSite(locale),
    blocks.some((b) => b.blockType === 'partners') ? allPartners(locale) : Promise.resolve([]),
    blocks.some((b) => b.blockType === 'team') ? allAuthors(locale) : Promise.resolve([]),
  ])
  const faq = faqJsonLd(blocks)
  const competitor =
    section === 'alternatives'
      ? blocks.find((b) => b.blockType === 'comparison')?.competitor
      : undefined
  return (
    <SitePage locale={locale} path={path}>
      {translated ? null : (
        <div className="container">
          <p className="fallback-notice" role="note">
            {t('content.notTranslated')}
          </p>
        </div>
      )}
      <div lang={translated ? undefined : 'en'}>
        <PageBlocks
          blocks={blocks}
          ctx={{
            locale,
            links: siteLinks({ locale, path, site }),
            t,
            partners,
            authors,
            siteName: site.title,
          }}
        />
      </div>
      {blocks.some((b) => b.blockType === 'useCases') ? <UseCaseSwitchLinks /> : null}
      {faq ? <JsonLd data={faq} /> : null}
      <PageData
        locale={locale}
        path={path}
        type={pageType(blocks)}
        name={doc.title ?? ''}
        description={doc.seo?.seo_description}
        language={translated ? locale : 'en'}
        crumbs={[{ label: doc.title ?? '' }]}
        // A comparison page is about the two products it compares.
        about={
          competitor
            ? [{ '@id': nodeId.product(origins.global) }, { '@type': 'Brand', name: competitor }]
            : undefined
        }
      />
    </SitePage>
  )
}
