import { describe, expect, it } from 'vitest'
import { p75, templateOf, vitalRating } from './web-vitals'

describe('web vitals helpers', () => {
  it('take the 75th percentile by nearest rank', () => {
    expect(p75([1, 2, 3, 4])).toBe(3)
    expect(p75([10])).toBe(10)
    expect(p75([])).toBe(0)
    expect(p75(Array.from({ length: 100 }, (_, i) => i + 1))).toBe(75)
  })
  it('rate against the good and poor thresholds', () => {
    expect(vitalRating('LCP', 2500)).toBe('good')
    expect(vitalRating('LCP', 3000)).toBe('needs-improvement')
    expect(vitalRating('INP', 501)).toBe('poor')
    expect(vitalRating('CLS', 0.1)).toBe('good')
  })
  it('name page templates without the locale prefix', () => {
    expect(templateOf('/')).toBe('home')
    expect(templateOf('/ru')).toBe('home')
    expect(templateOf('/blog/some-post')).toBe('blog-article')
    expect(templateOf('/jp/blog-tutorials')).toBe('blog-listing')
    expect(templateOf('/blog-tutorials/proxy')).toBe('blog-listing')
    expect(templateOf('/docs/proxies')).toBe('docs')
    expect(templateOf('/helps/set-up')).toBe('help-article')
    expect(templateOf('/pricing')).toBe('pricing')
    expect(templateOf('/solutions/crypto')).toBe('solution')
    expect(templateOf('/rpa')).toBe('page')
  })
})
