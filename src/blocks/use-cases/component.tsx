import { BlockSection } from '../section'
import { Icon } from '@/components/icons'
import { Phrased } from '@/components/phrased'
import { useCaseIcon } from '@/components/topic-icons'
import { slugOfUseCaseIn } from '@/lib/use-cases'
import { cardHeading, type BlockProps } from '../context'

/** Use cases with an in-page menu; each language shows the slugs it offers (src/lib/use-cases.ts), once. */
export function UseCases({ block, ctx, id }: BlockProps<'useCases'>) {
  const { title } = block
  const CardHeading = cardHeading(title)
  const seen = new Set<string>()
  const shown = (block.items ?? []).flatMap((item) => {
    const slug = slugOfUseCaseIn(item.slug, ctx.locale)
    if (!slug || seen.has(slug)) return []
    seen.add(slug)
    return [{ ...item, slug }]
  })
  return (
    <BlockSection id={id} title={title}>
      <nav className="use-case-nav" aria-label={title || undefined}>
        {shown.map((item) => (
          <a key={item.slug} href={`#${item.slug}`}>
            {item.title}
          </a>
        ))}
      </nav>
      <div className="card-grid" data-use-cases="">
        {shown.map((item) => (
          <article key={item.slug} id={item.slug} className="card use-case">
            <span className="card-icon">
              <Icon name={useCaseIcon[item.slug]} width={24} height={24} />
            </span>
            <CardHeading>
              <Phrased text={item.title} fit />
            </CardHeading>
            {item.text ? <p>{item.text}</p> : null}
          </article>
        ))}
      </div>
    </BlockSection>
  )
}
