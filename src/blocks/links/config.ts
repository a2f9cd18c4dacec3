import type { Block } from 'payload'
import { httpUrl, text } from '../fields'

export const LinksBlock: Block = {
  slug: 'links',
  interfaceName: 'LinksBlock',
  fields: [
    text('title'),
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      maxRows: 40,
      fields: [text('label', true, 80), text('description'), httpUrl('url', true)],
    },
  ],
}
