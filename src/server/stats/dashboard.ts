/** The figures of the statistics dashboard, read from the daily roll-ups (and the small visitor tables). */
import { sql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'
import {
  dailyTotals,
  droppedBots,
  droppedBotsByDay,
  lastRollupAt,
  unstoredByDay,
  recentVisitors,
  vitalsP75Of,
  vitalValues,
  type DailyTotals,
  type StatsFilter,
  type VitalRow,
} from './queries'
import { vitalTemplates, type VitalTemplateRow } from './vitals'
import { notVital, rows } from './sql'
import { breakdowns, type Breakdowns } from './breakdowns'
import { countBy, top } from './counts'

export interface Row {
  label: string
  detail?: string
  count: number
  extra?: number
}

export interface DashboardData {
  filter: StatsFilter
  days: (DailyTotals & {
    downloads: Record<string, number>
    registrations: number
    signIns: number
  })[]
  totals: {
    views: number
    clicks: number
    devicesPeak: number
    downloads: number
    registrations: number
    signIns: number
    errors: number
    bots: number
  }
  platforms: string[]
  topPages: Row[]
  topSources: Row[]
  topCampaigns: Row[]
  referralCodes: Row[]
  errors: Row[]
  botsByDay: Row[]
  /** Beacon batches refused (too large, invalid) by day and reason: the page halves them, or drops an event refused alone. */
  refusedByDay: Row[]
  /** When the daily roll-ups the figures come from were last built. */
  rolledUpAt: string | null
  /** Devices with a page view in the last 30 minutes (live, from the raw events). */
  visitorsNow: number
  vitals: VitalRow[]
  vitalTemplates: VitalTemplateRow[]
  /** Languages, referring sites, countries, devices, entry pages and the funnel to a registration or download. */
  breakdowns: Breakdowns
}

const PLATFORMS = ['win64', 'win32', 'mac', 'arm64', 'linux']

export async function dashboardData(payload: Payload, filter: StatsFilter): Promise<DashboardData> {
  const { from, to, locale } = filter
  const byLocale = locale ? sql`AND locale = ${locale}` : sql``
  const [
    series,
    clicks,
    pages,
    errors,
    bots,
    signInDocs,
    sources,
    campaigns,
    referralVisits,
    referredAccounts,
    vitalRaw,
    botDays,
    refusedDays,
    rolledUpAt,
    visitorsNow,
    breakdownTables,
  ] = await Promise.all([
    dailyTotals(payload, filter),
    rows<{ day: string; key: string; n: number | string }>(
      payload,
      sql`SELECT day, key, SUM(events) AS n FROM stat_daily WHERE day >= ${from} AND day <= ${to} AND kind = 'click' ${byLocale} GROUP BY day, key`,
    ),
    rows<{ path: string; n: number | string }>(
      payload,
      sql`SELECT path, SUM(events) AS n FROM stat_daily WHERE day >= ${from} AND day <= ${to} AND kind = 'view' AND ${notVital} ${byLocale} GROUP BY path ORDER BY n DESC, path LIMIT 20`,
    ),
    rows<{ key: string; path: string; n: number | string }>(
      payload,
      sql`SELECT key, path, SUM(events) AS n FROM stat_daily WHERE day >= ${from} AND day <= ${to} AND kind = 'error' ${byLocale} GROUP BY key, path ORDER BY n DESC, key LIMIT 20`,
    ),
    droppedBots(payload, filter),
    payload.find({
      collection: 'login-codes',
      where: {
        and: [
          { createdAt: { greater_than_equal: `${from}T00:00:00.000Z` } },
          { createdAt: { less_than_equal: `${to}T23:59:59.999Z` } },
        ],
      },
      pagination: false,
      depth: 0,
      overrideAccess: true,
      select: { createdAt: true },
    }),
    countBy(payload, 'source-records', 'utm_source', filter),
    countBy(payload, 'source-records', 'utm_campaign', filter),
    countBy(payload, 'referral-visits', 'code', filter),
    countBy(payload, 'accounts', 'referredBy', filter),
    vitalValues(payload, filter),
    droppedBotsByDay(payload, filter),
    unstoredByDay(payload, 'refused', filter),
    lastRollupAt(payload),
    recentVisitors(payload),
    breakdowns(payload, filter),
  ])
  const vitals = vitalsP75Of(vitalRaw)

  const signIns = new Map<string, number>()
  for (const doc of signInDocs.docs) {
    const day = doc.createdAt.slice(0, 10)
    signIns.set(day, (signIns.get(day) ?? 0) + 1)
  }
  const byDay = new Map(
    series.map((d) => [
      d.day,
      {
        ...d,
        downloads: {} as Record<string, number>,
        registrations: 0,
        signIns: signIns.get(d.day) ?? 0,
      },
    ]),
  )
  for (const row of clicks) {
    const day = byDay.get(row.day) ?? {
      day: row.day,
      views: 0,
      clicks: 0,
      exposes: 0,
      errors: 0,
      devices: 0,
      downloads: {},
      registrations: 0,
      signIns: signIns.get(row.day) ?? 0,
    }
    const n = Number(row.n)
    const download = /^download (\w+)$/.exec(row.key ?? '')?.[1]
    if (download && PLATFORMS.includes(download))
      day.downloads[download] = (day.downloads[download] ?? 0) + n
    if (/register/i.test(row.key ?? '')) day.registrations += n
    byDay.set(row.day, day)
  }
  for (const [day, n] of signIns)
    if (!byDay.has(day))
      byDay.set(day, {
        day,
        views: 0,
        clicks: 0,
        exposes: 0,
        errors: 0,
        devices: 0,
        downloads: {},
        registrations: 0,
        signIns: n,
      })
  const days = [...byDay.values()].sort((a, b) => a.day.localeCompare(b.day))
  const sum = (f: (d: (typeof days)[number]) => number) => days.reduce((n, d) => n + f(d), 0)

  const codes = new Set([...referralVisits.keys(), ...referredAccounts.keys()])
  const referralCodes = [...codes]
    .map((code) => ({
      label: code,
      count: referralVisits.get(code) ?? 0,
      extra: referredAccounts.get(code) ?? 0,
    }))
    .sort((a, b) => b.extra - a.extra || b.count - a.count || a.label.localeCompare(b.label))
    .slice(0, 10)

  return {
    filter,
    days,
    totals: {
      views: sum((d) => d.views),
      clicks: sum((d) => d.clicks),
      devicesPeak: Math.max(0, ...days.map((d) => d.devices)),
      downloads: sum((d) => Object.values(d.downloads).reduce((a, b) => a + b, 0)),
      registrations: sum((d) => d.registrations),
      signIns: sum((d) => d.signIns),
      errors: sum((d) => d.errors),
      bots,
    },
    platforms: PLATFORMS,
    topPages: pages.map((p) => ({ label: p.path || '/', count: Number(p.n) })),
    topSources: top(sources),
    topCampaigns: top(campaigns),
    referralCodes,
    errors: errors.map((e) => ({ label: e.key || '—', detail: e.path || '/', count: Number(e.n) })),
    rolledUpAt,
    visitorsNow,
    botsByDay: botDays.map((b) => ({
      label: b.day,
      detail: b.key || 'unclassified',
      count: Number(b.n),
    })),
    refusedByDay: refusedDays.map((b) => ({
      label: b.day,
      detail: b.key ?? '',
      count: Number(b.n),
    })),
    vitals,
    vitalTemplates: vitalTemplates(vitals, vitalsP75Of(vitalRaw, { allLocales: true })),
    breakdowns: breakdownTables,
  }
}
