import type { Metadata } from 'next'
import { Phrased } from '@/components/phrased'
import type { Home } from '@/cms/payload-types'
import { SiteLink } from '@/components/site-link'
import { getTranslations } from 'next-intl/server'
import { CardGridView } from '@/blocks/features/component'
import { HeroView } from '@/blocks/hero/component'
import { LatestPosts, PricingTeaser, ProofStrip, Testimonials } from '@/components/home-sections'
import { Icon } from '@/components/icons'
import { featureIcon, solutionIcon } from '@/components/topic-icons'
import { JsonLd } from '@/components/json-ld'
import { PageData } from '@/components/page-data'
import { ProductScreen } from '@/components/screens'
import { SitePage } from '@/components/site-page'
import { solutionOffered } from '@/i18n/availability'
import { localeInfo } from '@/i18n/locales'
import { localePath } from '@/i18n/paths'
import { localeUrl, origins } from '@/i18n/urls'
import { officialLink } from '@/lib/links'
import { nodeId, organizationLd, pricingOffers, productLd, websiteLd } from '@/lib/structured-data'
import { getHome, getPricing, getSite } from '@/server/content/globals'
import { pageMetadata } from '@/server/seo/metadata'
import { officialChannels } from '@/server/seo/structured-data'
import { pageLocale } from '@/i18n/params'

/** Content pages are static: anything that would make this page render per request fails the build. */
export const dynamic = 'error'

type Props = { params: Promise<{ locale: string }> }

/** The editor's screenshot beside the hero, if any (else the product screen the editor chose is drawn). */
function homeImage(home: Home) {
  const image = home.picture?.image
  return typeof image === 'object' && image?.url
    ? { ...image, alt: home.picture?.alt || image.alt }
    : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const home = await getHome(locale)
  return pageMetadata({ locale, path: '/', seo: home.seo, fallbackDescription: home.hero.subtitle })
}

export default async function HomePage({ params }: Props) {
  const locale = await pageLocale(params)
  const [home, site, pricing, t, channels] = await Promise.all([
    getHome(locale),
    getSite(locale),
    getPricing(locale),
    getTranslations(),
    officialChannels(locale),
  ])
  const register = officialLink(site.register_url, {
    lang: localeInfo[locale].tag,
    from: localeUrl(locale, '/'),
  })
  const solutions = (home.solutions ?? []).filter((s) => solutionOffered(s.solution, locale))

  return (
    <SitePage locale={locale} path="/">
      <HeroView
        eyebrow={home.hero.eyebrow}
        title={home.hero.title}
        subtitle={home.hero.subtitle}
        first
        split
        image={homeImage(home)}
        screen={
          <ProductScreen
            screen={home.picture?.screen ?? 'profiles'}
            scene={home.picture?.scene}
            locale={locale}
            app={site.title}
          />
        }
        actions={
          <>
            <a className="btn btn-primary btn-lg" href={register} data-track-click="home register">
              {home.hero.primary_label || t('header.register')}
            </a>
            <SiteLink className="btn btn-outline btn-lg" href={localePath(locale, '/download')}>
              <Icon name="download" /> {home.hero.secondary_label || t('nav.download')}
            </SiteLink>
          </>
        }
      />
      <ProofStrip proof={home.proof} locale={locale} />

      {home.features?.length ? (
        <CardGridView
          id="features-title"
          title={home.features_title || t('nav.features')}
          items={home.features.map((feature) => ({
            key: feature.id ?? feature.feature,
            icon: <Icon name={featureIcon[feature.feature]} width={24} height={24} />,
            title: (
              <SiteLink href={localePath(locale, `/${feature.feature}`)}>
                <Phrased text={feature.title} fit />
              </SiteLink>
            ),
            text: feature.description,
          }))}
        />
      ) : null}

      {solutions.length ? (
        <CardGridView
          id="solutions-title"
          title={home.solutions_title || t('nav.solutions')}
          alt
          compact
          items={solutions.map((solution) => ({
            key: solution.id ?? solution.solution,
            icon: <Icon name={solutionIcon[solution.solution]} width={24} height={24} />,
            title: (
              <SiteLink href={localePath(locale, `/solutions/${solution.solution}`)}>
                <Phrased text={solution.title} fit />
              </SiteLink>
            ),
            text: solution.description,
          }))}
        />
      ) : null}

      <Testimonials home={home} />
      <PricingTeaser home={home} pricing={pricing} locale={locale} />
      <LatestPosts home={home} locale={locale} />

      <section className="section" aria-labelledby="download-title">
        <div className="container cta">
          <div>
            <h2 id="download-title">
              <Phrased text={home.download?.title || t('nav.download')} fit />
            </h2>
            {home.download?.text ? <p>{home.download.text}</p> : null}
            <p className="platforms" aria-hidden="true">
              <Icon name="windows" /> <Icon name="apple" /> <Icon name="linux" />
            </p>
          </div>
          <SiteLink className="btn btn-primary btn-lg" href={localePath(locale, '/download')}>
            <Icon name="download" /> {home.download?.button || t('nav.download')}
          </SiteLink>
        </div>
      </section>

      <JsonLd
        data={[
          organizationLd({ origin: origins.global, name: site.title, sameAs: channels }),
          websiteLd({
            homeUrl: localeUrl(locale, '/'),
            searchUrl: localeUrl(locale, '/search'),
            name: site.title,
            language: localeInfo[locale].tag,
            origin: origins.global,
          }),
          productLd({
            origin: origins.global,
            name: site.title,
            description: home.seo?.seo_description || home.hero.subtitle,
            offers: pricingOffers(pricing, localeUrl(locale, '/pricing')),
          }),
        ]}
      />
      <PageData
        locale={locale}
        path="/"
        name={home.seo?.seo_title || site.title}
        description={home.seo?.seo_description || home.hero.subtitle}
        about={{ '@id': nodeId.product(origins.global) }}
      />
      <section className="section section-accent" aria-labelledby="register-title">
        <div className="container cta">
          <div>
            <h2 id="register-title">
              <Phrased text={home.register?.title || t('header.register')} fit />
            </h2>
            {home.register?.text ? <p>{home.register.text}</p> : null}
          </div>
          <a className="btn btn-light btn-lg" href={register}>
            {home.register?.button || t('header.register')}
          </a>
        </div>
      </section>
    </SitePage>
  )
}
