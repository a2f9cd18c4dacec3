import { verdictMark } from '@/components/verdict'
import { Phrased } from '@/components/phrased'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { FaqSection } from '@/blocks/faq/component'
import { JsonLd } from '@/components/json-ld'
import { PageData } from '@/components/page-data'
import { SitePage } from '@/components/site-page'
import { PricingPlans, type PlanView } from '@/client/pricing-plans'
import { pageLocale } from '@/i18n/params'
import { localePath } from '@/i18n/paths'
import { localeUrl, origins } from '@/i18n/urls'
import { isCurrency, type Currency } from '@/lib/money'
import { nodeId, pricingOffers, productLd } from '@/lib/structured-data'
import { getPricing, getSite } from '@/server/content/globals'
import { pageMetadata } from '@/server/seo/metadata'
import { siteLinks } from '@/server/content/site-links'

/** Static: prices come from the CMS and are regenerated when an editor saves the pricing. */
export const dynamic = 'error'

type Props = { params: Promise<{ locale: string }> }
const PATH = '/pricing'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const pricing = await getPricing(locale)
  return pageMetadata({
    locale,
    path: PATH,
    seo: pricing.seo,
    fallbackTitle: pricing.title ?? undefined,
  })
}

export default async function PricingPage({ params }: Props) {
  const locale = await pageLocale(params)
  const [pricing, site, t] = await Promise.all([
    getPricing(locale),
    getSite(locale),
    getTranslations(),
  ])
  const links = siteLinks({ locale, path: PATH, site })
  const register = links.action('register')
  const plans = pricing.plans ?? []
  const rows = pricing.rows ?? []

  /** A plan's highlights from the comparison rows: what it includes, with its limit where the row has one. */
  const includes = (j: number) =>
    rows.flatMap((row) => {
      const value = (row.values?.[j]?.value ?? '').trim()
      const v = value.toLowerCase()
      if (!value || v === 'no') return []
      if (v === 'yes') return [row.label]
      return [`${row.label}: ${v === 'unlimited' ? t('pricing.unlimited') : value}`]
    })
  const views: PlanView[] = plans.map((plan, j) => {
    const prices = plan.contactSales
      ? null
      : Object.fromEntries(
          (plan.prices ?? []).map((p) => [p.currency, { monthly: p.monthly, annual: p.annual }]),
        )
    const cta = plan.contactSales
      ? {
          href: localePath(locale, '/pre-sales'),
          label: t('pricing.contactSales'),
          external: false,
        }
      : {
          href: register?.href ?? localePath(locale, '/download'),
          label: t('pricing.start'),
          external: false,
        }
    return {
      key: plan.key,
      name: plan.name,
      description: plan.description,
      highlighted: Boolean(plan.highlighted),
      prices,
      features: includes(j),
      cta,
    }
  })
  const countryCurrencies = Object.fromEntries(
    (pricing.countryCurrencies ?? [])
      .filter((row) => isCurrency(row.currency))
      .map((row) => [row.country.toUpperCase(), row.currency as Currency]),
  )
  const cell = (value: string | null | undefined) =>
    verdictMark(value, { yes: t('pricing.included'), no: t('pricing.notIncluded') }) ??
    ((value ?? '').trim().toLowerCase() === 'unlimited' ? t('pricing.unlimited') : (value ?? ''))
  return (
    <SitePage locale={locale} path={PATH}>
      <section className="hero hero-compact">
        <div className="container">
          <h1>
            <Phrased text={pricing.title || t('nav.pricing')} fit />
          </h1>
          {pricing.subtitle ? <p className="lead">{pricing.subtitle}</p> : null}
        </div>
      </section>
      <section className="section" aria-label={t('nav.pricing')}>
        <div className="container">
          <PricingPlans
            plans={views}
            countryCurrencies={countryCurrencies}
            labels={{
              currency: t('pricing.currency'),
              billing: t('pricing.billing'),
              monthly: t('pricing.monthly'),
              annual: t('pricing.annual'),
              save: t('pricing.save', { percent: '{percent}' }),
              perMonth: t('pricing.perMonth'),
              billedAnnually: t('pricing.billedAnnually', { amount: '{amount}' }),
              billedMonthly: t('pricing.billedMonthly'),
              popular: t('pricing.popular'),
              custom: t('pricing.custom'),
              note: t('pricing.note', { currency: '{currency}' }),
            }}
          />
        </div>
      </section>
      {rows.length ? (
        // One landmark for the comparison: the scrolling table's region (a labelled section around it would be a
        // second region with the same name, axe's landmark-unique).
        <section className="section section-alt">
          <div className="container">
            <h2 id="compare-plans" className="section-title">
              {t('pricing.compare')}
            </h2>
            <div
              className="table-scroll"
              role="region"
              aria-labelledby="compare-plans"
              tabIndex={0}
            >
              <table className="compare-table">
                <thead>
                  <tr>
                    <th scope="col">{t('pricing.plan')}</th>
                    {plans.map((plan) => (
                      <th key={plan.key} scope="col">
                        {plan.name}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row, i) => (
                    <tr key={row.id ?? i}>
                      <th scope="row">{row.label}</th>
                      {plans.map((plan, j) => (
                        <td key={plan.key}>{cell(row.values?.[j]?.value)}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        </section>
      ) : null}
      {pricing.faq?.length ? (
        <FaqSection title={pricing.faqTitle} items={pricing.faq} id="pricing-faq" />
      ) : null}
      <JsonLd
        data={productLd({
          origin: origins.global,
          name: site.title,
          description: pricing.seo?.seo_description,
          offers: pricingOffers(pricing, localeUrl(locale, PATH)),
        })}
      />
      <PageData
        locale={locale}
        path={PATH}
        name={pricing.title || t('nav.pricing')}
        description={pricing.seo?.seo_description || pricing.subtitle}
        crumbs={[{ label: pricing.title || t('nav.pricing') }]}
        about={{ '@id': nodeId.product(origins.global) }}
      />
    </SitePage>
  )
}
