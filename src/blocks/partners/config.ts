import type { Block } from 'payload'
import { text, textarea } from '../fields'

export const PartnersBlock: Block = {
  slug: 'partners',
  interfaceName: 'PartnersBlock',
  fields: [text('title'), textarea('subtitle')],
}
