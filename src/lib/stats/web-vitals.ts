/** Core Web Vitals on the dashboard: page templates, the 75th percentile and Google's good/poor thresholds. */
import { prefixedLocales } from '@/i18n/locales'

export const vitalNames = ['LCP', 'INP', 'CLS', 'TTFB'] as const
export type VitalName = (typeof vitalNames)[number]

/** [good up to, poor above] per metric (ms; CLS unitless), as web.dev defines them. */
export const vitalThresholds: Record<VitalName, [number, number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  TTFB: [800, 1800],
}

export function vitalRating(name: VitalName, value: number): 'good' | 'needs-improvement' | 'poor' {
  const [good, poor] = vitalThresholds[name]
  return value <= good ? 'good' : value > poor ? 'poor' : 'needs-improvement'
}

/** The 75th percentile (nearest rank) of a list of values. */
export function p75(values: number[]): number {
  if (!values.length) return 0
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.75) - 1)] as number
}

/** The page template of a path (locale prefix ignored): home, blog-article, blog-listing, docs, pricing… */
export function templateOf(path: string): string {
  const parts = path.split('/').filter(Boolean)
  if (parts[0] && (prefixedLocales as readonly string[]).includes(parts[0])) parts.shift()
  const [first = '', second] = parts
  if (!first) return 'home'
  const section = /^(blog|news)(-.+)?$/.exec(first)
  if (section) return `${section[1]}-${second && !section[2] ? 'article' : 'listing'}`
  const known: Record<string, [string, string]> = {
    guide: ['guide-listing', 'guide-article'],
    helps: ['help-center', 'help-article'],
    docs: ['docs', 'docs'],
    release: ['release-listing', 'release-note'],
    solutions: ['solution', 'solution'],
    alternatives: ['alternative', 'alternative'],
    partner: ['partners', 'partner'],
  }
  const pair = Object.hasOwn(known, first) ? known[first] : undefined
  if (pair) return second ? pair[1] : pair[0]
  if (['pricing', 'download', 'faq', 'use-cases', 'pre-sales'].includes(first)) return first
  return 'page'
}
