import type { Field } from 'payload'
import { RESERVED_SLUGS, SLUG_PATTERN } from '@/lib/sections'

/** Stable URL slug, unique in its collection, the same in every language. */
export const slugField: Field = {
  name: 'slug',
  type: 'text',
  required: true,
  unique: true,
  index: true,
  admin: { position: 'sidebar', description: 'Lowercase letters, digits and hyphens; part of the address.' },
  validate: (value: string | null | undefined) => {
    if (!value) return 'A slug is required.'
    if (!SLUG_PATTERN.test(value)) return 'Use lowercase letters, digits and single hyphens.'
    if (value.length > 120) return 'At most 120 characters.'
    if (RESERVED_SLUGS.includes(value)) return `"${value}" is reserved.`
    return true
  },
}

/** Whether the document exists in a language (unticked: that language answers 404). */
export const availableField: Field = {
  name: 'available',
  type: 'checkbox',
  localized: true,
  defaultValue: true,
  index: true,
  admin: { position: 'sidebar', description: 'Offered in this language.' },
}
