import type { GlobalConfig } from 'payload'
import { seoFields } from '../fields/seo'
import { pageGlobal } from './page-global'
import { revalidateGlobal } from '../hooks/revalidate'
import { featureIds, solutionIds } from '@/lib/site-ids'

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
      name: 'features_title',
      type: 'text',
      localized: true,
    },
    {
      name: 'features',
      type: 'array',
      maxRows: 12,
      fields: [
        { name: 'feature', type: 'select', required: true, options: featureIds.map((id) => ({ label: id, value: id })) },
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
        { name: 'solution', type: 'select', required: true, options: solutionIds.map((id) => ({ label: id, value: id })) },
        { name: 'title', type: 'text', required: true, localized: true },
        { name: 'description', type: 'textarea', localized: true },
      ],
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
