/**
 * No field of the admin shows a raw name: every named field of every collection, global and block, as Payload's
 * sanitised configuration has it, carries a label in words (src/cms/fields/labels.ts).
 */
import type { Field } from 'payload'
import { expect, it } from 'vitest'
import { labelOf } from '@/cms/fields/labels'

it('names fields in words, acronyms in capitals', () => {
  expect(labelOf('seo_title')).toBe('SEO title')
  expect(labelOf('no_site_name')).toBe('No site name')
  expect(labelOf('primary_label')).toBe('Primary label')
  expect(labelOf('features_title')).toBe('Features title')
  expect(labelOf('utm_source')).toBe('UTM source')
  expect(labelOf('formTitle')).toBe('Form title')
})

it('leaves no field of the CMS labelled with its raw name', async () => {
  const config = await (await import('@/cms/payload.config')).default
  const raw: string[] = []
  const walk = (owner: string, fields: Field[]) => {
    for (const field of fields) {
      const hidden = 'admin' in field && (field.admin as { hidden?: boolean } | undefined)?.hidden
      if ('name' in field && field.name && field.type !== 'ui' && !hidden) {
        const label = 'label' in field ? field.label : undefined
        // Payload's own fields (_status) are labelled by a function of the admin's language.
        if (typeof label === 'function') continue
        // A label Payload would derive from a snake_case name keeps the underscore ("Seo_title").
        const shown =
          typeof label === 'string'
            ? label
            : typeof label === 'object' && label
              ? Object.values(label)[0]
              : undefined
        if (field.name.includes('_') && (typeof shown !== 'string' || shown.includes('_')))
          raw.push(`${owner}.${field.name}`)
      }
      if ('fields' in field && Array.isArray(field.fields))
        walk(`${owner}.${'name' in field ? field.name : field.type}`, field.fields)
      if ('blocks' in field && Array.isArray(field.blocks))
        for (const block of field.blocks) walk(`${owner}[${block.slug}]`, block.fields)
      if (field.type === 'tabs') for (const tab of field.tabs) walk(owner, tab.fields)
    }
  }
  for (const collection of config.collections) walk(collection.slug, collection.fields)
  for (const global of config.globals) walk(global.slug, global.fields)
  expect(raw).toEqual([])
}, 60_000)
