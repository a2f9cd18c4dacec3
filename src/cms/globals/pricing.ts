import type { GlobalConfig } from 'payload'
import { seoFields } from '../fields/seo'
import { pageGlobal } from './page-global'
import { revalidateGlobal } from '../hooks/revalidate'
import { currencies, BASE_CURRENCY } from '@/lib/money'

/** Plans, limits and prices in the four currencies, and which countries see which currency first. */
export const Pricing: GlobalConfig = {
  slug: 'pricing',
  ...pageGlobal('pricing'),
  fields: [
    seoFields,
    { name: 'title', type: 'text', localized: true, maxLength: 200 },
    { name: 'subtitle', type: 'textarea', localized: true, maxLength: 600 },
    {
      name: 'plans',
      type: 'array',
      minRows: 1,
      maxRows: 6,
      fields: [
        { name: 'key', type: 'text', required: true, maxLength: 40 },
        { name: 'name', type: 'text', required: true, localized: true, maxLength: 60 },
        { name: 'description', type: 'text', localized: true, maxLength: 200 },
        { name: 'highlighted', type: 'checkbox', defaultValue: false },
        {
          name: 'contactSales',
          type: 'checkbox',
          defaultValue: false,
          admin: { description: 'No price: the button goes to pre-sales.' },
        },
        { name: 'profiles', type: 'number', min: 0, admin: { description: 'Empty: unlimited.' } },
        { name: 'members', type: 'number', min: 0, admin: { description: 'Empty: unlimited.' } },
        {
          name: 'prices',
          type: 'array',
          maxRows: currencies.length,
          admin: { description: `Per month. ${BASE_CURRENCY} is required; each currency once.` },
          validate: (rows: unknown) => {
            const list = (Array.isArray(rows) ? rows : []) as { currency?: string }[]
            const seen = list.map((row) => row.currency)
            if (new Set(seen).size !== seen.length) return 'Each currency at most once.'
            return true
          },
          fields: [
            {
              name: 'currency',
              type: 'select',
              required: true,
              options: currencies.map((value) => ({ label: value, value })),
            },
            {
              name: 'monthly',
              type: 'number',
              required: true,
              min: 0,
              admin: { description: 'Price per month, billed monthly.' },
            },
            {
              name: 'annual',
              type: 'number',
              required: true,
              min: 0,
              admin: { description: 'Price per month, billed annually.' },
            },
          ],
        },
      ],
    },
    {
      name: 'rows',
      type: 'array',
      maxRows: 40,
      admin: {
        description:
          'Comparison table. One value per plan, in plan order: "yes", "no", "unlimited", or text.',
      },
      fields: [
        { name: 'label', type: 'text', required: true, localized: true, maxLength: 120 },
        {
          name: 'values',
          type: 'array',
          fields: [{ name: 'value', type: 'text', localized: true, maxLength: 80 }],
        },
      ],
    },
    { name: 'faqTitle', type: 'text', localized: true, maxLength: 200 },
    {
      name: 'faq',
      type: 'array',
      maxRows: 20,
      fields: [
        { name: 'question', type: 'text', required: true, localized: true, maxLength: 300 },
        { name: 'answer', type: 'textarea', required: true, localized: true, maxLength: 2000 },
      ],
    },
    {
      name: 'countryCurrencies',
      type: 'array',
      admin: {
        description:
          'Visitors from these countries (ISO 3166 codes) see this currency first; others see USD.',
      },
      fields: [
        {
          name: 'country',
          type: 'text',
          required: true,
          maxLength: 2,
          validate: (v: string | null | undefined) =>
            (v && /^[A-Z]{2}$/.test(v)) || 'Two capital letters, such as BR.',
        },
        {
          name: 'currency',
          type: 'select',
          required: true,
          options: currencies.map((value) => ({ label: value, value })),
        },
      ],
    },
  ],
  hooks: { afterChange: [revalidateGlobal] },
}
