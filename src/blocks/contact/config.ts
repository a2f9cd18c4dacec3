import type { Block } from 'payload'
import { contactChannels } from '@/lib/consultation'
import { httpUrl, text, textarea } from '../fields'

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
        {
          name: 'channel',
          type: 'select',
          required: true,
          options: contactChannels.map((value) => ({ label: value, value })),
        },
        text('label', true, 80),
        text('value', true, 120),
        httpUrl('url'),
      ],
    },
  ],
}
