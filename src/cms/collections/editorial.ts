import type { CollectionConfig, Field } from 'payload'
import { isStaff, publishedOrStaff } from '../access'
import { seoFields } from '../fields/seo'
import { LABELLED_PREVIEW_BUTTON } from '../fields/admin-components'
import { availableField, languageStatusField, slugField } from '../fields/slug'
import { redirectOldAddressField, redirectOldSlug } from '../hooks/slug-redirects'
import { revalidateCollection } from '../hooks/revalidate'
import { previewUrl } from '@/lib/preview-url'
import { sections, type Section } from '@/lib/sections'

interface Options {
  slug: string
  /** What one document is called ("Blog post": "Creating new Blog post") and what several are ("Blog posts"). */
  labels: { singular: string; plural: string }
  /** Category section this collection's categories belong to, when it has categories. */
  categorySection?: 'blog' | 'news' | 'helps' | 'faq'
  tags?: boolean
  cover?: boolean
  author?: boolean
  /** Extra fields of this section. */
  fields?: Field[]
  defaultSort?: string
}

/**
 * One editorial collection: localized title, excerpt and body, a per-language "available" flag, stable slug,
 * publish date, SEO fields, drafts and versions; categories, tags, cover and author where the section has them.
 */
export function editorialCollection(options: Options): CollectionConfig {
  const fields: Field[] = [
    {
      name: 'title',
      type: 'text',
      localized: true,
      maxLength: 200,
      // Required in English; another language without its own title shows the English one, marked as such.
      validate: (value: string | null | undefined, { req }: { req: { locale?: string | null } }) =>
        Boolean(value) || (req.locale ?? 'en') !== 'en' || 'A title is required in English.',
    },
    slugField,
    redirectOldAddressField,
    availableField,
    languageStatusField,
    {
      name: 'publishedAt',
      type: 'date',
      index: true,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
      hooks: {
        beforeChange: [
          ({ value, siblingData }) =>
            value ?? (siblingData._status === 'published' ? new Date().toISOString() : value),
        ],
      },
    },
    { name: 'excerpt', type: 'textarea', localized: true, maxLength: 600 },
    { name: 'body', type: 'richText', localized: true },
  ]
  if (options.cover) fields.push({ name: 'cover', type: 'upload', relationTo: 'media' })
  if (options.author)
    fields.push({
      name: 'author',
      type: 'relationship',
      relationTo: 'authors',
      admin: { position: 'sidebar' },
    })
  if (options.categorySection) {
    fields.push({
      name: 'categories',
      type: 'relationship',
      relationTo: 'categories',
      hasMany: true,
      filterOptions: { section: { equals: options.categorySection } },
      admin: { position: 'sidebar' },
    })
  }
  if (options.tags)
    fields.push({
      name: 'tags',
      type: 'relationship',
      relationTo: 'tags',
      hasMany: true,
      admin: { position: 'sidebar' },
    })
  fields.push(...(options.fields ?? []), seoFields)
  const section = (Object.keys(sections) as Section[]).find(
    (key) => sections[key].collection === options.slug,
  )

  return {
    slug: options.slug,
    labels: options.labels,
    admin: {
      useAsTitle: 'title',
      defaultColumns: ['title', 'slug', 'publishedAt', '_status'],
      group: 'Content',
      preview: (doc, { locale }) => previewUrl(options.slug, doc.id as number, locale),
      components: { edit: { PreviewButton: LABELLED_PREVIEW_BUTTON } },
    },
    defaultSort: options.defaultSort ?? '-publishedAt',
    versions: { drafts: true, maxPerDoc: 50 },
    access: {
      read: publishedOrStaff,
      create: isStaff,
      update: isStaff,
      delete: isStaff,
      readVersions: isStaff,
    },
    fields,
    hooks: {
      afterChange: [revalidateCollection, ...(section ? [redirectOldSlug(section)] : [])],
      afterDelete: [revalidateCollection],
    },
  }
}

export const Posts = editorialCollection({
  slug: 'posts',
  labels: { singular: 'Blog post', plural: 'Blog posts' },
  categorySection: 'blog',
  tags: true,
  cover: true,
  author: true,
})
export const News = editorialCollection({
  slug: 'news',
  labels: { singular: 'News item', plural: 'News' },
  categorySection: 'news',
  tags: true,
  cover: true,
  author: true,
})
export const Guides = editorialCollection({
  slug: 'guides',
  labels: { singular: 'Guide', plural: 'Guides' },
  cover: true,
  author: true,
})
export const Helps = editorialCollection({
  slug: 'helps',
  labels: { singular: 'Help article', plural: 'Help articles' },
  categorySection: 'helps',
})
export const Docs = editorialCollection({
  slug: 'docs',
  labels: { singular: 'Doc page', plural: 'Docs' },
  defaultSort: 'order',
  fields: [
    {
      name: 'parent',
      type: 'relationship',
      relationTo: 'docs',
      admin: { position: 'sidebar', description: 'Parent page in the sidebar tree.' },
    },
    { name: 'order', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
  ],
})
export const Release = editorialCollection({
  slug: 'release',
  labels: { singular: 'Release note', plural: 'Release notes' },
  fields: [
    { name: 'version', type: 'text', required: true, index: true },
    {
      name: 'downloads',
      type: 'array',
      fields: [
        {
          name: 'platform',
          type: 'select',
          required: true,
          options: ['win64', 'win32', 'mac', 'arm64', 'linux'].map((value) => ({
            label: value,
            value,
          })),
        },
        { name: 'url', type: 'text', required: true },
        { name: 'size', type: 'number', admin: { description: 'Bytes.' } },
        {
          name: 'sha256',
          type: 'text',
          validate: (v: string | null | undefined) =>
            !v || /^[a-f0-9]{64}$/.test(v) || 'A SHA-256 is 64 hex digits.',
        },
      ],
    },
  ],
})
export const Faqs = editorialCollection({
  slug: 'faqs',
  labels: { singular: 'Question', plural: 'FAQ' },
  categorySection: 'faq',
  defaultSort: 'order',
  fields: [{ name: 'order', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } }],
})
