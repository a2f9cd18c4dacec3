import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { faqJsonLd } from '@/blocks/faq/component'
import { PageBlocks } from '@/blocks/render'
import { JsonLd } from '@/components/json-ld'
import { SitePage } from '@/components/site-page'
import { UseCaseSwitchLinks } from '@/client/use-case-switch'
import type { Locale } from '@/i18n/locales'
import { pageLocale } from '@/i18n/params'
import { pagePath, pageSections, type PageSection } from '@/lib/page-paths'
import { getSite } from '@/server/content'
import { buildRouteIndex } from '@/server/editorial'
import { pageMetadata } from '@/server/metadata'
import { allPartners, getPage } from '@/server/pages'
import { siteLinks } from '@/server/site-links'

/** Block pages are static: prerendered at build, regenerated when an editor publishes. */
export const dynamic = 'error'

type Params = { locale: string; section: string; slug: string }
type Props = { params: Promise<Params> }

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  const index = await buildRouteIndex()
  return (index.pages?.[params.locale as Locale]?.ids ?? []).flatMap((path) => {
    const [first, second] = path.split('/').filter(Boolean)
    if (!first) return []
    return second ? [{ section: first, slug: second }] : [{ section: 'page', slug: first }]
  })
}

async function resolve(props: Props) {
  const locale = await pageLocale(props.params)
  const { section, slug } = await props.params
  if (!(pageSections as readonly string[]).includes(section)) notFound()
  const found = await getPage(section as PageSection, decodeURIComponent(slug), locale)
  if (!found) notFound()
  return { locale, path: pagePath(section as PageSection, found.doc.slug), ...found }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, path, doc } = await resolve(props)
  const index = await buildRouteIndex()
  return pageMetadata({ locale, path, seo: doc.seo, fallbackTitle: doc.title ?? undefined, offered: (l) => index.pages?.[l]?.ids.includes(path) ?? false })
}

export default async function BlockPage(props: Props) {
  const { locale, path, doc, translated } = await resolve(props)
  const blocks = doc.layout ?? []
  const [t, site, partners] = await Promise.all([
    getTranslations(),
    getSite(locale),
    blocks.some((b) => b.blockType === 'partners') ? allPartners(locale) : Promise.resolve([]),
  ])
  const faq = faqJsonLd(blocks)
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
        <PageBlocks blocks={blocks} ctx={{ locale, links: siteLinks({ locale, path, site }), t, partners, siteName: site.title }} />
      </div>
      {blocks.some((b) => b.blockType === 'useCases') ? <UseCaseSwitchLinks /> : null}
      {faq ? <JsonLd data={faq} /> : null}
    </SitePage>
  )
}
