/**
 * Writes one document in many languages with two database writes instead of one Local API update per language.
 *
 * The first language goes through the Local API (`payload.create`): access, validation, field defaults, hooks and
 * the first version, exactly as an editor's save. Every other language is then merged into the stored document in
 * the shape Payload's database adapters take (`{ field: { en: …, ru: … } }`, what the Local API itself hands them
 * after merging a language into the stored ones), with the array and block row ids the Local API would have added,
 * and written once, followed by one version through Payload's own `saveVersion`.
 *
 * Measured on the demo seed: 14 Local API writes per document cost about 16 ms each, mostly re-reading and re-writing
 * the growing all-language version; this path takes the seed from about 30 s to a few seconds. It is for the seed's
 * own data only: nothing an editor or a visitor sends goes through it.
 */
import { randomBytes } from 'node:crypto'
import {
  createLocalReq,
  saveVersion,
  type CollectionSlug,
  type FlattenedField,
  type Payload,
} from 'payload'
import type { Locale } from '@/i18n/locales'

type Data = Record<string, unknown>
/**
 * How the seed calls the Local API: as the system, marked as seeding (hooks skip revalidation), returning ids only.
 * `languagesOneByOne` writes every language through the Local API instead: the reference `scripts/seed-compare.ts`
 * compares this path with.
 */
export type SeedContext = {
  overrideAccess: true
  context: { seeding: true; languagesOneByOne?: boolean }
  depth: 0
}

/** Payload's array and block rows carry 24-hex ids (ObjectId-shaped); the database adapters expect one per row. */
const rowId = () => randomBytes(12).toString('hex')

/**
 * A row or group as Payload would store it: nested array and block rows given ids. Field defaults need nothing here:
 * the adapters declare static defaults on the columns, so a value left out is stored as the default
 * (tests/int/seed-write.test.ts writes blocks without them).
 */
function withRowIds(fields: FlattenedField[], data: Data): Data {
  const out: Data = { ...data }
  for (const field of fields)
    if (out[field.name] !== undefined) out[field.name] = prepared(field, out[field.name])
  return out
}

function prepared(field: FlattenedField, value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value
  if (field.type === 'array' && Array.isArray(value)) {
    return value.map((row: Data) => ({
      ...withRowIds(field.flattenedFields, row),
      id: row.id ?? rowId(),
    }))
  }
  if (field.type === 'blocks' && Array.isArray(value)) {
    return value.map((row: Data) => {
      const block = field.blocks.find((b) => b.slug === row.blockType)
      if (!block)
        throw new Error(`Seed: unknown block type ${String(row.blockType)} in ${field.name}`)
      return { ...withRowIds(block.flattenedFields, row), id: row.id ?? rowId() }
    })
  }
  if ((field.type === 'group' || field.type === 'tab') && 'flattenedFields' in field)
    return withRowIds(field.flattenedFields, value as Data)
  return value
}

/** Puts one language's values of `source` into the all-language document `target`. */
function mergeLanguage(
  fields: FlattenedField[],
  target: Data,
  source: Data,
  locale: Locale,
  where: string,
) {
  for (const field of fields) {
    if (!(field.name in source)) continue
    const value = source[field.name]
    if (field.localized) {
      if (
        'required' in field &&
        field.required &&
        (value === undefined || value === null || value === '')
      )
        throw new Error(`Seed: ${where}${field.name} is required (${locale})`)
      const current = target[field.name]
      target[field.name] = {
        ...(current && typeof current === 'object' ? current : {}),
        [locale]: prepared(field, value),
      }
    } else if (
      (field.type === 'group' || field.type === 'tab') &&
      'flattenedFields' in field &&
      value &&
      typeof value === 'object'
    ) {
      const current = target[field.name]
      const group: Data = current && typeof current === 'object' ? (current as Data) : {}
      target[field.name] = group
      mergeLanguage(field.flattenedFields, group, value as Data, locale, `${where}${field.name}.`)
    } else if (typeof value !== 'object' && value !== target[field.name]) {
      // A field shared by all languages cannot differ between them; the seed has a mistake if it does.
      throw new Error(`Seed: ${where}${field.name} is not localized but differs in ${locale}`)
    }
  }
}

/**
 * Creates a document in the first language of `languages` through the Local API, then writes the rest in one go.
 * `shared` holds the fields every language shares; `languages` the localized fields per language.
 */
export async function createInLanguages(
  payload: Payload,
  collection: CollectionSlug,
  shared: Data,
  languages: [Locale, Data][],
  ctx: SeedContext,
): Promise<{ id: number | string }> {
  const [[firstLocale, firstData] = [] as never, ...rest] = languages
  const doc = await payload.create({
    collection,
    locale: firstLocale,
    data: { ...shared, ...firstData } as never,
    ...ctx,
  })
  if (rest.length === 0) return doc
  if (ctx.context.languagesOneByOne) {
    for (const [locale, data] of rest)
      await payload.update({ collection, id: doc.id, locale, data: data as never, ...ctx })
    return doc
  }
  const config = payload.collections[collection].config
  const req = await createLocalReq({ context: ctx.context }, payload)
  const stored = (await payload.db.findOne({
    collection,
    where: { id: { equals: doc.id } },
    locale: 'all',
    req,
  })) as Data | null
  if (!stored) throw new Error(`Seed: ${collection} ${doc.id} vanished after it was created`)
  for (const [locale, data] of rest)
    mergeLanguage(config.flattenedFields, stored, data, locale, `${collection}.`)
  stored.updatedAt = new Date().toISOString()
  await payload.db.updateOne({ collection, id: doc.id, data: stored, req, returning: false })
  if (config.versions) {
    await saveVersion({
      id: doc.id,
      autosave: false,
      collection: config,
      docWithLocales: stored,
      draft: false,
      operation: 'update',
      payload,
      req,
      returning: false,
    })
  }
  return doc
}
