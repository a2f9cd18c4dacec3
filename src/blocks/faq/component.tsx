import { BlockSection } from '../section'
import type { FaqBlock } from '@/cms/payload-types'
import type { BlockProps, LayoutBlock } from '../context'

/** Questions that open on demand; also the pricing page's FAQ (a global's fields, not a block). */
export function FaqSection({
  title,
  items,
  id,
}: {
  title?: string | null
  items: { id?: string | null; question: string; answer: string }[]
  id: string
}) {
  return (
    <BlockSection id={id} title={title} narrow>
      <div className="faq-list">
        {items.map((item, i) => (
          <details key={item.id ?? i} className="faq-item">
            <summary>{item.question}</summary>
            <p>{item.answer}</p>
          </details>
        ))}
      </div>
    </BlockSection>
  )
}

export function Faq({ block, id }: BlockProps<'faq'>) {
  return <FaqSection title={block.title} items={block.items ?? []} id={id} />
}

/** FAQPage structured data from every FAQ block of a page (null when there is none). */
export function faqJsonLd(blocks: LayoutBlock[]): Record<string, unknown> | null {
  const items = blocks.flatMap((b) => (b.blockType === 'faq' ? ((b as FaqBlock).items ?? []) : []))
  if (!items.length) return null
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  }
}
