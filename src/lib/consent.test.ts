import { describe, expect, it } from 'vitest'
import { isConsentChoice, lawAsksConsent } from './consent'

describe('where the law asks first', () => {
  it('asks visitors from the EU, the EEA and the UK, in either case', () => {
    for (const country of ['DE', 'fr', 'PL', 'IE', 'NO', 'IS', 'LI', 'GB'])
      expect(lawAsksConsent(country), country).toBe(true)
  })
  it('does not ask visitors from elsewhere', () => {
    for (const country of ['US', 'CN', 'RU', 'BR', 'CH', 'UA', 'TR', 'VN'])
      expect(lawAsksConsent(country), country).toBe(false)
  })
  it('knows only the two choices', () => {
    expect(['all', 'necessary', 'ALL', '', undefined].map(isConsentChoice)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ])
  })
})
