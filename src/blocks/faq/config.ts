import type { Block } from 'payload'
import { text, textarea } from '../fields'

export const FaqBlock: Block = {
  slug: 'faq',
  interfaceName: 'FaqBlock',
  fields: [
    text('title'),
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      maxRows: 40,
      fields: [text('question', true, 300), textarea('answer', true)],
    },
  ],
}
