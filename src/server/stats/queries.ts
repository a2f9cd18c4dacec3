/** The statistics read back: daily totals (from the roll-ups, or counted raw as a check), dropped bots, vitals. */
import { sql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'
import { VITAL_KEY_PREFIX } from '@/lib/stats/codes'
import { p75, templateOf } from '@/lib/stats/web-vitals'
import { isPostgresDb, isVital, notRolledUp, notVital, rows } from './sql'

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

/** Per-day totals from the roll-ups (the dashboard's charts). */
export async function dailyTotals(
  payload: Payload,
  { from, to, locale }: StatsFilter,
): Promise<DailyTotals[]> {
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
    const entry = days.get(row.day) ?? {
      day: row.day,
      views: 0,
      clicks: 0,
      exposes: 0,
      errors: 0,
      devices: 0,
    }
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
export async function rawDailyTotals(
  payload: Payload,
  { from, to, locale }: StatsFilter,
): Promise<DailyTotals[]> {
  const byLocale = locale ? sql`AND locale = ${locale}` : sql``
  const found = await rows<{
    day: string
    views: number
    clicks: number
    exposes: number
    errors: number
    devices: number
  }>(
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

/** Devices that viewed a page in the last `minutes` (raw events, so it is live; web-vitals records excluded). */
export async function recentVisitors(
  payload: Payload,
  minutes = 30,
  now = new Date(),
): Promise<number> {
  const since = new Date(now.getTime() - minutes * 60_000).toISOString()
  const [row] = await rows<{ n: number | string }>(
    payload,
    sql`SELECT COUNT(DISTINCT device_id) AS n FROM stat_events WHERE kind = 'view' AND ${notVital} AND created_at >= ${since}`,
  )
  return Number(row?.n ?? 0)
}

/** When the roll-ups were last built (the statistics job), or null before its first run. */
export async function lastRollupAt(payload: Payload): Promise<string | null> {
  const [row] = await rows<{ m: string | Date | null }>(
    payload,
    sql`SELECT MAX(updated_at) AS m FROM stat_daily WHERE NOT ${notRolledUp}`,
  )
  return row?.m ? new Date(row.m).toISOString() : null
}

/** Bot events answered but not stored, per day. */
export async function droppedBots(payload: Payload, { from, to }: StatsFilter): Promise<number> {
  const [row] = await rows<{ n: number | string | null }>(
    payload,
    sql`SELECT SUM(events) AS n FROM stat_daily WHERE day >= ${from} AND day <= ${to} AND kind = 'bot'`,
  )
  return Number(row?.n ?? 0)
}

/**
 * What the beacon did not store, per day and reason: bot events (reason '' for those counted before reasons were
 * kept), or refused batches.
 */
export const unstoredByDay = (
  payload: Payload,
  kind: 'bot' | 'refused',
  { from, to }: StatsFilter,
) =>
  rows<{ day: string; key: string | null; n: number | string }>(
    payload,
    sql`SELECT day, key, SUM(events) AS n FROM stat_daily WHERE day >= ${from} AND day <= ${to} AND kind = ${kind} GROUP BY day, key ORDER BY day DESC, key`,
  )
export const droppedBotsByDay = (payload: Payload, filter: StatsFilter) =>
  unstoredByDay(payload, 'bot', filter)

export interface VitalRow {
  template: string
  locale: string
  metric: string
  p75: number
  samples: number
}

/** One web-vitals measurement of a visitor, from the raw events. */
export interface VitalValue {
  template: string
  locale: string
  metric: string
  value: number
}

/** Every web-vitals measurement of the range (the views whose key carries the vital prefix). */
export async function vitalValues(
  payload: Payload,
  { from, to, locale }: StatsFilter,
): Promise<VitalValue[]> {
  const byLocale = locale ? sql`AND locale = ${locale}` : sql``
  const valueOf = isPostgresDb(payload)
    ? sql`(value->>'value')`
    : sql`json_extract(value, '$.value')`
  const found = await rows<{
    locale: string | null
    path: string | null
    key: string
    v: number | string | null
  }>(
    payload,
    sql`SELECT locale, path, key, ${valueOf} AS v FROM stat_events
      WHERE day >= ${from} AND day <= ${to} AND kind = 'view' AND ${isVital} ${byLocale}`,
  )
  return found.flatMap((row) => {
    const value = Number(row.v)
    if (!Number.isFinite(value)) return []
    return [
      {
        template: templateOf(row.path ?? '/'),
        locale: row.locale ?? '',
        metric: row.key.slice(VITAL_KEY_PREFIX.length),
        value,
      },
    ]
  })
}

/** The 75th percentile per template, metric and (unless `allLocales`, where locale is '') locale. */
export function vitalsP75Of(values: VitalValue[], { allLocales = false } = {}): VitalRow[] {
  const groups = new Map<
    string,
    { template: string; locale: string; metric: string; values: number[] }
  >()
  for (const { template, locale, metric, value } of values) {
    const groupLocale = allLocales ? '' : locale
    const id = `${template}|${groupLocale}|${metric}`
    const group = groups.get(id) ?? { template, locale: groupLocale, metric, values: [] }
    group.values.push(value)
    groups.set(id, group)
  }
  return [...groups.values()]
    .map((g) => ({
      template: g.template,
      locale: g.locale,
      metric: g.metric,
      p75: p75(g.values),
      samples: g.values.length,
    }))
    .sort(
      (a, b) =>
        a.template.localeCompare(b.template) ||
        a.locale.localeCompare(b.locale) ||
        a.metric.localeCompare(b.metric),
    )
}

/** Core Web Vitals at the 75th percentile per page template and locale, from the raw events of the range. */
export async function vitalsP75(payload: Payload, filter: StatsFilter): Promise<VitalRow[]> {
  return vitalsP75Of(await vitalValues(payload, filter))
}
