import type { CollectionConfig } from 'payload'
import { isStaff, publishedOrStaff } from '../access'
import { seoFields } from '../fields/seo'
import { availableField, slugField } from '../fields/slug'
import { revalidateCollection } from '../hooks/revalidate'
import { previewUrl } from '@/lib/preview-url'
import { validateRedirectTarget } from '@/lib/redirects/target'

export const partnerCategories = ['proxy', 'payment', 'automation', 'sms', 'community'] as const

/** Partners and integrations: `/partner` lists them, `/partner/{id}` shows one. */
export const Partners: CollectionConfig = {
  slug: 'partners',
  labels: { singular: 'Partner', plural: 'Partners' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug', 'category', '_status'],
    group: 'Pages',
    preview: (doc, { locale }) => previewUrl('partners', doc.id as number, locale),
  },
  defaultSort: 'order',
  versions: { drafts: true, maxPerDoc: 20 },
  access: {
    read: publishedOrStaff,
    create: isStaff,
    update: isStaff,
    delete: isStaff,
    readVersions: isStaff,
  },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 80 },
    slugField,
    availableField,
    {
      name: 'category',
      type: 'select',
      required: true,
      options: partnerCategories.map((value) => ({ label: value, value })),
      admin: { position: 'sidebar' },
    },
    { name: 'order', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
    { name: 'logo', type: 'upload', relationTo: 'media' },
    { name: 'description', type: 'textarea', localized: true, maxLength: 600 },
    { name: 'offer', type: 'text', localized: true, maxLength: 200 },
    { name: 'promoCode', type: 'text', maxLength: 40 },
    {
      name: 'url',
      type: 'text',
      required: true,
      maxLength: 2048,
      validate: (value: string | null | undefined) =>
        value && /^https?:\/\//.test(value)
          ? validateRedirectTarget(value)
          : 'An http(s) address is required.',
    },
    { name: 'body', type: 'richText', localized: true },
    seoFields,
  ],
  hooks: { afterChange: [revalidateCollection], afterDelete: [revalidateCollection] },
}
