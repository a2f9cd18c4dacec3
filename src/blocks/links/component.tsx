import { BlockSection } from '../section'
import { CmsLink } from '@/components/cms-link'
import { cardHeading, type BlockProps } from '../context'

/** A list of outbound links with their addresses shown (the links page). */
export function Links({ block, ctx, id }: BlockProps<'links'>) {
  const CardHeading = cardHeading(block.title)
  return (
    <BlockSection id={id} title={block.title} narrow>
      <ul className="link-list">
        {(block.items ?? []).map((item, i) => {
          const link = ctx.links.url(item.url)
          return (
            <li key={item.id ?? i} className="card">
              <CardHeading>
                <CmsLink link={link}>{item.label}</CmsLink>
              </CardHeading>
              {item.description ? <p>{item.description}</p> : null}
              {link ? (
                <p className="link-address">{link.href.replace(/^https?:\/\//, '')}</p>
              ) : null}
            </li>
          )
        })}
      </ul>
    </BlockSection>
  )
}
