import type { ReactNode } from 'react'
import { Comparison } from './comparison/component'
import { Contact } from './contact/component'
import type { BlockContext, BlockProps, BlockType, LayoutBlock } from './context'
import { Cta } from './cta/component'
import { Faq } from './faq/component'
import { Features } from './features/component'
import { Hero } from './hero/component'
import { Links } from './links/component'
import { MediaFigure } from './media/component'
import { Partners } from './partners/component'
import { RichText } from './rich-text/component'
import { Team } from './team/component'
import { UseCases } from './use-cases/component'

/** Each block type's component: a new block needs its folder and one line here (the type checks it is there). */
const components: { [K in BlockType]: (props: BlockProps<K>) => ReactNode } = {
  hero: Hero,
  features: Features,
  comparison: Comparison,
  faq: Faq,
  cta: Cta,
  richText: RichText,
  media: MediaFigure,
  useCases: UseCases,
  links: Links,
  contact: Contact,
  partners: Partners,
  team: Team,
}

/** Renders a page's blocks in order; the first hero carries the page's h1. */
export function PageBlocks({ blocks, ctx }: { blocks: LayoutBlock[]; ctx: BlockContext }) {
  const firstHero = blocks.findIndex((b) => b.blockType === 'hero')
  return (
    <>
      {blocks.map((block, i) => {
        const Component = components[block.blockType] as (props: BlockProps<BlockType>) => ReactNode
        if (!Component) return null
        const id = `block-${i}`
        return (
          <Component key={block.id ?? id} block={block} ctx={ctx} id={id} first={i === firstHero} />
        )
      })}
    </>
  )
}
