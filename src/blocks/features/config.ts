import type { Block } from 'payload'
import { httpUrl, text, textarea } from '../fields'

export const FeaturesBlock: Block = {
  slug: 'features',
  interfaceName: 'FeaturesBlock',
  fields: [
    text('title'),
    textarea('subtitle'),
    {
      name: 'style',
      type: 'select',
      defaultValue: 'grid',
      options: ['grid', 'steps'].map((value) => ({ label: value, value })),
    },
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      maxRows: 24,
      fields: [text('title', true), textarea('text'), httpUrl('link')],
    },
  ],
}
