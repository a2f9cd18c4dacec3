import type { CollectionConfig } from 'payload'
import { isStaff, publishedOrStaff } from '../access'
import { pageBlocks } from '@/blocks'
import { seoFields } from '../fields/seo'
import { LABELLED_PREVIEW_BUTTON } from '../fields/admin-components'
import { availableField, languageStatusField } from '../fields/slug'
import { revalidateCollection } from '../hooks/revalidate'
import { previewUrl } from '@/lib/preview-url'
import {
  allowedSlugs,
  namedPages,
  pagePath,
  pageSections,
  type PageSection,
} from '@/lib/page-paths'
import { siteRoutes } from '@/lib/routes'
import { SLUG_PATTERN } from '@/lib/sections'

/** First path segments the site's own routes take: a `/{html}` page cannot use them (except the named pages). */
const takenSlugs = new Set(
  siteRoutes
    .map((route) => route.pattern.split('/')[1] ?? '')
    .filter(
      (segment) =>
        segment && !segment.includes(':') && !(namedPages as readonly string[]).includes(segment),
    ),
)

/**
 * Marketing pages built from blocks: generic `/{html}` pages (features, about-us, links, partner-plan, ...),
 * `/solutions/{id}` and `/alternatives/{id}`. The block list is per language; a language without its own
 * shows the English one, marked as not translated.
 */
export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: 'Page', plural: 'Pages' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'path', '_status', 'updatedAt'],
    group: 'Pages',
    preview: (doc, { locale }) => previewUrl('pages', doc.id as number, locale),
    components: { edit: { PreviewButton: LABELLED_PREVIEW_BUTTON } },
  },
  versions: { drafts: true, maxPerDoc: 50 },
  access: {
    read: publishedOrStaff,
    create: isStaff,
    update: isStaff,
    delete: isStaff,
    readVersions: isStaff,
  },
  fields: [
    {
      name: 'title',
      type: 'text',
      localized: true,
      maxLength: 200,
      validate: (value: string | null | undefined, { req }: { req: { locale?: string | null } }) =>
        Boolean(value) || (req.locale ?? 'en') !== 'en' || 'A title is required in English.',
    },
    {
      name: 'section',
      type: 'select',
      required: true,
      defaultValue: 'page',
      options: pageSections.map((value) => ({ label: value, value })),
      admin: {
        position: 'sidebar',
        description:
          'page: /{slug}; solutions: /solutions/{slug}; alternatives: /alternatives/{slug}.',
      },
    },
    {
      name: 'slug',
      type: 'text',
      required: true,
      index: true,
      admin: { position: 'sidebar' },
      validate: (
        value: string | null | undefined,
        { siblingData }: { siblingData?: { section?: PageSection } },
      ) => {
        if (!value) return 'A slug is required.'
        if (!SLUG_PATTERN.test(value) || value.length > 120)
          return 'Use lowercase letters, digits and single hyphens (at most 120).'
        const section = siblingData?.section ?? 'page'
        const allowed = allowedSlugs(section)
        if (allowed && !allowed.includes(value))
          return `A ${section} page is one of: ${allowed.join(', ')}.`
        if (section === 'page' && takenSlugs.has(value))
          return `"/${value}" is a page of its own; choose another slug.`
        return true
      },
    },
    {
      name: 'path',
      type: 'text',
      unique: true,
      index: true,
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: 'The address, from the section and slug.',
      },
      hooks: {
        beforeValidate: [
          ({ siblingData }) =>
            pagePath(
              (siblingData.section ?? 'page') as PageSection,
              String(siblingData.slug ?? ''),
            ),
        ],
      },
    },
    availableField,
    languageStatusField,
    {
      name: 'layout',
      type: 'blocks',
      localized: true,
      blocks: pageBlocks,
      admin: {
        description: 'Per language. Empty: the English blocks are shown, marked as not translated.',
      },
    },
    seoFields,
  ],
  hooks: { afterChange: [revalidateCollection], afterDelete: [revalidateCollection] },
}
