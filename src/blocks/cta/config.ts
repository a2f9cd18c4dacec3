import type { Block } from 'payload'
import { linkField } from '@/cms/fields/link'
import { text, textarea } from '../fields'

export const CtaBlock: Block = {
  slug: 'cta',
  interfaceName: 'CtaBlock',
  fields: [text('title', true), textarea('text'), linkField('button', 'register')],
}
