import type { Block } from 'payload'
import { linkField } from '@/cms/fields/link'
import { productScreenFields } from '@/cms/fields/product-screen'
import { text, textarea } from '../fields'

export const HeroBlock: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  fields: [
    text('eyebrow'),
    text('title', true),
    textarea('subtitle'),
    ...productScreenFields(),
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'A screenshot or picture, shown instead of the drawn screen.' },
    },
    linkField('primary', 'register'),
    linkField('secondary', 'download'),
  ],
}
