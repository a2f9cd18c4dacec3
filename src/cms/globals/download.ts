import type { GlobalConfig } from 'payload'
import { seoFields } from '../fields/seo'
import { pageGlobal } from './page-global'
import { revalidateGlobal } from '../hooks/revalidate'

/** Texts of /download; the versions and files come from the latest published release note. */
export const Download: GlobalConfig = {
  slug: 'download',
  ...pageGlobal('download'),
  fields: [
    seoFields,
    { name: 'title', type: 'text', localized: true, maxLength: 200 },
    { name: 'subtitle', type: 'textarea', localized: true, maxLength: 600 },
    {
      name: 'requirements',
      type: 'group',
      fields: [
        { name: 'windows', type: 'textarea', localized: true, maxLength: 600 },
        { name: 'mac', type: 'textarea', localized: true, maxLength: 600 },
        { name: 'linux', type: 'textarea', localized: true, maxLength: 600 },
      ],
    },
  ],
  hooks: { afterChange: [revalidateGlobal] },
}
