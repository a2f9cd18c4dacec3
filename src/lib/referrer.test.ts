import { describe, expect, it } from 'vitest'
import { registrableDomain, visitSource } from './referrer'

describe('visit source', () => {
  const own = ['polyprofile.com']
  it('is the referring site’s registrable domain', () => {
    expect(
      visitSource('https://www.google.com/search?q=x', 'https://polyprofile.com/ru', own),
    ).toBe('google.com')
    expect(
      visitSource('https://news.ycombinator.com/item?id=1', 'https://polyprofile.com/', own),
    ).toBe('ycombinator.com')
    expect(visitSource('https://www.bbc.co.uk/news', 'https://polyprofile.com/', own)).toBe(
      'bbc.co.uk',
    )
    expect(registrableDomain('127.0.0.1')).toBe('127.0.0.1')
  })
  it('is none for the site itself and empty for a direct visit', () => {
    expect(
      visitSource('https://polyprofile.com/pricing', 'https://polyprofile.com/', own),
    ).toBeNull()
    expect(visitSource('https://zh.polyprofile.com/', 'https://polyprofile.com/', own)).toBeNull()
    expect(
      visitSource('http://localhost:3000/en', 'http://localhost:3000/en/pricing', own),
    ).toBeNull()
    expect(visitSource('', 'https://polyprofile.com/', own)).toBe('')
    expect(visitSource(undefined, 'https://polyprofile.com/', own)).toBe('')
    expect(
      visitSource('android-app://com.google.android.gm/', 'https://polyprofile.com/', own),
    ).toBe('')
  })
})
