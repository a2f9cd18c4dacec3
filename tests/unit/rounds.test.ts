import { describe, expect, it } from 'vitest'
import { inRounds } from '../../scripts/lib/rounds'

describe('the bench times its Lighthouse runs in rounds (scripts/lib/rounds.ts)', () => {
  const pages = ['home', 'docs'].flatMap((template) =>
    ['en', 'zh', 'ru'].map((lang) => ({ template, lang })),
  )
  const variantsOf = (page: { template: string; lang: string }) =>
    page.lang === 'ru'
      ? [`${page.template} ru site`]
      : ['site', 'framework', 'static'].map((v) => `${page.template} ${page.lang} ${v}`)
  const order = inRounds(pages, ['home', 'docs'], 3, variantsOf).map((run) => run.variant)

  it('runs every variant of every page as many times as asked, template by template', () => {
    expect(order).toHaveLength(2 * 3 * (3 + 3 + 1))
    for (const variant of pages.flatMap(variantsOf))
      expect(order.filter((v) => v === variant)).toHaveLength(3)
    expect(order.slice(0, 21).every((v) => v.startsWith('home '))).toBe(true)
  })

  it('puts one run of each variant in each round, so a language without a floor is measured beside the floor it is held to', () => {
    const round = [
      'home en site',
      'home en framework',
      'home en static',
      'home zh site',
      'home zh framework',
      'home zh static',
      'home ru site',
    ]
    expect(order.slice(0, 7)).toEqual(round)
    expect(order.slice(7, 14)).toEqual(round)
    expect(order.indexOf('docs ru site')).toBe(21 + 6)
  })

  it('answers each run with its page', () => {
    const runs = inRounds(pages, ['docs'], 1, variantsOf)
    expect(runs.map((run) => pages[run.index]?.template)).toEqual(Array(7).fill('docs'))
  })
})
