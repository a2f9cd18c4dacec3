import type { Block } from 'payload'
import { useCaseSlugs } from '@/lib/use-cases'
import { text, textarea } from '../fields'

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
        {
          name: 'slug',
          type: 'select',
          required: true,
          options: useCaseSlugs.map((value) => ({ label: value, value })),
        },
        text('title', true),
        textarea('text'),
      ],
    },
  ],
}
