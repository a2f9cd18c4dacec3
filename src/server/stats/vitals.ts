/**
 * The dashboard's vitals view: one row per page template with the 75th percentile of each metric over every
 * language, worst first, and the languages folded into it (a table of several hundred template × language × metric
 * rows was unreadable). The CSV keeps the full per-language detail.
 */
import { vitalNames, vitalRating, vitalThresholds, type VitalName } from '@/lib/stats/web-vitals'
import type { VitalRow } from './queries'

type Rating = ReturnType<typeof vitalRating>
export interface VitalCell {
  p75: number
  samples: number
  rating: Rating
}

export interface VitalTemplateRow {
  template: string
  metrics: Partial<Record<VitalName, VitalCell>>
  /** The template's worst rating over its metrics. */
  rating: Rating
  samples: number
  /** The same per language, worst first. */
  locales: { locale: string; metrics: Partial<Record<VitalName, VitalCell>>; rating: Rating }[]
}

const SEVERITY: Record<Rating, number> = { good: 0, 'needs-improvement': 1, poor: 2 }
const isVital = (metric: string): metric is VitalName =>
  (vitalNames as readonly string[]).includes(metric)

function cells(rows: VitalRow[]): Partial<Record<VitalName, VitalCell>> {
  const out: Partial<Record<VitalName, VitalCell>> = {}
  for (const row of rows)
    if (isVital(row.metric))
      out[row.metric] = {
        p75: row.p75,
        samples: row.samples,
        rating: vitalRating(row.metric, row.p75),
      }
  return out
}

/** How bad a set of metrics is: its worst rating, then how far its worst metric is past the "poor" line. */
function badness(metrics: Partial<Record<VitalName, VitalCell>>): [number, number] {
  let rating = 0
  let ratio = 0
  for (const name of vitalNames) {
    const cell = metrics[name]
    if (!cell) continue
    rating = Math.max(rating, SEVERITY[cell.rating])
    ratio = Math.max(ratio, cell.p75 / vitalThresholds[name][1])
  }
  return [rating, ratio]
}
const worse = (a: [number, number], b: [number, number]) => b[0] - a[0] || b[1] - a[1]
const ratingOf = (level: number) =>
  (Object.keys(SEVERITY) as Rating[]).find((r) => SEVERITY[r] === level) as Rating

/** Rows per template, worst first, from the per-language rows and the all-language rows (locale ''). */
export function vitalTemplates(perLocale: VitalRow[], allLocales: VitalRow[]): VitalTemplateRow[] {
  const templates = [...new Set(allLocales.map((r) => r.template))]
  return templates
    .map((template) => {
      const metrics = cells(allLocales.filter((r) => r.template === template))
      const locales = [
        ...new Set(perLocale.filter((r) => r.template === template).map((r) => r.locale)),
      ]
        .map((locale) => {
          const m = cells(perLocale.filter((r) => r.template === template && r.locale === locale))
          return { locale, metrics: m, rating: ratingOf(badness(m)[0]), order: badness(m) }
        })
        .sort((a, b) => worse(a.order, b.order) || a.locale.localeCompare(b.locale))
        .map(({ order: _order, ...rest }) => rest)
      const samples = Math.max(0, ...Object.values(metrics).map((c) => c.samples))
      return {
        template,
        metrics,
        rating: ratingOf(badness(metrics)[0]),
        samples,
        locales,
        order: badness(metrics),
      }
    })
    .sort((a, b) => worse(a.order, b.order) || a.template.localeCompare(b.template))
    .map(({ order: _order, ...rest }) => rest)
}
