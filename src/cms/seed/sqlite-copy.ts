/**
 * Fast copies of existing documents on SQLite, for seeding many near-identical documents: every row of a source
 * document (its table, its locales, relationship, array and block tables, and its versions with theirs) is read once
 * and written again under new ids, with a few top-level fields (slug, publish date) replaced, in one transaction.
 *
 * What Payload would write through the Local API is what the copy writes: the tables and columns come from the live
 * schema (`sqlite_master`, `pragma_table_info`, `pragma_foreign_key_list`), so a schema change is followed, and
 * anything the copy cannot reproduce (another database, an unknown table layout, a source that does not hold the
 * values the caller says it holds) makes it return null before writing, so the caller can fall back to the Local API.
 */
import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'

type SqlValue = string | number | bigint | ArrayBuffer | null
type Row = Record<string, SqlValue>
interface Statement {
  sql: string
  args: SqlValue[]
}
/** The part of the libsql client the copy uses (`payload.db.client` of @payloadcms/db-sqlite). */
interface SqlClient {
  execute(stmt: Statement): Promise<{ rows: ArrayLike<unknown>[]; columns: string[] }>
  batch(stmts: Statement[], mode: 'write'): Promise<unknown>
}
interface SqliteAdapterLike {
  name?: string
  client?: SqlClient
  tableNameMap?: Map<string, string>
  versionsSuffix?: string
}

export interface DocumentCopy {
  collection: string
  /** Id of the document to copy. */
  from: number | string
  /**
   * Top-level, non-localized scalar fields (by field name) to replace: `from` is the value the source document holds
   * (checked, in the document and in each of its versions), `to` the copy's value.
   */
  fields: Record<string, { from: string | number; to: string | number }>
}

/** One table of a document's tree: the rows hang off the parent table's rows through `parentColumn`. */
interface TableNode {
  name: string
  columns: string[]
  idType: 'integer' | 'text'
  parentColumn: string
  children: TableNode[]
}

interface Schema {
  columns: Map<string, { name: string; type: string; pk: number }[]>
  /** child table → foreign keys (referenced table, from column, to column, on delete). */
  foreignKeys: Map<string, { table: string; from: string; to: string; onDelete: string }[]>
}

const q = (name: string) => `"${name.replaceAll('"', '""')}"`
const snake = (field: string) => field.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase()
/** Payload's own timestamps; other dates (publishedAt) are document data. */
const isTimestampColumn = (column: string) => /(^|_)(created_at|updated_at)$/.test(column)

function sqliteClient(payload: Payload): (SqliteAdapterLike & { client: SqlClient }) | null {
  const db = payload.db as unknown as SqliteAdapterLike
  if (db.name !== 'sqlite' || typeof db.client?.execute !== 'function' || typeof db.client.batch !== 'function') return null
  return db as SqliteAdapterLike & { client: SqlClient }
}

async function rowsOf(client: SqlClient, stmt: Statement): Promise<Row[]> {
  const result = await client.execute(stmt)
  return result.rows.map((r) => {
    const row: Row = {}
    result.columns.forEach((column, i) => {
      row[column] = (r as ArrayLike<SqlValue>)[i] ?? null
    })
    return row
  })
}

async function readSchema(client: SqlClient): Promise<Schema> {
  const columns: Schema['columns'] = new Map()
  const foreignKeys: Schema['foreignKeys'] = new Map()
  const master = `SELECT m.name AS tbl FROM sqlite_master m WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite_%'`
  for (const row of await rowsOf(client, {
    sql: `SELECT t.tbl, p.name, p.type, p.pk FROM (${master}) t, pragma_table_info(t.tbl) p ORDER BY t.tbl, p.cid`,
    args: [],
  })) {
    const list = columns.get(String(row.tbl)) ?? []
    list.push({ name: String(row.name), type: String(row.type).toLowerCase(), pk: Number(row.pk) })
    columns.set(String(row.tbl), list)
  }
  for (const row of await rowsOf(client, {
    sql: `SELECT t.tbl, f."table" AS ref, f."from" AS src, f."to" AS dst, f.on_delete FROM (${master}) t, pragma_foreign_key_list(t.tbl) f`,
    args: [],
  })) {
    const list = foreignKeys.get(String(row.tbl)) ?? []
    list.push({ table: String(row.ref), from: String(row.src), to: String(row.dst), onDelete: String(row.on_delete).toUpperCase() })
    foreignKeys.set(String(row.tbl), list)
  }
  return { columns, foreignKeys }
}

/** A table and, recursively, the tables whose rows belong to its rows (locales, rels, arrays, blocks). */
function tableNode(schema: Schema, name: string, parentColumn: string): TableNode | null {
  const columns = schema.columns.get(name)
  const pk = columns?.filter((c) => c.pk > 0)
  if (!columns || pk?.length !== 1 || pk[0]?.name !== 'id') return null
  const idType = pk[0].type.includes('int') ? 'integer' : pk[0].type.includes('text') || pk[0].type.includes('char') ? 'text' : null
  if (!idType) return null
  const children: TableNode[] = []
  for (const [child, fks] of schema.foreignKeys) {
    for (const fk of fks) {
      const owned =
        fk.table === name && fk.to === 'id' && fk.onDelete === 'CASCADE' && ['_parent_id', 'parent_id'].includes(fk.from) && child.startsWith(`${name}_`)
      if (!owned) continue
      const node = tableNode(schema, child, fk.from)
      if (!node) return null
      children.push(node)
    }
  }
  return { name, columns: columns.map((c) => c.name), idType, parentColumn, children }
}

/** A new id in the shape Payload gives array and block rows (24 hex digits, like an ObjectId). */
function textId(): string {
  return (
    Math.floor(Date.now() / 1000)
      .toString(16)
      .padStart(8, '0') + randomBytes(8).toString('hex')
  )
}

/**
 * Copies documents (each with its versions) in the given order; returns the new ids in that order, or null without
 * writing anything when the fast copy cannot apply (then create the documents through the Local API instead).
 */
export async function copyDocumentsSqlite(payload: Payload, copies: DocumentCopy[]): Promise<(number | string)[] | null> {
  const db = sqliteClient(payload)
  if (!db) return null
  if (copies.length === 0) return []
  const { client } = db
  const schema = await readSchema(client)

  // The tree of each collection: its table with owned tables, and its versions table with theirs.
  const trees = new Map<string, { root: TableNode; versions: TableNode | null }>()
  for (const collection of new Set(copies.map((c) => c.collection))) {
    const base = snake(collection)
    const rootName = db.tableNameMap?.get(base) ?? base
    const root = tableNode(schema, rootName, '')
    if (!root) return null
    const versionsName = db.tableNameMap?.get(`_${base}${db.versionsSuffix ?? '_v'}`) ?? `_${rootName}${db.versionsSuffix ?? '_v'}`
    let versions: TableNode | null = null
    if (schema.columns.has(versionsName)) {
      const toRoot = schema.foreignKeys.get(versionsName)?.some((fk) => fk.table === rootName && fk.from === 'parent_id')
      versions = toRoot ? tableNode(schema, versionsName, 'parent_id') : null
      if (!versions) return null
    }
    trees.set(collection, { root, versions })
  }

  // Source rows, grouped by table and by parent id.
  const loaded = new Map<string, Map<string, Row[]>>()
  async function load(node: TableNode, parentIds: SqlValue[]): Promise<void> {
    if (parentIds.length === 0) return
    const column = node.parentColumn || 'id'
    const rows = await rowsOf(client, {
      sql: `SELECT * FROM ${q(node.name)} WHERE ${q(column)} IN (SELECT value FROM json_each(?)) ORDER BY rowid`,
      args: [JSON.stringify(parentIds.map((id) => (typeof id === 'bigint' ? Number(id) : id)))],
    })
    const byParent = loaded.get(node.name) ?? new Map<string, Row[]>()
    for (const row of rows) {
      const key = String(row[column])
      const list = byParent.get(key)
      if (list) list.push(row)
      else byParent.set(key, [row])
    }
    loaded.set(node.name, byParent)
    for (const child of node.children)
      await load(
        child,
        rows.map((r) => r.id ?? null),
      )
  }
  for (const [collection, { root, versions }] of trees) {
    const ids = [...new Set(copies.filter((c) => c.collection === collection).map((c) => c.from))]
    await load(root, ids)
    if (versions) await load(versions, ids)
  }
  const rowsUnder = (node: TableNode, parentId: SqlValue) => loaded.get(node.name)?.get(String(parentId)) ?? []

  // The source must hold what the caller says, in the document and in every version, in the columns expected.
  for (const copy of copies) {
    const { root, versions } = trees.get(copy.collection)!
    const source = rowsUnder(root, copy.from)[0]
    if (!source) return null
    const versionRows = versions ? rowsUnder(versions, copy.from) : []
    for (const [field, { from }] of Object.entries(copy.fields)) {
      const column = snake(field)
      if (!root.columns.includes(column) || String(source[column]) !== String(from)) return null
      if (versions && (!versions.columns.includes(`version_${column}`) || versionRows.some((v) => String(v[`version_${column}`]) !== String(from)))) return null
    }
  }

  // Next integer id of each table (ids follow the order of `copies`, as one-by-one creation would give them).
  const nextId = new Map<string, number>()
  for (const name of loaded.keys()) {
    const [row] = await rowsOf(client, { sql: `SELECT max(id) AS id FROM ${q(name)}`, args: [] })
    nextId.set(name, Number(row?.id ?? 0) + 1)
  }
  const newId = (node: TableNode): SqlValue => {
    if (node.idType === 'text') return textId()
    const id = nextId.get(node.name) ?? 1
    nextId.set(node.name, id + 1)
    return id
  }

  // Timestamps: each copy's own (created, updated, per version) keep their order and equalities, one millisecond
  // apart, after everything written before.
  let clock = Date.now()
  /** New rows per table, as values in the table's column order. */
  const output = new Map<string, SqlValue[][]>()
  const emit = (table: string, values: SqlValue[]) => {
    const rows = output.get(table)
    if (rows) rows.push(values)
    else output.set(table, [values])
  }
  const result: (number | string)[] = []

  for (const copy of copies) {
    const { root, versions } = trees.get(copy.collection)!
    const source = rowsUnder(root, copy.from)[0]!
    const versionRows = versions ? rowsUnder(versions, copy.from) : []

    const stamps = new Set<string>()
    const collect = (node: TableNode, rows: Row[]) => {
      for (const row of rows) {
        for (const column of node.columns) {
          const value = row[column]
          if (isTimestampColumn(column) && typeof value === 'string' && !Number.isNaN(Date.parse(value))) stamps.add(value)
        }
        for (const child of node.children) collect(child, rowsUnder(child, row.id ?? null))
      }
    }
    collect(root, [source])
    if (versions) collect(versions, versionRows)
    const ordered = [...stamps].sort((a, b) => Date.parse(a) - Date.parse(b) || a.localeCompare(b))
    const stampMap = new Map(ordered.map((s, i) => [s, new Date(clock + i).toISOString()]))
    clock += ordered.length + 1

    const textIds = new Map<string, string>()
    const replace = (prefix: string) => new Map(Object.entries(copy.fields).map(([field, { to }]) => [`${prefix}${snake(field)}`, to as SqlValue]))
    const write = (node: TableNode, row: Row, parentId: SqlValue, fields: Map<string, SqlValue>): SqlValue => {
      const id = newId(node)
      if (node.idType === 'text') textIds.set(String(row.id), String(id))
      emit(
        node.name,
        node.columns.map((column) => {
          const value = row[column] ?? null
          if (column === 'id') return id
          if (column === node.parentColumn) return parentId
          if (fields.has(column)) return fields.get(column)!
          if (column === '_uuid' && typeof value === 'string') return textIds.get(value) ?? value
          if (isTimestampColumn(column) && typeof value === 'string') return stampMap.get(value) ?? value
          return value
        }),
      )
      for (const child of node.children) {
        for (const childRow of rowsUnder(child, row.id ?? null)) write(child, childRow, id, new Map())
      }
      return id
    }
    const docId = write(root, source, null, replace(''))
    if (versions) for (const version of versionRows) write(versions, version, docId, replace('version_'))
    result.push(docId as number | string)
  }

  // Parents before children (the tree order), many rows per statement, all in one transaction.
  const order: TableNode[] = []
  const walk = (node: TableNode) => {
    if (!order.includes(node)) order.push(node)
    node.children.forEach(walk)
  }
  for (const { root, versions } of trees.values()) {
    walk(root)
    if (versions) walk(versions)
  }
  const statements: Statement[] = []
  for (const node of order) {
    const rows = output.get(node.name) ?? []
    const perStatement = Math.max(1, Math.floor(10_000 / node.columns.length))
    for (let start = 0; start < rows.length; start += perStatement) {
      const chunk = rows.slice(start, start + perStatement)
      const placeholders = `(${node.columns.map(() => '?').join(', ')})`
      statements.push({
        sql: `INSERT INTO ${q(node.name)} (${node.columns.map(q).join(', ')}) VALUES ${chunk.map(() => placeholders).join(', ')}`,
        args: chunk.flat(),
      })
    }
  }
  await client.batch(statements, 'write')
  return result
}
