import { describe, expect, it } from 'vitest'
import { vitalTemplates } from './vitals'

const row = (template: string, locale: string, metric: string, p75: number, samples = 10) => ({
  template,
  locale,
  metric,
  p75,
  samples,
})

describe('vitalTemplates', () => {
  it('gives one row per template over every language, worst first, with the languages folded in', () => {
    const perLocale = [
      row('home', 'en', 'LCP', 1800),
      row('home', 'ru', 'LCP', 2600),
      row('pricing', 'en', 'LCP', 4500),
      row('pricing', 'en', 'CLS', 0.05),
      row('docs', 'jp', 'INP', 300),
    ]
    const all = [
      row('home', '', 'LCP', 2600, 20),
      row('pricing', '', 'LCP', 4500),
      row('pricing', '', 'CLS', 0.05),
      row('docs', '', 'INP', 300),
    ]
    const rows = vitalTemplates(perLocale, all)
    // pricing is poor; home (LCP 2600, 65 % of the poor line 4000) is closer to poor than docs (INP 300 of 500).
    expect(rows.map((r) => [r.template, r.rating])).toEqual([
      ['pricing', 'poor'],
      ['home', 'needs-improvement'],
      ['docs', 'needs-improvement'],
    ])
    const home = rows.find((r) => r.template === 'home')
    expect(home?.samples).toBe(20)
    expect(home?.locales.map((l) => [l.locale, l.rating])).toEqual([
      ['ru', 'needs-improvement'],
      ['en', 'good'],
    ])
    expect(rows[0]?.metrics.CLS).toEqual({ p75: 0.05, samples: 10, rating: 'good' })
  })
})
