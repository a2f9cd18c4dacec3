import type { Block } from 'payload'
import { text } from '../fields'

export const MediaBlock: Block = {
  slug: 'media',
  interfaceName: 'MediaBlock',
  fields: [
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    text('caption', false, 300),
  ],
}
