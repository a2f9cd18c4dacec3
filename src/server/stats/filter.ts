/** The dashboard's filter from a query string: a range of UTC days and an optional site locale. */
import { locales } from '@/i18n/locales'
import type { StatsFilter } from './queries'
import { utcDay } from './sql'

const DAY = /^\d{4}-\d{2}-\d{2}$/
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/**
 * What is wrong with an export's filter, if anything: the dashboard falls back to the last 30 days for a missing
 * or malformed range, but a download named after a range must be of the range that was asked for.
 */
export function filterProblem(query: Record<string, string | string[] | undefined>): string | null {
  for (const name of ['from', 'to'] as const) {
    const value = first(query[name])
    if (value === undefined) continue
    const day = new Date(`${value}T00:00:00Z`)
    // The round trip refuses days that do not exist (2026-02-30 would otherwise become 2026-03-02).
    if (!DAY.test(value) || Number.isNaN(day.getTime()) || utcDay(day) !== value)
      return `${name} must be a day as YYYY-MM-DD.`
  }
  const from = first(query.from)
  const to = first(query.to)
  if (from && to && from > to) return 'from must not be after to.'
  const locale = first(query.locale)
  if (locale !== undefined && locale !== '' && !(locales as readonly string[]).includes(locale))
    return `locale must be one of ${locales.join(', ')}.`
  return null
}

/** The filter from the query: a valid range (default the last 30 days) and an optional site locale. */
export function parseFilter(
  query: Record<string, string | string[] | undefined> | undefined,
): StatsFilter {
  const today = utcDay()
  const to = DAY.test(first(query?.to) ?? '') ? (first(query?.to) as string) : today
  let from = DAY.test(first(query?.from) ?? '')
    ? (first(query?.from) as string)
    : lastDays(30, to).from
  if (from > to) from = to
  const locale = first(query?.locale)
  return {
    from,
    to,
    locale: locale && (locales as readonly string[]).includes(locale) ? locale : undefined,
  }
}

/** The `days` UTC days that end with `to` (today unless given), `to` included. */
export function lastDays(days: number, to = utcDay()): StatsFilter {
  return { from: utcDay(new Date(Date.parse(`${to}T00:00:00Z`) - (days - 1) * 86_400_000)), to }
}
