/** The reusable blocks editors build marketing pages from. */
import type { Block } from 'payload'
import { useCaseSlugs } from '@/lib/use-cases'
import { linkField } from '../fields/link'
import { contactChannels } from '@/lib/consultation'
import { validateRedirectTarget } from '@/lib/redirect-target'

const text = (name: string, required = false, maxLength = 200) => ({ name, type: 'text' as const, required, maxLength })
const textarea = (name: string, required = false) => ({ name, type: 'textarea' as const, required, maxLength: 2000 })
const httpUrl = (name: string, required = false) => ({
  name,
  type: 'text' as const,
  required,
  maxLength: 2048,
  validate: (value: string | null | undefined) => (value ? validateRedirectTarget(value) : required ? 'An address is required.' : true),
})

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

export const FeaturesBlock: Block = {
  slug: 'features',
  interfaceName: 'FeaturesBlock',
  fields: [
    text('title'),
    textarea('subtitle'),
    { name: 'style', type: 'select', defaultValue: 'grid', options: ['grid', 'steps'].map((value) => ({ label: value, value })) },
    { name: 'items', type: 'array', minRows: 1, maxRows: 24, fields: [text('title', true), textarea('text'), httpUrl('link')] },
  ],
}

export const comparisonGroups = ['features', 'pricing', 'platforms'] as const

export const ComparisonBlock: Block = {
  slug: 'comparison',
  interfaceName: 'ComparisonBlock',
  fields: [
    text('title'),
    text('competitor', true, 80),
    {
      name: 'rows',
      type: 'array',
      minRows: 1,
      maxRows: 60,
      admin: { description: 'Write "yes" or "no" for a tick or a cross; anything else is shown as written.' },
      fields: [
        { name: 'group', type: 'select', required: true, defaultValue: 'features', options: comparisonGroups.map((value) => ({ label: value, value })) },
        text('label', true),
        text('ours', true, 120),
        text('theirs', true, 120),
        { name: 'checkedOn', type: 'date', required: true, admin: { description: 'When this claim was last checked.' } },
        httpUrl('source'),
      ],
    },
  ],
}

export const FaqBlock: Block = {
  slug: 'faq',
  interfaceName: 'FaqBlock',
  fields: [text('title'), { name: 'items', type: 'array', minRows: 1, maxRows: 40, fields: [text('question', true, 300), textarea('answer', true)] }],
}

export const CtaBlock: Block = {
  slug: 'cta',
  interfaceName: 'CtaBlock',
  fields: [text('title', true), textarea('text'), linkField('button', 'register')],
}

export const RichTextBlock: Block = {
  slug: 'richText',
  interfaceName: 'RichTextBlock',
  fields: [{ name: 'content', type: 'richText', required: true }],
}

export const MediaBlock: Block = {
  slug: 'media',
  interfaceName: 'MediaBlock',
  fields: [{ name: 'image', type: 'upload', relationTo: 'media', required: true }, text('caption', false, 300)],
}

export const UseCasesBlock: Block = {
  slug: 'useCases',
  interfaceName: 'UseCasesBlock',
  admin: { disableBlockName: true },
  fields: [
    text('title'),
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      maxRows: useCaseSlugs.length,
      admin: {
        description:
          'Chinese pages show media-market, data-collection, price-comparison and self-examination; the others betting, crypto, agencies, ticketing and web-scraping.',
      },
      fields: [
        { name: 'slug', type: 'select', required: true, options: useCaseSlugs.map((value) => ({ label: value, value })) },
        text('title', true),
        textarea('text'),
      ],
    },
  ],
}

export const LinksBlock: Block = {
  slug: 'links',
  interfaceName: 'LinksBlock',
  fields: [
    text('title'),
    { name: 'items', type: 'array', minRows: 1, maxRows: 40, fields: [text('label', true, 80), text('description'), httpUrl('url', true)] },
  ],
}

export const ContactBlock: Block = {
  slug: 'contact',
  interfaceName: 'ContactBlock',
  admin: { disableBlockName: true },
  fields: [
    text('formTitle'),
    textarea('formText'),
    text('contactsTitle'),
    {
      name: 'contacts',
      type: 'array',
      maxRows: 10,
      fields: [
        { name: 'channel', type: 'select', required: true, options: contactChannels.map((value) => ({ label: value, value })) },
        text('label', true, 80),
        text('value', true, 120),
        httpUrl('url'),
      ],
    },
  ],
}

export const PartnersBlock: Block = {
  slug: 'partners',
  interfaceName: 'PartnersBlock',
  fields: [text('title'), textarea('subtitle')],
}

export const pageBlocks: Block[] = [
  HeroBlock,
  FeaturesBlock,
  ComparisonBlock,
  FaqBlock,
  CtaBlock,
  RichTextBlock,
  MediaBlock,
  UseCasesBlock,
  LinksBlock,
  ContactBlock,
  PartnersBlock,
]
