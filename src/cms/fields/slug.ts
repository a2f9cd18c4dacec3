import type { Field } from 'payload'
import { RESERVED_SLUGS, SLUG_PATTERN } from '@/lib/sections'
import { SLUG_MAX, slugFromTitle } from '@/lib/slug'

/** The title (editorial collections) or name (taxonomy, partners) a slug is made from, as this save sends it. */
const titleOf = (data: Record<string, unknown> | undefined): string | undefined => {
  const text = data?.title ?? data?.name
  return typeof text === 'string' && text.trim() ? text : undefined
}

/**
 * Stable URL slug, unique in its collection, the same in every language. Left empty, it is made from the title
 * (src/lib/slug.ts: transliterated, with -2, -3… when another document has it); the editor may still write their own.
 */
export const slugField: Field = {
  name: 'slug',
  type: 'text',
  required: true,
  unique: true,
  index: true,
  admin: {
    position: 'sidebar',
    description:
      'Part of the address: lowercase letters, digits and hyphens. Left empty, it is made from the title on save. Changing it on a published page moves the page: the old address answers 404 unless you add a redirect from it (Site → Redirects).',
  },
  hooks: {
    beforeValidate: [
      async ({ value, data, originalDoc, req, collection }) => {
        if (typeof value === 'string' && value.trim()) return value.trim()
        const base = slugFromTitle(titleOf(data) ?? titleOf(originalDoc) ?? '')
        if (!base || !collection) return value
        for (let n = 1; n < 50; n++) {
          const candidate = n === 1 ? base : `${base.slice(0, SLUG_MAX - 4)}-${n}`
          const { totalDocs } = await req.payload.count({
            collection: collection.slug,
            where: {
              slug: { equals: candidate },
              ...(originalDoc?.id ? { id: { not_equals: originalDoc.id } } : {}),
            },
            req,
            overrideAccess: true,
          })
          if (!totalDocs) return candidate
        }
        return value
      },
    ],
  },
  validate: (
    value: string | null | undefined,
    { data }: { data: Partial<Record<string, unknown>> },
  ) => {
    // Empty is fine while there is a title to make it from (the hook above does, on save).
    if (!value) return titleOf(data) ? true : 'A slug is required (or a title to make it from).'
    if (!SLUG_PATTERN.test(value)) return 'Use lowercase letters, digits and single hyphens.'
    if (value.length > SLUG_MAX) return `At most ${SLUG_MAX} characters.`
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
  label: 'Offered in this language',
  admin: {
    position: 'sidebar',
    description:
      'Ticked, the page is offered here with this language’s title, or with the English text, marked untranslated. With no title in this language and none in English it is not offered at all. See “Languages” below.',
  },
}

/** Per language, whether the document is live translated, live in English, hidden or absent (the site's rule). */
export const languageStatusField: Field = {
  name: 'languageStatus',
  type: 'ui',
  admin: {
    position: 'sidebar',
    components: { Field: '/components/admin/language-status#LanguageStatusField' },
  },
}
