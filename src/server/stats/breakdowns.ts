/**
 * The dashboard's breakdowns (Plausible's sources, pages, locations, devices and goals): built into the daily
 * roll-ups from what the beacon took at ingest (entry views, referring domains, countries, browser names), and
 * read back for a range and a language. "Visitors" are devices counted per day and summed, like the roll-ups' other
 * device counts: a device seen on two days of the range counts twice.
 */
import { sql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'
import type { StatsFilter } from './queries'
import { notVital, rows } from './sql'

/** Clicks that count as a goal: the keys of the registration buttons and of the download links. */
const REGISTER = sql`LOWER(key) LIKE '%register%'`
const DOWNLOAD = sql`key LIKE 'download %'`
/** Page views by a field of the event (roll-up kind, then the field), keyed by its value. */
const BY_FIELD = [
  ['by-country', 'country'],
  ['by-device', 'device_class'],
  ['by-os', 'os'],
  ['by-browser', 'browser'],
] as const

/**
 * The statement that adds the breakdowns' roll-ups of the days `from` to `to` (the caller deletes the old ones in
 * the same transaction): page views and visitors by country and browser names; visits (entry views) by referring
 * domain and by entry page; and per entry page, the visitors who clicked a registration or a download that day.
 * One statement over the range's page views and goal clicks, read once: a scan of the raw events each cost as much
 * as the rest of the roll-up together.
 */
export function breakdownRollups(from: string, to: string, now: string): ReturnType<typeof sql>[] {
  const counted = 'COUNT(*) AS n, COUNT(DISTINCT device_id) AS d'
  // Kinds and fields are this module's constants, written into the text.
  const byField = BY_FIELD.map(([kind, field]) =>
    sql.raw(
      `SELECT day, locale, '' AS path, '${kind}' AS kind, ${field} AS key, ${counted} FROM r WHERE ev = 'view' GROUP BY day, locale, ${field}`,
    ),
  )
  return [
    sql`WITH r AS MATERIALIZED (
      SELECT day, COALESCE(locale, '') AS locale, COALESCE(path, '') AS path, kind AS ev, key, device_id, entry,
        COALESCE(referrer_domain, '') AS referrer, COALESCE(country, '') AS country, COALESCE(device_class, '') AS device_class,
        COALESCE(os, '') AS os, COALESCE(browser, '') AS browser
      FROM stat_events WHERE day >= ${from} AND day <= ${to} AND ((kind = 'view' AND ${notVital}) OR (kind = 'click' AND (${REGISTER} OR ${DOWNLOAD})))
    ),
    g AS (SELECT DISTINCT day, device_id, CASE WHEN ${REGISTER} THEN 'register' ELSE 'download' END AS goal FROM r WHERE ev = 'click')
    INSERT INTO stat_daily (day, locale, path, kind, key, events, devices, updated_at, created_at)
    SELECT day, locale, path, kind, key, n, d, ${now}, ${now} FROM (
      ${sql.join(byField, sql` UNION ALL `)}
      UNION ALL SELECT day, locale, '', 'by-referrer', referrer, ${sql.raw(counted)} FROM r WHERE ev = 'view' AND entry = 1 GROUP BY day, locale, referrer
      UNION ALL SELECT day, locale, path, 'by-entry', '', ${sql.raw(counted)} FROM r WHERE ev = 'view' AND entry = 1 GROUP BY day, locale, path
      UNION ALL SELECT e.day, e.locale, e.path, 'funnel', g.goal, COUNT(DISTINCT e.device_id), COUNT(DISTINCT e.device_id)
        FROM r e JOIN g ON g.day = e.day AND g.device_id = e.device_id WHERE e.ev = 'view' AND e.entry = 1 GROUP BY e.day, e.locale, e.path, g.goal
    ) AS b`,
  ]
}

export interface BreakdownRow {
  label: string
  /** Page views, or visits for the referrers and entry pages. */
  count: number
  visitors: number
}
export interface LanguageRow extends BreakdownRow {
  registrations: number
  downloads: number
}
export interface FunnelRow {
  path: string
  visitors: number
  registered: number
  downloaded: number
}
export interface Breakdowns {
  languages: LanguageRow[]
  referrers: BreakdownRow[]
  countries: BreakdownRow[]
  devices: BreakdownRow[]
  systems: BreakdownRow[]
  browsers: BreakdownRow[]
  entries: BreakdownRow[]
  funnel: FunnelRow[]
}

const LIMIT = 50
/** How a visit with no referring site is listed. */
export const DIRECT = 'Direct / none'
type Counted = { label: string; n: number | string; d: number | string }
/** Rows as counted; a value the events did not carry (older events, a private address's country) by `empty`. */
const counted = (found: Counted[], empty = 'Unknown'): BreakdownRow[] =>
  found.map((r) => ({ label: r.label || empty, count: Number(r.n), visitors: Number(r.d) }))

export async function breakdowns(
  payload: Payload,
  { from, to, locale }: StatsFilter,
): Promise<Breakdowns> {
  const range = sql`day >= ${from} AND day <= ${to}`
  const byLocale = locale ? sql`AND locale = ${locale}` : sql``
  const grouped = (kind: string, label = sql`key`) =>
    rows<Counted>(
      payload,
      sql`SELECT ${label} AS label, SUM(events) AS n, SUM(devices) AS d FROM stat_daily WHERE ${range} AND kind = ${kind} ${byLocale}
      GROUP BY ${label} ORDER BY n DESC, label LIMIT ${LIMIT}`,
    )
  const [
    views,
    visitors,
    goals,
    referrers,
    countries,
    devices,
    systems,
    browsers,
    entries,
    funnel,
  ] = await Promise.all([
    rows<Counted>(
      payload,
      sql`SELECT locale AS label, SUM(events) AS n, 0 AS d FROM stat_daily WHERE ${range} AND kind = 'view' AND ${notVital} ${byLocale} GROUP BY locale`,
    ),
    rows<Counted>(
      payload,
      sql`SELECT locale AS label, 0 AS n, SUM(devices) AS d FROM stat_daily WHERE ${range} AND kind = 'devices' AND locale <> '*' ${byLocale} GROUP BY locale`,
    ),
    rows<{ label: string; goal: string; n: number | string }>(
      payload,
      sql`SELECT locale AS label, CASE WHEN ${REGISTER} THEN 'register' ELSE 'download' END AS goal, SUM(events) AS n FROM stat_daily
      WHERE ${range} AND kind = 'click' AND (${REGISTER} OR ${DOWNLOAD}) ${byLocale} GROUP BY locale, CASE WHEN ${REGISTER} THEN 'register' ELSE 'download' END`,
    ),
    grouped('by-referrer'),
    grouped('by-country'),
    grouped('by-device'),
    grouped('by-os'),
    grouped('by-browser'),
    grouped('by-entry', sql`path`),
    rows<{ path: string; goal: string; d: number | string }>(
      payload,
      sql`SELECT path, key AS goal, SUM(devices) AS d FROM stat_daily WHERE ${range} AND kind = 'funnel' ${byLocale} GROUP BY path, key`,
    ),
  ])
  const languages = new Map<string, LanguageRow>()
  const language = (label: string) => {
    const found = languages.get(label) ?? {
      label,
      count: 0,
      visitors: 0,
      registrations: 0,
      downloads: 0,
    }
    languages.set(label, found)
    return found
  }
  for (const r of views) language(r.label).count = Number(r.n)
  for (const r of visitors) language(r.label).visitors = Number(r.d)
  for (const r of goals)
    language(r.label)[r.goal === 'register' ? 'registrations' : 'downloads'] += Number(r.n)
  const entryRows = counted(entries, '/')
  const goalsOf = (path: string, goal: string) =>
    Number(funnel.find((f) => f.path === path && f.goal === goal)?.d ?? 0)
  return {
    languages: [...languages.values()]
      .filter((l) => l.label)
      .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label)),
    referrers: counted(referrers, DIRECT),
    countries: counted(countries),
    devices: counted(devices),
    systems: counted(systems),
    browsers: counted(browsers),
    entries: entryRows,
    funnel: entryRows
      .map((e) => ({
        path: e.label,
        visitors: e.visitors,
        registered: goalsOf(e.label, 'register'),
        downloaded: goalsOf(e.label, 'download'),
      }))
      .sort(
        (a, b) =>
          b.registered - a.registered ||
          b.downloaded - a.downloaded ||
          b.visitors - a.visitors ||
          a.path.localeCompare(b.path),
      ),
  }
}
