import type { Field } from 'payload'

/** SEO fields of the spec (seo_title, seo_keywords, seo_description) plus the no-site-name flag, localized. */
export const seoFields: Field = {
  name: 'seo',
  type: 'group',
  label: 'SEO',
  fields: [
    { name: 'seo_title', type: 'text', localized: true, maxLength: 200 },
    { name: 'seo_keywords', type: 'text', localized: true, maxLength: 500 },
    { name: 'seo_description', type: 'textarea', localized: true, maxLength: 1000 },
    {
      name: 'no_site_name',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Do not append the site name to the title.' },
    },
  ],
}
