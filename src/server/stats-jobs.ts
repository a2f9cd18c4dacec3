/** Statistics upkeep shared by the API and the job script: daily salts, bot counts, roll-ups, retention. */
import { createHash, randomBytes } from 'node:crypto'
import { sql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'
import { statsRetentionDays } from '@/config'
import { VITAL_KEY_PREFIX } from '@/lib/stats-codes'
import { p75, templateOf } from '@/lib/web-vitals'

/** Raw events are kept this many days (STATS_RETENTION_DAYS); daily roll-ups forever. */
export const RETENTION_DAYS = statsRetentionDays()
/** Salts older than this are deleted: a day's visitor hashes can then never be linked to addresses again. */
const SALT_KEEP_DAYS = 2

export const utcDay = (date = new Date()) => date.toISOString().slice(0, 10)
const addDays = (day: string, days: number) => utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000))

/** Postgres or SQLite, from the adapter itself (this module must not read the environment: tests set it later). */
const isPostgresDb = (payload: Payload) => (payload.db as unknown as { name?: string }).name === 'postgres'

interface RawDb {
  drizzle: {
    run?: (query: unknown) => Promise<unknown>
    execute?: (query: unknown) => Promise<{ rows: unknown[] }>
    all?: (query: unknown) => Promise<unknown[]>
  }
}

/** Runs one statement on either database. */
async function exec(payload: Payload, query: ReturnType<typeof sql>): Promise<void> {
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

const salts = new Map<string, string>()

/** The salt of a UTC day, created on first use (shared by every server process through the database). */
export async function dailySalt(payload: Payload, day = utcDay()): Promise<string> {
  const cached = salts.get(day)
  if (cached) return cached
  const find = async () => (await payload.find({ collection: 'stat-salts', where: { day: { equals: day } }, limit: 1, overrideAccess: true })).docs[0]?.salt
  let salt = await find()
  if (!salt) {
    try {
      salt = (await payload.create({ collection: 'stat-salts', data: { day, salt: randomBytes(32).toString('hex') }, overrideAccess: true })).salt
    } catch {
      // Another process created it first.
      salt = await find()
    }
    await payload.delete({ collection: 'stat-salts', where: { day: { less_than: addDays(day, -SALT_KEEP_DAYS) } }, overrideAccess: true })
  }
  if (!salt) throw new Error(`No statistics salt for ${day}`)
  salts.clear()
  salts.set(day, salt)
  return salt
}

/** A visitor's hash for counting: the day's salt, the address and the browser; the address itself is never kept. */
export async function visitorHash(payload: Payload, ip: string, userAgent: string): Promise<string> {
  return createHash('sha256')
    .update(`${await dailySalt(payload)}|${ip}|${userAgent}`)
    .digest('hex')
    .slice(0, 32)
}

/** Any address a visitor's browser reports (the beacon's WebRTC address), as a hash with the day's salt. */
export async function addressHash(payload: Payload, address: string): Promise<string> {
  return createHash('sha256')
    .update(`${await dailySalt(payload)}|address|${address}`)
    .digest('hex')
    .slice(0, 32)
}

/** Counts events of a batch from a bot that were answered but not stored. */
export async function countDroppedBots(payload: Payload, events: number, day = utcDay()): Promise<void> {
  const now = new Date().toISOString()
  await exec(
    payload,
    sql`INSERT INTO stat_daily (day, locale, path, kind, key, events, devices, updated_at, created_at)
    VALUES (${day}, '', '', 'bot', '', ${events}, 0, ${now}, ${now})
    ON CONFLICT (day, locale, path, kind, key) DO UPDATE SET events = stat_daily.events + ${events}, updated_at = ${now}`,
  )
}

/**
 * Rebuilds the daily roll-ups of the raw events from `from` to `to` (UTC days, inclusive): the same input gives
 * the same rows however often it runs. Days whose raw events are past retention are never rebuilt (their
 * roll-ups stay as they were built while the events existed).
 */
export async function rebuildRollups(payload: Payload, from: string, to: string, today = utcDay()): Promise<{ days: number; rows: number }> {
  const oldest = addDays(today, -RETENTION_DAYS)
  const start = from < oldest ? oldest : from
  if (start > to) return { days: 0, rows: 0 }
  const now = new Date().toISOString()
  await exec(payload, sql`DELETE FROM stat_daily WHERE day >= ${start} AND day <= ${to} AND kind <> 'bot'`)
  await exec(
    payload,
    sql`INSERT INTO stat_daily (day, locale, path, kind, key, events, devices, updated_at, created_at)
    SELECT day, COALESCE(locale, ''), COALESCE(path, ''), kind, COALESCE(key, ''), COUNT(*), COUNT(DISTINCT device_id), ${now}, ${now}
    FROM stat_events WHERE day >= ${start} AND day <= ${to}
    GROUP BY day, COALESCE(locale, ''), COALESCE(path, ''), kind, COALESCE(key, '')`,
  )
  // Devices seen per day, per locale and over all locales (locale '*'): sums over pages would count twice.
  await exec(
    payload,
    sql`INSERT INTO stat_daily (day, locale, path, kind, key, events, devices, updated_at, created_at)
    SELECT day, COALESCE(locale, ''), '', 'devices', '', COUNT(*), COUNT(DISTINCT device_id), ${now}, ${now}
    FROM stat_events WHERE day >= ${start} AND day <= ${to} GROUP BY day, COALESCE(locale, '')`,
  )
  await exec(
    payload,
    sql`INSERT INTO stat_daily (day, locale, path, kind, key, events, devices, updated_at, created_at)
    SELECT day, '*', '', 'devices', '', COUNT(*), COUNT(DISTINCT device_id), ${now}, ${now}
    FROM stat_events WHERE day >= ${start} AND day <= ${to} GROUP BY day`,
  )
  const [count] = await rows<{ n: number | string }>(
    payload,
    sql`SELECT COUNT(*) AS n FROM stat_daily WHERE day >= ${start} AND day <= ${to} AND kind <> 'bot'`,
  )
  const days = Math.round((Date.parse(to) - Date.parse(start)) / 86_400_000) + 1
  return { days, rows: Number(count?.n ?? 0) }
}

/** Deletes raw events of days past retention (whole days only, so a retained day is always complete). */
export async function applyRetention(payload: Payload, today = utcDay()): Promise<{ deleted: number }> {
  const cutoff = addDays(today, -RETENTION_DAYS)
  const [before] = await rows<{ n: number | string }>(payload, sql`SELECT COUNT(*) AS n FROM stat_events WHERE day < ${cutoff}`)
  await exec(payload, sql`DELETE FROM stat_events WHERE day < ${cutoff}`)
  return { deleted: Number(before?.n ?? 0) }
}

/** The nightly job: roll up the retained days, then drop raw events past retention. */
export async function runStatsJob(payload: Payload, today = utcDay()): Promise<{ rollup: { days: number; rows: number }; retention: { deleted: number } }> {
  const rollup = await rebuildRollups(payload, addDays(today, -RETENTION_DAYS), today, today)
  const retention = await applyRetention(payload, today)
  return { rollup, retention }
}

export interface StatsFilter {
  from: string
  to: string
  /** A site locale code; undefined for all. */
  locale?: string
}

export interface DailyTotals {
  day: string
  views: number
  clicks: number
  exposes: number
  errors: number
  devices: number
}

/** Rows that are not web vitals (a view record whose key carries the vital prefix is a measurement, not a view). */
export const notVital = sql`(key IS NULL OR key NOT LIKE ${`${VITAL_KEY_PREFIX}%`})`
const isVital = sql`key LIKE ${`${VITAL_KEY_PREFIX}%`}`

/** Per-day totals from the roll-ups (the dashboard's charts). */
export async function dailyTotals(payload: Payload, { from, to, locale }: StatsFilter): Promise<DailyTotals[]> {
  const byLocale = locale ? sql`AND locale = ${locale}` : sql``
  const deviceLocale = locale ?? '*'
  const found = await rows<{ day: string; kind: string; n: number | string; d: number | string }>(
    payload,
    sql`SELECT day, kind, SUM(events) AS n, SUM(devices) AS d FROM stat_daily
      WHERE day >= ${from} AND day <= ${to} AND kind IN ('view', 'click', 'expose', 'error') AND ${notVital} ${byLocale}
      GROUP BY day, kind
      UNION ALL
      SELECT day, 'devices' AS kind, SUM(events) AS n, SUM(devices) AS d FROM stat_daily
      WHERE day >= ${from} AND day <= ${to} AND kind = 'devices' AND locale = ${deviceLocale}
      GROUP BY day`,
  )
  const days = new Map<string, DailyTotals>()
  for (const row of found) {
    const entry = days.get(row.day) ?? { day: row.day, views: 0, clicks: 0, exposes: 0, errors: 0, devices: 0 }
    const n = Number(row.n)
    if (row.kind === 'view') entry.views = n
    else if (row.kind === 'click') entry.clicks = n
    else if (row.kind === 'expose') entry.exposes = n
    else if (row.kind === 'error') entry.errors = n
    else if (row.kind === 'devices') entry.devices = Number(row.d)
    days.set(row.day, entry)
  }
  return [...days.values()].sort((a, b) => a.day.localeCompare(b.day))
}

/** The same totals counted straight from the raw events (the check that the dashboard's figures agree). */
export async function rawDailyTotals(payload: Payload, { from, to, locale }: StatsFilter): Promise<DailyTotals[]> {
  const byLocale = locale ? sql`AND locale = ${locale}` : sql``
  const found = await rows<{ day: string; views: number; clicks: number; exposes: number; errors: number; devices: number }>(
    payload,
    sql`SELECT day,
        SUM(CASE WHEN kind = 'view' AND ${notVital} THEN 1 ELSE 0 END) AS views,
        SUM(CASE WHEN kind = 'click' THEN 1 ELSE 0 END) AS clicks,
        SUM(CASE WHEN kind = 'expose' THEN 1 ELSE 0 END) AS exposes,
        SUM(CASE WHEN kind = 'error' THEN 1 ELSE 0 END) AS errors,
        COUNT(DISTINCT device_id) AS devices
      FROM stat_events WHERE day >= ${from} AND day <= ${to} ${byLocale} GROUP BY day ORDER BY day`,
  )
  return found.map((r) => ({
    day: r.day,
    views: Number(r.views),
    clicks: Number(r.clicks),
    exposes: Number(r.exposes),
    errors: Number(r.errors),
    devices: Number(r.devices),
  }))
}

/** Bot events answered but not stored, per day. */
export async function droppedBots(payload: Payload, { from, to }: StatsFilter): Promise<number> {
  const [row] = await rows<{ n: number | string | null }>(
    payload,
    sql`SELECT SUM(events) AS n FROM stat_daily WHERE day >= ${from} AND day <= ${to} AND kind = 'bot'`,
  )
  return Number(row?.n ?? 0)
}

export interface VitalRow {
  template: string
  locale: string
  metric: string
  p75: number
  samples: number
}

/** Core Web Vitals at the 75th percentile per page template and locale, from the raw events of the range. */
export async function vitalsP75(payload: Payload, { from, to, locale }: StatsFilter): Promise<VitalRow[]> {
  const byLocale = locale ? sql`AND locale = ${locale}` : sql``
  const valueOf = isPostgresDb(payload) ? sql`(value->>'value')` : sql`json_extract(value, '$.value')`
  const found = await rows<{ locale: string | null; path: string | null; key: string; v: number | string | null }>(
    payload,
    sql`SELECT locale, path, key, ${valueOf} AS v FROM stat_events
      WHERE day >= ${from} AND day <= ${to} AND kind = 'view' AND ${isVital} ${byLocale}`,
  )
  const groups = new Map<string, { template: string; locale: string; metric: string; values: number[] }>()
  for (const row of found) {
    const value = Number(row.v)
    if (!Number.isFinite(value)) continue
    const template = templateOf(row.path ?? '/')
    const metric = row.key.slice(VITAL_KEY_PREFIX.length)
    const id = `${template}|${row.locale ?? ''}|${metric}`
    const group = groups.get(id) ?? { template, locale: row.locale ?? '', metric, values: [] }
    group.values.push(value)
    groups.set(id, group)
  }
  return [...groups.values()]
    .map((g) => ({ template: g.template, locale: g.locale, metric: g.metric, p75: p75(g.values), samples: g.values.length }))
    .sort((a, b) => a.template.localeCompare(b.template) || a.locale.localeCompare(b.locale) || a.metric.localeCompare(b.metric))
}
