import { renderBody } from '@/server/content/rich-text'
import type { BlockProps } from '../context'

/** Editor-written rich text (rendered and sanitised by src/server/content/rich-text.ts). */
export function RichText({ block, ctx }: BlockProps<'richText'>) {
  return (
    <section className="section">
      <div
        className="container narrow prose"
        dangerouslySetInnerHTML={{ __html: renderBody(block.content, ctx.locale).html }}
      />
    </section>
  )
}
