import { describe, expect, it } from 'vitest'
import { searchInput } from './schemas'

const parse = (input: Record<string, string>) => searchInput.safeParse(input)
const problems = (input: Record<string, string>) => {
  const result = parse(input)
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
}

describe('the search endpoint input', () => {
  it('takes a trimmed query of 1 to 100 characters, a site language and optionally a section', () => {
    expect(parse({ q: '  proxy  ', lang: 'en' })).toEqual({
      success: true,
      data: { q: 'proxy', lang: 'en' },
    })
    expect(parse({ q: 'a'.repeat(100), lang: 'jp', section: 'helps' }).success).toBe(true)
    expect(parse({ q: 'プロキシ', lang: 'jp', section: 'pages' }).success).toBe(true)
  })

  it('refuses a missing, empty, blank or too long query with a clear message', () => {
    expect(problems({ lang: 'en' })).toEqual(['q: is required'])
    expect(problems({ q: '', lang: 'en' })).toEqual(['q: is required'])
    expect(problems({ q: ' \t ', lang: 'en' })).toEqual(['q: is required'])
    expect(problems({ q: 'a'.repeat(101), lang: 'en' })).toEqual([
      'q: must be at most 100 characters',
    ])
  })

  it('refuses a language that is not one of the 14 site codes (tags such as en-US included)', () => {
    for (const lang of ['', 'de', 'en-US', 'ja', 'EN'])
      expect(problems({ q: 'x', lang })[0], lang).toMatch(/^lang: must be one of en, zh, ru, vn/)
    expect(problems({ q: 'x' })[0]).toMatch(/^lang: must be one of/)
  })

  it('refuses an unknown section and unknown parameters', () => {
    expect(problems({ q: 'x', lang: 'en', section: 'nope' })[0]).toMatch(
      /^section: must be one of blog, news, guide, helps, docs, release, faq, pages, partners/,
    )
    expect(problems({ q: 'x', lang: 'en', page: '2' })[0]).toMatch(/Unrecognized key/)
  })
})
