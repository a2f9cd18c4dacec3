/**
 * Labels in words for fields whose names are not: Payload labels a field by splitting its camelCase name, so the
 * spec's snake_case names (`seo_title`, `primary_label`, `utm_source`) showed as "Seo_title" in the admin. A
 * plugin gives every such field a label, in every collection, global and block, unless it has one.
 */
import type { Config, Field } from 'payload'
import { mapConfigFields } from './walk'

/** Parts of names that are written in capitals. */
const ACRONYMS = new Set([
  'seo',
  'utm',
  'url',
  'ip',
  'id',
  'ua',
  'rtc',
  'os',
  'api',
  'cpl',
  'bd',
  'vid',
  'qr',
  'csv',
  'json',
])

/** `seo_title` → "SEO title", `primary_label` → "Primary label", `formTitle` → "Form title". */
export function labelOf(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase())
  return words
    .map((w, i) =>
      ACRONYMS.has(w) ? w.toUpperCase() : i === 0 ? w[0]?.toUpperCase() + w.slice(1) : w,
    )
    .join(' ')
}

function labelled(field: Field): Field {
  if (
    'name' in field &&
    field.name &&
    !('label' in field && field.label !== undefined) &&
    field.type !== 'ui'
  ) {
    return { ...field, label: labelOf(field.name) } as Field
  }
  return field
}

/** The Payload plugin: labels for every named field that has none. */
export function fieldLabels(config: Config): Config {
  return mapConfigFields(config, labelled)
}
