import 'server-only'
import { getPayload } from '../payload'
import { isPostgresDb } from './sql'

/**
 * One stored event, in the order of {@link COLUMNS}. Written with hand-made statements, not the ORM: building a
 * 1,000-row insert through Drizzle's query builder cost 22 µs an event, as much as SQLite's own insert.
 */
export type EventRow = unknown[]
const COLUMNS = [
  'device_id',
  'event_id',
  'day',
  'path',
  'key',
  'kind',
  'op_type',
  'op_obj_type',
  'value',
  'user_timestamp',
  'page',
  'locale',
  'context',
  'visitor_hash',
  'country',
  'entry',
  'referrer_domain',
  'device_class',
  'os',
  'browser',
  'created_at',
  'updated_at',
] as const
/** The unique key (device, then event: see the collection, src/cms/collections/stat-events.ts). */
const KEY = 'device_id, event_id'

interface Waiting {
  rows: EventRow[]
  resolve: (result: { stored: number }) => void
  reject: (error: unknown) => void
}

/** Rows per write on PostgreSQL (22 values each: well under its 65,535 parameters). */
const ROWS_PER_WRITE = 1_000
const waiting: Waiting[] = []
let writing = false

/** `INSERT` of `count` rows that skips the events already stored; `$n` placeholders for PostgreSQL, `?` for SQLite. */
function insertSql(count: number, postgres: boolean): string {
  let n = 0
  const row = () => `(${COLUMNS.map(() => (postgres ? `$${++n}` : '?')).join(', ')})`
  const values = Array.from({ length: count }, row).join(', ')
  return `INSERT INTO stat_events (${COLUMNS.join(', ')}) VALUES ${values} ON CONFLICT (${KEY}) DO NOTHING`
}
/** SQLite's statements by row count: a batch holds 1 to 100 events, so at most 100 texts. */
const sqliteInserts = new Map<number, string>()

interface SqliteClient {
  batch: (
    statements: { sql: string; args: unknown[] }[],
    mode: 'write',
  ) => Promise<{ rowsAffected: number }[]>
}
interface PostgresPool {
  query: (
    text: string,
    values: unknown[],
  ) => Promise<{ rows: { device_id: string; event_id: string }[] }>
}

/**
 * Stores a group of batches and says how many of each one's events were new. SQLite: one transaction (one commit)
 * of one statement per batch, each statement's count of inserted rows being its batch's. PostgreSQL: one statement
 * for the group, whose returned keys count for the first batch that carries them.
 */
async function insertGroup(group: Waiting[]): Promise<number[]> {
  const payload = await getPayload()
  if (isPostgresDb(payload)) {
    const pool = (payload.db as unknown as { pool: PostgresPool }).pool
    const rows = group.flatMap((w) => w.rows)
    const { rows: inserted } = await pool.query(
      `${insertSql(rows.length, true)} RETURNING ${KEY}`,
      rows.flat(),
    )
    const fresh = new Set(inserted.map((r) => `${r.device_id} ${r.event_id}`))
    return group.map((w) => w.rows.filter((row) => fresh.delete(`${row[0]} ${row[1]}`)).length)
  }
  const client = (payload.db as unknown as { client: SqliteClient }).client
  const statements = group.map((w) => {
    let text = sqliteInserts.get(w.rows.length)
    if (!text) sqliteInserts.set(w.rows.length, (text = insertSql(w.rows.length, false)))
    return { sql: text, args: w.rows.flat() }
  })
  return (await client.batch(statements, 'write')).map((result) => result.rowsAffected)
}

/**
 * Group commit: the batches that arrive while a write is under way (or in the same turn of the event loop) are
 * stored together, so one commit (one fsync) serves them all instead of one each. Each batch still learns how many
 * of its own events were new; a write that fails fails every batch in it (none is acknowledged).
 */
async function writeWaiting(): Promise<void> {
  if (writing) return
  writing = true
  try {
    while (waiting.length) {
      const group: Waiting[] = []
      let rows = 0
      while (
        waiting.length &&
        (group.length === 0 || rows + (waiting[0] as Waiting).rows.length <= ROWS_PER_WRITE)
      ) {
        const next = waiting.shift() as Waiting
        group.push(next)
        rows += next.rows.length
      }
      try {
        const stored = await insertGroup(group)
        group.forEach((w, i) => w.resolve({ stored: stored[i] ?? 0 }))
      } catch (error) {
        for (const w of group) w.reject(error)
      }
    }
  } finally {
    writing = false
  }
}

/** Stores one batch's rows with the batches that arrive with it; resolves once they are committed. */
export function storeRows(rows: EventRow[]): Promise<{ stored: number }> {
  return new Promise((resolve, reject) => {
    waiting.push({ rows, resolve, reject })
    // The next turn: batches handled in this one join the same write.
    if (!writing) setImmediate(() => void writeWaiting())
  })
}
