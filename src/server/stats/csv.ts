/** The statistics dashboard's tables as CSV (GET /api/stats/export): the same figures the dashboard shows. */
import { vitalRating, type VitalName } from '@/lib/stats/web-vitals'
import type { DashboardData } from './dashboard'
import type { BreakdownRow, Breakdowns } from './breakdowns'

/** One table of the dashboard as CSV (RFC 4180 quoting). */
export function toCsv(header: string[], lines: (string | number)[][]): string {
  const cell = (v: string | number) => {
    const text = String(v)
    return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
  }
  return [header, ...lines].map((line) => line.map(cell).join(',')).join('\r\n') + '\r\n'
}

/** The dashboard's tables by name, as CSV. */
export function dashboardCsv(data: DashboardData, table: string): string | null {
  switch (table) {
    case 'daily':
      return toCsv(
        [
          'day',
          'views',
          'unique_devices',
          'clicks',
          'exposes',
          'errors',
          'registration_clicks',
          'sign_ins',
          ...data.platforms.map((p) => `downloads_${p}`),
        ],
        data.days.map((d) => [
          d.day,
          d.views,
          d.devices,
          d.clicks,
          d.exposes,
          d.errors,
          d.registrations,
          d.signIns,
          ...data.platforms.map((p) => d.downloads[p] ?? 0),
        ]),
      )
    case 'pages':
      return toCsv(
        ['path', 'views'],
        data.topPages.map((r) => [r.label, r.count]),
      )
    case 'sources':
      return toCsv(
        ['utm_source', 'records'],
        data.topSources.map((r) => [r.label, r.count]),
      )
    case 'campaigns':
      return toCsv(
        ['utm_campaign', 'records'],
        data.topCampaigns.map((r) => [r.label, r.count]),
      )
    case 'referrals':
      return toCsv(
        ['code', 'visits', 'sign_ups'],
        data.referralCodes.map((r) => [r.label, r.count, r.extra ?? 0]),
      )
    case 'vitals':
      return toCsv(
        ['template', 'locale', 'metric', 'p75', 'samples', 'rating'],
        data.vitals.map((v) => [
          v.template,
          v.locale,
          v.metric,
          v.p75,
          v.samples,
          vitalRating(v.metric as VitalName, v.p75),
        ]),
      )
    case 'bots':
      return toCsv(
        ['day', 'reason', 'events'],
        data.botsByDay.map((r) => [r.label, r.detail ?? '', r.count]),
      )
    case 'refused':
      return toCsv(
        ['day', 'reason', 'batches'],
        data.refusedByDay.map((r) => [r.label, r.detail ?? '', r.count]),
      )
    case 'errors':
      return toCsv(
        ['error_code', 'path', 'events'],
        data.errors.map((r) => [r.label, r.detail ?? '', r.count]),
      )
    default:
      return breakdownCsv(data.breakdowns, table)
  }
}

/** The breakdowns' tables by name, as CSV (null for an unknown name). */
function breakdownCsv(b: Breakdowns, table: string): string | null {
  const counted = (label: string, count: string, rows: BreakdownRow[]) =>
    toCsv(
      [label, count, 'visitors'],
      rows.map((r) => [r.label, r.count, r.visitors]),
    )
  switch (table) {
    case 'languages':
      return toCsv(
        ['locale', 'views', 'visitors', 'registration_clicks', 'download_clicks'],
        b.languages.map((r) => [r.label, r.count, r.visitors, r.registrations, r.downloads]),
      )
    case 'referrers':
      return counted('referring_domain', 'visits', b.referrers)
    case 'countries':
      return counted('country', 'views', b.countries)
    case 'devices':
      return counted('device', 'views', b.devices)
    case 'systems':
      return counted('operating_system', 'views', b.systems)
    case 'browsers':
      return counted('browser', 'views', b.browsers)
    case 'entries':
      return counted('entry_page', 'visits', b.entries)
    case 'funnel':
      return toCsv(
        ['entry_page', 'visitors', 'registration_click_visitors', 'download_click_visitors'],
        b.funnel.map((r) => [r.path, r.visitors, r.registered, r.downloaded]),
      )
    default:
      return null
  }
}
