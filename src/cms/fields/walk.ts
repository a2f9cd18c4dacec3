/** A change to every field of a Payload config: in each collection, global, group, array, row, block and tab. */
import type { Block, Config, Field } from 'payload'

/** `change` applied to each field, then to the fields inside it. */
export function mapFields(fields: Field[], change: (field: Field) => Field): Field[] {
  return fields.map((field) => {
    let next = change(field)
    if ('fields' in next && Array.isArray(next.fields))
      next = { ...next, fields: mapFields(next.fields, change) } as Field
    if ('blocks' in next && Array.isArray(next.blocks))
      next = {
        ...next,
        blocks: next.blocks.map((b: Block) => ({ ...b, fields: mapFields(b.fields, change) })),
      } as Field
    if (next.type === 'tabs')
      next = {
        ...next,
        tabs: next.tabs.map((tab) => ({ ...tab, fields: mapFields(tab.fields, change) })),
      }
    return next
  })
}

/** The config with `change` applied to every field of its collections and globals. */
export function mapConfigFields(config: Config, change: (field: Field) => Field): Config {
  return {
    ...config,
    collections: config.collections?.map((c) => ({ ...c, fields: mapFields(c.fields, change) })),
    globals: config.globals?.map((g) => ({ ...g, fields: mapFields(g.fields, change) })),
  }
}
