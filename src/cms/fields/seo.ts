import type { Field } from 'payload'
import { DESCRIPTION_MAX, TITLE_MAX } from '@/lib/seo-limits'
import { SEO_COUNT, SEO_PREVIEW } from './admin-components'

/**
 * SEO fields of the spec (seo_title, seo_keywords, seo_description, localized) plus the no-site-name flag and the
 * editor's own social image (one for every language).
 */
export const seoFields: Field = {
  name: 'seo',
  type: 'group',
  label: 'SEO',
  fields: [
    {
      name: 'seo_title',
      type: 'text',
      localized: true,
      maxLength: 200,
      admin: {
        description: `The page's title in search results, in this language, and the heading of its social card. Up to about ${TITLE_MAX} characters with the site name shows whole; longer ones show without it, and past that search results cut them.`,
        components: { afterInput: [{ path: SEO_COUNT, clientProps: { max: TITLE_MAX } }] },
      },
    },
    { name: 'seo_keywords', type: 'text', localized: true, maxLength: 500 },
    {
      name: 'social_image',
      type: 'upload',
      relationTo: 'media',
      filterOptions: { mimeType: { in: ['image/png', 'image/jpeg', 'image/webp'] } },
      admin: {
        description:
          'The picture chats and social networks show when the page is shared, in every language (keep words out of it): 1200×630 PNG, JPEG or WebP. Empty: a card with the page title in its own language is drawn.',
      },
    },
    {
      name: 'seo_description',
      type: 'textarea',
      localized: true,
      maxLength: 1000,
      admin: {
        description: `The summary under the title in search results and shared links. Up to ${DESCRIPTION_MAX} characters shows whole; a longer one is shortened at a word. Empty: the page's own summary (excerpt) is used.`,
        components: { afterInput: [{ path: SEO_COUNT, clientProps: { max: DESCRIPTION_MAX } }] },
      },
    },
    { name: 'seoPreview', type: 'ui', admin: { components: { Field: SEO_PREVIEW } } },
    {
      name: 'no_site_name',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Do not append the site name to the title.' },
    },
  ],
}
