import type { Block } from 'payload'
import { httpUrl, text } from '../fields'

/** The comparison table's row groups, in display order. */
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
      admin: {
        description:
          'Write "yes" or "no" for a tick or a cross; anything else is shown as written.',
      },
      fields: [
        {
          name: 'group',
          type: 'select',
          required: true,
          defaultValue: 'features',
          options: comparisonGroups.map((value) => ({ label: value, value })),
        },
        text('label', true),
        text('ours', true, 120),
        text('theirs', true, 120),
        {
          name: 'checkedOn',
          type: 'date',
          required: true,
          admin: { description: 'When this claim was last checked.' },
        },
        httpUrl('source'),
      ],
    },
  ],
}
