/**
 * Labels in words for fields whose names are not: Payload labels a field by splitting its camelCase name, so the
 * spec's snake_case names (`seo_title`, `primary_label`, `utm_source`) showed as "Seo_title" in the admin. A
 * plugin gives every such field a label, in every collection, global and block, unless it has one.
 */
import type { Block, Config, Field } from 'payload'

/** Parts of names that are written in capitals. */
const ACRONYMS = new Set(['seo', 'utm', 'url', 'ip', 'id', 'ua', 'rtc', 'os', 'api', 'cpl', 'bd', 'vid', 'qr', 'csv', 'json'])

/** `seo_title` → "SEO title", `primary_label` → "Primary label", `formTitle` → "Form title". */
export function labelOf(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase())
  return words.map((w, i) => (ACRONYMS.has(w) ? w.toUpperCase() : i === 0 ? w[0]?.toUpperCase() + w.slice(1) : w)).join(' ')
}

function labelled(fields: Field[]): Field[] {
  return fields.map((field) => {
    let next = field
    if ('name' in field && field.name && !('label' in field && field.label !== undefined) && field.type !== 'ui') {
      next = { ...field, label: labelOf(field.name) } as Field
    }
    if ('fields' in next && Array.isArray(next.fields)) next = { ...next, fields: labelled(next.fields) } as Field
    if ('blocks' in next && Array.isArray(next.blocks))
      next = { ...next, blocks: next.blocks.map((b: Block) => ({ ...b, fields: labelled(b.fields) })) } as Field
    if (next.type === 'tabs') next = { ...next, tabs: next.tabs.map((tab) => ({ ...tab, fields: labelled(tab.fields) })) }
    return next
  })
}

/** The Payload plugin: labels for every named field that has none. */
export function fieldLabels(config: Config): Config {
  return {
    ...config,
    collections: config.collections?.map((c) => ({ ...c, fields: labelled(c.fields) })),
    globals: config.globals?.map((g) => ({ ...g, fields: labelled(g.fields) })),
  }
}
