import type { CollectionConfig } from 'payload'
import { anyone, isStaff, nobody } from '../access'
import { slugField } from '../fields/slug'
import { revalidateCollection } from '../hooks/revalidate'

/** Shared taxonomy: localized names, stable slugs. */
export const Categories: CollectionConfig = {
  slug: 'categories',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug', 'section'], group: 'Content' },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff, readVersions: nobody },
  fields: [
    { name: 'name', type: 'text', required: true, localized: true },
    slugField,
    {
      name: 'section',
      type: 'select',
      required: true,
      options: ['blog', 'news', 'helps', 'faq'].map((value) => ({ label: value, value })),
    },
    { name: 'description', type: 'textarea', localized: true },
    { name: 'order', type: 'number', defaultValue: 0 },
  ],
  hooks: { afterChange: [revalidateCollection], afterDelete: [revalidateCollection] },
}

export const Tags: CollectionConfig = {
  slug: 'tags',
  admin: { useAsTitle: 'name', group: 'Content' },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff, readVersions: nobody },
  fields: [{ name: 'name', type: 'text', required: true, localized: true }, slugField],
  hooks: { afterChange: [revalidateCollection], afterDelete: [revalidateCollection] },
}

export const Authors: CollectionConfig = {
  slug: 'authors',
  admin: { useAsTitle: 'name', group: 'Content' },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff, readVersions: nobody },
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'role', type: 'text', localized: true },
    { name: 'bio', type: 'textarea', localized: true },
  ],
  hooks: { afterChange: [revalidateCollection], afterDelete: [revalidateCollection] },
}
