/**
 * The home page's selling sections, from the home global (src/cms/globals/home.ts): the social-proof strip, the
 * testimonials, the pricing teaser and the latest posts. Server components: no JavaScript reaches the visitor.
 */
import { SiteLink } from '@/components/site-link'
import { Phrased } from '@/components/phrased'
import { getTranslations } from 'next-intl/server'
import type { Home, Pricing } from '@/cms/payload-types'
import { BlockSection } from '@/blocks/section'
import { localeInfo, type Locale } from '@/i18n/locales'
import { localePath } from '@/i18n/paths'
import { BASE_CURRENCY, formatPrice } from '@/lib/money'
import { listSection } from '@/server/content/editorial'
import { ArticleCard } from './article-card'
import { CmsImage } from './cms-image'
import { DrawnAvatar } from './drawn-avatar'
import { LOGO_MARKS, LogoMark } from './logo-mark'
import { distinctVariants } from '@/lib/name-hash'

/** Puts formatted values into an editor's sentence (`{count}` and the like); a placeholder without a value stays. */
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (all, key: string) => values[key] ?? all)

export function ProofStrip({ proof, locale }: { proof: Home['proof']; locale: Locale }) {
  if (!proof) return null
  const number = (value: number, digits = 0) =>
    new Intl.NumberFormat(localeInfo[locale].tag, {
      maximumFractionDigits: digits,
      minimumFractionDigits: digits,
    }).format(value)
  const users =
    proof.users && proof.users_text ? fill(proof.users_text, { count: number(proof.users) }) : null
  const rating =
    proof.rating && proof.rating_text
      ? fill(proof.rating_text, {
          rating: number(proof.rating, 1),
          reviews: number(proof.reviews ?? 0),
        })
      : null
  const logos = proof.logos ?? []
  const marks = distinctVariants(
    logos.map((logo) => logo.name),
    LOGO_MARKS,
  )
  if (!users && !rating && !logos.length) return null
  return (
    <section
      className="proof"
      aria-label={proof.logos_title || undefined}
      data-track-expose="proof"
    >
      <div className="container proof-inner">
        {users || rating ? (
          <ul className="proof-figures">
            {users ? <li>{users}</li> : null}
            {rating ? (
              <li>
                <span className="proof-stars" aria-hidden="true">
                  ★★★★★
                </span>{' '}
                {rating}
                {proof.rating_source ? (
                  <>
                    {' · '}
                    {proof.rating_url ? (
                      <a href={proof.rating_url} rel="noopener" target="_blank">
                        {proof.rating_source}
                      </a>
                    ) : (
                      proof.rating_source
                    )}
                  </>
                ) : null}
              </li>
            ) : null}
          </ul>
        ) : null}
        {logos.length ? (
          <>
            {proof.logos_title ? <p className="proof-title">{proof.logos_title}</p> : null}
            <ul className="proof-logos">
              {logos.map((logo, i) => (
                <li key={logo.id ?? logo.name}>
                  {typeof logo.logo === 'object' && logo.logo?.url ? (
                    <CmsImage
                      media={{ ...logo.logo, alt: logo.name }}
                      sizes="160px"
                      fallbackSize={[160, 48]}
                    />
                  ) : (
                    <LogoMark name={logo.name} variant={marks[i]} />
                  )}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </section>
  )
}

export function Testimonials({ home }: { home: Home }) {
  const items = home.testimonials ?? []
  if (!items.length) return null
  return (
    <BlockSection id="testimonials-title" title={home.testimonials_title} alt>
      <ul className="testimonials">
        {items.map((item) => (
          <li key={item.id ?? item.name} className="card testimonial">
            <figure>
              <blockquote>
                <p>{item.quote}</p>
              </blockquote>
              <figcaption>
                <DrawnAvatar name={item.name} />
                <span>
                  <strong>{item.name}</strong>
                  {item.role ? <span className="testimonial-role">{item.role}</span> : null}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </BlockSection>
  )
}

/** The lowest monthly price of the priced plans, in the base currency (the pricing page converts for visitors). */
function lowestMonthly(pricing: Pricing): number | null {
  const prices = (pricing.plans ?? [])
    .filter((plan) => !plan.contactSales)
    .flatMap((plan) =>
      (plan.prices ?? [])
        .filter((p) => p.currency === BASE_CURRENCY && p.monthly > 0)
        .map((p) => p.monthly),
    )
  return prices.length ? Math.min(...prices) : null
}

export function PricingTeaser({
  home,
  pricing,
  locale,
}: {
  home: Home
  pricing: Pricing
  locale: Locale
}) {
  const teaser = home.pricing_teaser
  const lowest = lowestMonthly(pricing)
  if (!teaser?.title || !teaser.button || lowest === null) return null
  return (
    <section className="section" aria-labelledby="pricing-teaser-title">
      <div className="container cta pricing-teaser">
        <div>
          <h2 id="pricing-teaser-title">
            <Phrased text={teaser.title} fit />
          </h2>
          {teaser.text ? (
            <p>{fill(teaser.text, { price: formatPrice(lowest, BASE_CURRENCY) })}</p>
          ) : null}
        </div>
        <SiteLink
          className="btn btn-outline btn-lg"
          href={localePath(locale, '/pricing')}
          data-track-click="home pricing teaser"
        >
          {teaser.button}
        </SiteLink>
      </div>
    </section>
  )
}

export async function LatestPosts({ home, locale }: { home: Home; locale: Locale }) {
  const [{ docs }, t] = await Promise.all([listSection('blog', locale), getTranslations()])
  const latest = docs.slice(0, 3)
  if (!latest.length) return null
  return (
    <BlockSection id="latest-title" title={home.latest_title || t('nav.blog')}>
      <ul className="card-grid">
        {latest.map((doc) => (
          <ArticleCard
            key={doc.id}
            doc={doc as never}
            section="blog"
            locale={locale}
            heading="h3"
          />
        ))}
      </ul>
    </BlockSection>
  )
}
