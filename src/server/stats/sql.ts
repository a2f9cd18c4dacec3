/** What the statistics jobs and the dashboard's queries share: UTC days, and raw SQL on either database. */
import { sql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'
import { VITAL_KEY_PREFIX } from '@/lib/stats/codes'

export const utcDay = (date = new Date()) => date.toISOString().slice(0, 10)
export const addDays = (day: string, days: number) =>
  utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000))

/** Postgres or SQLite, from the adapter itself. */
export const isPostgresDb = (payload: Payload) =>
  (payload.db as unknown as { name?: string }).name === 'postgres'

interface RawDb {
  drizzle: {
    run?: (query: unknown) => Promise<unknown>
    execute?: (query: unknown) => Promise<{ rows: unknown[] }>
    all?: (query: unknown) => Promise<unknown[]>
    transaction?: <T>(
      work: (tx: { execute: (query: unknown) => Promise<unknown> }) => Promise<T>,
    ) => Promise<T>
    dialect?: { sqlToQuery: (query: unknown) => { sql: string; params: unknown[] } }
  }
  /** SQLite: the libsql client itself. */
  client?: {
    batch: (statements: { sql: string; args: unknown[] }[], mode: 'write') => Promise<unknown>
  }
}

/** The advisory lock that puts writers of the statistics' roll-ups in a row: any fixed number, the same everywhere. */
const ROLLUP_LOCK_KEY = 7_310_442_817

/** Runs one statement on either database. */
export async function exec(payload: Payload, query: ReturnType<typeof sql>): Promise<void> {
  const db = payload.db as unknown as RawDb
  if (isPostgresDb(payload)) await db.drizzle.execute?.(query)
  else await db.drizzle.run?.(query)
}

/**
 * Runs statements as one write transaction that waits for any other (every instance's statistics job, the full one
 * and today's, rebuild the same days): a reader sees the rows before or after, never between the delete and the
 * insert, and two rebuilds at once cannot insert the same keys twice.
 *
 * - PostgreSQL: a transaction that first takes a transaction-scoped advisory lock (released at commit or rollback).
 * - SQLite: one batch on the client's own connection, begun IMMEDIATE (the write lock first; another process waits
 *   in the busy handler). Not `drizzle.transaction`: libsql hands that connection to the transaction and opens a
 *   new one for the client, without the busy timeout Payload set on the first.
 */
export async function execAtomically(
  payload: Payload,
  queries: ReturnType<typeof sql>[],
): Promise<void> {
  const db = payload.db as unknown as RawDb
  if (isPostgresDb(payload)) {
    const transaction = db.drizzle.transaction
    if (!transaction) throw new Error('The PostgreSQL adapter has no transactions')
    await transaction.call(db.drizzle, async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${ROLLUP_LOCK_KEY})`)
      for (const query of queries) await tx.execute(query)
    })
    return
  }
  const { client } = db
  const dialect = db.drizzle.dialect
  if (!client || !dialect) throw new Error('The SQLite adapter has no client to batch on')
  await client.batch(
    queries.map((query) => {
      const built = dialect.sqlToQuery(query)
      return { sql: built.sql, args: built.params }
    }),
    'write',
  )
}

/** Rows of a query on either database. */
export async function rows<T>(payload: Payload, query: ReturnType<typeof sql>): Promise<T[]> {
  const db = payload.db as unknown as RawDb
  if (isPostgresDb(payload)) return ((await db.drizzle.execute?.(query))?.rows ?? []) as T[]
  return ((await db.drizzle.all?.(query)) ?? []) as T[]
}

/** Rows that are not web vitals (a view record whose key carries the vital prefix is a measurement, not a view). */
export const notVital = sql`(key IS NULL OR key NOT LIKE ${`${VITAL_KEY_PREFIX}%`})`
export const isVital = sql`key LIKE ${`${VITAL_KEY_PREFIX}%`}`
/** Roll-up rows that count what the beacon did not store (bot events, refused batches): no job rebuilds them. */
export const notRolledUp = sql`kind IN ('bot', 'refused')`
