import { describe, expect, it } from 'vitest'
import { DESCRIPTION_MAX, TITLE_MAX } from '@/lib/seo-limits'
import { fitDescription, pageTitle } from '@/lib/seo-limits'
import { summaryOf } from './metadata'

describe('page titles and descriptions that fit search results', () => {
  it('append the site name only while the title stays within 60 characters', () => {
    expect(pageTitle('Pricing', 'Polyprofile')).toBe('Pricing | Polyprofile')
    const long = 'Антидетект-браузер для команд арбитража трафика и e-commerce'
    expect([...pageTitle(long, 'Polyprofile')].length).toBeLessThanOrEqual(
      Math.max(TITLE_MAX, [...long].length),
    )
    expect(pageTitle(long, 'Polyprofile')).toBe(long)
    expect(pageTitle('Pricing', 'Polyprofile', true)).toBe('Pricing')
  })

  it('shorten a long description at a word, and a text without spaces at a character', () => {
    const words =
      'Run hundreds of isolated browser profiles for Amazon, eBay and Shopify stores, each with its own fingerprint, proxy and cookies, and share them with your team safely.'
    expect([...words].length).toBeGreaterThan(DESCRIPTION_MAX)
    const fitted = fitDescription(words) as string
    expect([...fitted].length).toBeLessThanOrEqual(DESCRIPTION_MAX)
    expect(fitted.endsWith('…')).toBe(true)
    expect(words.startsWith(fitted.slice(0, -1))).toBe(true)
    expect(fitted.slice(0, -1)).not.toMatch(/\s$/)
    const cjk = '指纹浏览器'.repeat(40)
    expect([...(fitDescription(cjk) as string)].length).toBe(DESCRIPTION_MAX)
    expect(fitDescription('  short   text ')).toBe('short text')
    expect(fitDescription('')).toBeUndefined()
  })

  it('summarise a listing by what it shows, as many items as fit', () => {
    expect(summaryOf('Blog', ['A', 'B', null, 'C'])).toBe('Blog: A · B · C')
    expect(summaryOf('', ['Q1?', 'Q2?'])).toBe('Q1? · Q2?')
    const many = summaryOf(
      'Help',
      Array.from({ length: 40 }, (_, i) => `How to set up profile number ${i}`),
    )
    expect([...many].length).toBeLessThanOrEqual(DESCRIPTION_MAX)
  })
})
