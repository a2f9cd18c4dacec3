import { BlockSection } from '../section'
import { SiteLink } from '@/components/site-link'
import { localePath } from '@/i18n/paths'
import { cardHeading, type BlockProps } from '../context'

/** The partner directory: every partner (loaded by the page into the block context) as a card. */
export function Partners({ block, ctx, id }: BlockProps<'partners'>) {
  const { title, subtitle } = block
  const CardHeading = cardHeading(title)
  return (
    <BlockSection id={id} title={title} subtitle={subtitle}>
      <ul className="card-grid">
        {ctx.partners.map((partner) => (
          <li key={partner.id} className="card partner-card">
            <p className="eyebrow">{ctx.t(`partner.${partner.category}`)}</p>
            <CardHeading>
              <SiteLink href={localePath(ctx.locale, `/partner/${partner.slug}`)}>
                {partner.name}
              </SiteLink>
            </CardHeading>
            {partner.description ? <p>{partner.description}</p> : null}
            {partner.offer ? <p className="partner-offer">{partner.offer}</p> : null}
          </li>
        ))}
      </ul>
    </BlockSection>
  )
}
