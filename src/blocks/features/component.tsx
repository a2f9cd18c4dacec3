import { BlockSection } from '../section'
import { Phrased } from '@/components/phrased'
import type { ReactNode } from 'react'
import { CmsLink } from '@/components/cms-link'
import { cardHeading, type BlockProps } from '../context'

export interface CardItem {
  key: string
  /** The card's h3 content: text, or a link. */
  title: ReactNode
  text?: string | null
  icon?: ReactNode
}

/** A titled grid of cards (or numbered steps), shared by the block and the home page's feature and solution grids. */
export function CardGridView({
  id,
  title,
  subtitle,
  items,
  steps = false,
  alt = steps,
  compact = false,
}: {
  id: string
  title?: string | null
  subtitle?: string | null
  items: CardItem[]
  steps?: boolean
  /** The alternate section background. */
  alt?: boolean
  compact?: boolean
}) {
  const List = steps ? 'ol' : 'ul'
  const CardHeading = cardHeading(title)
  return (
    <BlockSection id={id} title={title} subtitle={subtitle} alt={alt}>
      <List className={`card-grid${steps ? ' steps' : ''}${compact ? ' card-grid-compact' : ''}`}>
        {items.map((item, i) => (
          <li key={item.key} className="card">
            {steps ? (
              <span className="step-number" aria-hidden="true">
                {i + 1}
              </span>
            ) : null}
            {item.icon ? <span className="card-icon">{item.icon}</span> : null}
            <CardHeading>
              {typeof item.title === 'string' ? <Phrased text={item.title} fit /> : item.title}
            </CardHeading>
            {item.text ? <p>{item.text}</p> : null}
          </li>
        ))}
      </List>
    </BlockSection>
  )
}

export function Features({ block, ctx, id }: BlockProps<'features'>) {
  const items = (block.items ?? []).map((item, i) => {
    const link = ctx.links.url(item.link)
    return {
      key: item.id ?? String(i),
      title: link ? (
        <CmsLink link={link}>
          <Phrased text={item.title} fit />
        </CmsLink>
      ) : (
        item.title
      ),
      text: item.text,
    }
  })
  return (
    <CardGridView
      id={id}
      title={block.title}
      subtitle={block.subtitle}
      items={items}
      steps={block.style === 'steps'}
    />
  )
}
