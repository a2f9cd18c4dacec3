import type { Metadata } from 'next'
import { SiteLink } from '@/components/site-link'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { CmsLink } from '@/components/cms-link'
import { Breadcrumbs } from '@/components/breadcrumbs'
import { PageData } from '@/components/page-data'
import { SitePage } from '@/components/site-page'
import type { Locale } from '@/i18n/locales'
import { pageLocale } from '@/i18n/params'
import { localePath } from '@/i18n/paths'
import { getSite } from '@/server/content/globals'
import { routeIndexOf } from '@/server/site-tables/route-index'
import { pageMetadata } from '@/server/seo/metadata'
import { allPartners } from '@/server/content/pages'
import { renderBody } from '@/server/content/rich-text'
import { siteLinks } from '@/server/content/site-links'

/** Static: prerendered at build, regenerated when an editor publishes a partner. */
export const dynamic = 'error'

type Props = { params: Promise<{ locale: string; id: string }> }

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  const index = await routeIndexOf('partners')
  return (index[params.locale as Locale]?.ids ?? []).map((id) => ({ id }))
}

async function resolve(props: Props) {
  const locale = await pageLocale(props.params)
  const { id } = await props.params
  const partner = (await allPartners(locale)).find((p) => p.slug === decodeURIComponent(id))
  if (!partner) notFound()
  return { locale, partner, path: `/partner/${partner.slug}` }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, partner, path } = await resolve(props)
  const index = await routeIndexOf('partners')
  return pageMetadata({
    locale,
    path,
    seo: partner.seo,
    fallbackTitle: partner.name,
    fallbackDescription: partner.description,
    offered: (l) => index[l]?.ids.includes(partner.slug) ?? false,
  })
}

export default async function PartnerPage(props: Props) {
  const { locale, partner, path } = await resolve(props)
  const [t, site] = await Promise.all([getTranslations(), getSite(locale)])
  const links = siteLinks({ locale, path, site })
  const body = partner.body ? renderBody(partner.body, locale).html : ''
  return (
    <SitePage locale={locale} path={path}>
      <div className="container article-layout">
        <article className="article">
          <Breadcrumbs
            locale={locale}
            items={[{ label: t('nav.partner'), path: '/partner' }, { label: partner.name }]}
            currentPath={path}
          />
          <p className="eyebrow">{t(`partner.${partner.category}`)}</p>
          <h1>{partner.name}</h1>
          {partner.description ? <p className="lead">{partner.description}</p> : null}
          {partner.offer ? (
            <div className="card partner-offer-card">
              <h2>{t('partner.offer')}</h2>
              <p>{partner.offer}</p>
              {partner.promoCode ? (
                <p>
                  {t('partner.promo')}: <code className="promo-code">{partner.promoCode}</code>
                </p>
              ) : null}
            </div>
          ) : null}
          {body ? <div className="prose" dangerouslySetInnerHTML={{ __html: body }} /> : null}
          <p className="hero-actions">
            <CmsLink link={links.url(partner.url)} className="btn btn-primary btn-lg">
              {t('partner.visit')}
            </CmsLink>
            <SiteLink className="btn btn-outline btn-lg" href={localePath(locale, '/partner')}>
              {t('partner.all')}
            </SiteLink>
          </p>
        </article>
      </div>
      <PageData
        locale={locale}
        path={path}
        name={partner.name}
        description={partner.description}
        about={{ '@type': 'Organization', name: partner.name, url: links.url(partner.url)?.href }}
      />
    </SitePage>
  )
}
