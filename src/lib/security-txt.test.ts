import { describe, expect, it } from 'vitest'
import { securityContacts, securityTxt } from './security-txt'

describe('securityContacts', () => {
  it('turns e-mail addresses into mailto: URIs and keeps https URLs', () => {
    expect(
      securityContacts(
        ' security@example.com , https://example.com/report ,mailto:sec@example.org',
      ),
    ).toEqual([
      'mailto:security@example.com',
      'https://example.com/report',
      'mailto:sec@example.org',
    ])
  })

  it('refuses what is neither, naming it', () => {
    for (const bad of [
      'http://example.com/report',
      'javascript:alert(1)',
      'security',
      'security@localhost',
      ' , ',
    ]) {
      expect(() => securityContacts(bad), bad).toThrow(/SECURITY_CONTACT/)
    }
  })
})

describe('securityTxt', () => {
  it('has every contact, an expiry a year after the day starts, the canonical address of the origin and the languages', () => {
    const body = securityTxt({
      contacts: ['mailto:a@example.com', 'https://example.com/r'],
      languages: ['en', 'zh'],
      origin: 'https://zh.example.com',
      now: new Date('2025-03-10T17:45:00Z'),
    })
    expect(body).toBe(
      [
        'Contact: mailto:a@example.com',
        'Contact: https://example.com/r',
        'Expires: 2026-03-10T00:00:00.000Z',
        'Canonical: https://zh.example.com/.well-known/security.txt',
        'Preferred-Languages: en, zh',
        '',
      ].join('\n'),
    )
  })
})
