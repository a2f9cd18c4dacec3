import type { GlobalConfig } from 'payload'
import { seoFields } from '../fields/seo'
import { pageGlobal } from './page-global'
import { revalidateGlobal } from '../hooks/revalidate'
import { featureIds, solutionIds } from '@/lib/site-ids'
import { productScreenFields } from '../fields/product-screen'

/** The home page, every text localized in the 14 languages. */
export const Home: GlobalConfig = {
  slug: 'home',
  ...pageGlobal('home'),
  fields: [
    seoFields,
    {
      name: 'hero',
      type: 'group',
      fields: [
        { name: 'eyebrow', type: 'text', localized: true },
        { name: 'title', type: 'text', required: true, localized: true },
        { name: 'subtitle', type: 'textarea', localized: true },
        { name: 'primary_label', type: 'text', localized: true },
        { name: 'secondary_label', type: 'text', localized: true },
      ],
    },
    {
      name: 'picture',
      type: 'group',
      admin: {
        description:
          'Beside the hero: a drawing of one of the product’s screens in the page’s language, or a screenshot uploaded here.',
      },
      fields: [
        ...productScreenFields('profiles'),
        {
          name: 'image',
          type: 'upload',
          relationTo: 'media',
          admin: { description: 'A screenshot, shown instead of the drawn screen.' },
        },
        {
          name: 'alt',
          type: 'text',
          localized: true,
          admin: { description: 'What the picture shows, for those who cannot see it.' },
        },
      ],
    },
    {
      name: 'proof',
      type: 'group',
      label: 'Social proof',
      admin: {
        description:
          'The strip under the hero. {count}, {rating} and {reviews} are replaced by the numbers, formatted per language.',
      },
      fields: [
        {
          name: 'users',
          type: 'number',
          min: 0,
          admin: { description: 'How many people use the product.' },
        },
        { name: 'users_text', type: 'text', localized: true },
        {
          name: 'rating',
          type: 'number',
          min: 0,
          max: 5,
          admin: { step: 0.1, description: 'Average rating out of 5 on the review site.' },
        },
        { name: 'reviews', type: 'number', min: 0 },
        {
          name: 'rating_source',
          type: 'text',
          admin: { description: 'The review site the rating comes from.' },
        },
        {
          name: 'rating_url',
          type: 'text',
          admin: { description: 'The product’s page on that review site (https://…).' },
          // Shown as a link to every visitor: only a web address, never javascript: or the like.
          validate: (value: string | null | undefined) =>
            !value ||
            /^https:\/\/[^\s/]+\.[^\s]+$/.test(value) ||
            'An https:// address of the review site.',
        },
        { name: 'rating_text', type: 'text', localized: true },
        { name: 'logos_title', type: 'text', localized: true },
        {
          name: 'logos',
          type: 'array',
          maxRows: 8,
          admin: {
            description:
              'Customers who agreed to be named: a logo, or (without one) the name as a wordmark.',
          },
          fields: [
            { name: 'name', type: 'text', required: true },
            { name: 'logo', type: 'upload', relationTo: 'media' },
          ],
        },
      ],
    },
    {
      name: 'features_title',
      type: 'text',
      localized: true,
    },
    {
      name: 'features',
      type: 'array',
      maxRows: 12,
      fields: [
        {
          name: 'feature',
          type: 'select',
          required: true,
          options: featureIds.map((id) => ({ label: id, value: id })),
        },
        { name: 'title', type: 'text', required: true, localized: true },
        { name: 'description', type: 'textarea', localized: true },
      ],
    },
    { name: 'solutions_title', type: 'text', localized: true },
    {
      name: 'solutions',
      type: 'array',
      maxRows: 16,
      fields: [
        {
          name: 'solution',
          type: 'select',
          required: true,
          options: solutionIds.map((id) => ({ label: id, value: id })),
        },
        { name: 'title', type: 'text', required: true, localized: true },
        { name: 'description', type: 'textarea', localized: true },
      ],
    },
    { name: 'testimonials_title', type: 'text', localized: true },
    {
      name: 'testimonials',
      type: 'array',
      maxRows: 6,
      fields: [
        { name: 'quote', type: 'textarea', required: true, localized: true },
        { name: 'name', type: 'text', required: true },
        { name: 'role', type: 'text', localized: true },
      ],
    },
    {
      name: 'pricing_teaser',
      type: 'group',
      admin: {
        description:
          'A short pricing section; {price} is replaced by the lowest monthly price of the pricing page (in US dollars).',
      },
      fields: [
        { name: 'title', type: 'text', localized: true },
        { name: 'text', type: 'textarea', localized: true },
        { name: 'button', type: 'text', localized: true },
      ],
    },
    {
      name: 'latest_title',
      type: 'text',
      localized: true,
      admin: { description: 'Above the three latest blog posts of the language.' },
    },
    {
      name: 'download',
      type: 'group',
      fields: [
        { name: 'title', type: 'text', localized: true },
        { name: 'text', type: 'textarea', localized: true },
        { name: 'button', type: 'text', localized: true },
      ],
    },
    {
      name: 'register',
      type: 'group',
      fields: [
        { name: 'title', type: 'text', localized: true },
        { name: 'text', type: 'textarea', localized: true },
        { name: 'button', type: 'text', localized: true },
      ],
    },
  ],
  hooks: { afterChange: [revalidateGlobal] },
}
