/** What the statistics jobs and the dashboard's queries share: UTC days, and raw SQL on either database. */
import { sql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'
import { VITAL_KEY_PREFIX } from '@/lib/stats-codes'

export const utcDay = (date = new Date()) => date.toISOString().slice(0, 10)
export const addDays = (day: string, days: number) => utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000))

/** Postgres or SQLite, from the adapter itself. */
export const isPostgresDb = (payload: Payload) => (payload.db as unknown as { name?: string }).name === 'postgres'

interface RawDb {
  drizzle: {
    run?: (query: unknown) => Promise<unknown>
    execute?: (query: unknown) => Promise<{ rows: unknown[] }>
    all?: (query: unknown) => Promise<unknown[]>
  }
}

/** Runs one statement on either database. */
export async function exec(payload: Payload, query: ReturnType<typeof sql>): Promise<void> {
  const db = payload.db as unknown as RawDb
  if (isPostgresDb(payload)) await db.drizzle.execute?.(query)
  else await db.drizzle.run?.(query)
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
