import { DrawnAvatar } from '@/components/drawn-avatar'
import { authorAnchor } from '@/lib/authors'
import { BlockSection } from '../section'
import { cardHeading, type BlockProps } from '../context'

/** Every author (loaded by the page into the block context) as a card, addressed by `#author-{id}`. */
export function Team({ block, ctx, id }: BlockProps<'team'>) {
  const { title, subtitle } = block
  const CardHeading = cardHeading(title)
  return (
    <BlockSection id={id} title={title} subtitle={subtitle}>
      <ul className="card-grid">
        {ctx.authors.map((author) => (
          <li key={author.id} id={authorAnchor(author.id)} className="card">
            <DrawnAvatar name={author.name} size={56} />
            {author.role ? <p className="eyebrow">{author.role}</p> : null}
            <CardHeading>{author.name}</CardHeading>
            {author.bio ? <p>{author.bio}</p> : null}
          </li>
        ))}
      </ul>
    </BlockSection>
  )
}
