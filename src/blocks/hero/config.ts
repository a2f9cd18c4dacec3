import type { Block } from 'payload'
import { linkField } from '@/cms/fields/link'
import { text, textarea } from '../fields'

export const HeroBlock: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  fields: [
    text('eyebrow'),
    text('title', true),
    textarea('subtitle'),
    { name: 'image', type: 'upload', relationTo: 'media' },
    linkField('primary', 'register'),
    linkField('secondary', 'download'),
  ],
}
