import { describe, expect, it } from 'vitest'
import { REDIRECT_BYPASSES, staysOn } from '../../../tests/security/redirect-bypasses'
import {
  hostAllowed,
  isSitePath,
  redirectLocation,
  validateRedirectSource,
  validateRedirectTarget,
  withQuery,
} from './target'

describe('redirect validation', () => {
  it('accepts site paths and absolute http(s) URLs as targets', () => {
    expect(validateRedirectTarget('/pricing')).toBe(true)
    expect(validateRedirectTarget('https://t.me/x')).toBe(true)
  })
  it('refuses protocol-relative, backslash, script and credential targets', () => {
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      'https://u:p@evil.example',
      'ftp://x',
      'evil.example',
      '/a\r\nb',
    ]) {
      expect(validateRedirectTarget(bad)).not.toBe(true)
    }
  })
  it('accepts only clean site paths as sources', () => {
    expect(validateRedirectSource('/old-page')).toBe(true)
    for (const bad of ['old', '//x', '/a b', '/a?b=1', '/a#b'])
      expect(validateRedirectSource(bad)).not.toBe(true)
  })
  it('carries the request query onto targets without their own', () => {
    expect(withQuery('/pricing', '?utm_source=x')).toBe('/pricing?utm_source=x')
    expect(withQuery('/pricing?a=1', '?utm_source=x')).toBe('/pricing?a=1')
    expect(withQuery('https://t.me/x#y', '?a=1')).toBe('https://t.me/x?a=1#y')
    expect(withQuery('/pricing', '')).toBe('/pricing')
  })
})

describe('open-redirect bypasses', () => {
  const allowed = ['t.me', 'polyprofile.com', '*.polyprofile.com', 'localhost']
  const base = 'http://localhost:3000'
  const site = { origins: [base], hosts: ['t.me', 'polyprofile.com'] }

  it(`no bypass of ${REDIRECT_BYPASSES.length} is a site path, and none saved as a redirect leaves for another host`, () => {
    expect(REDIRECT_BYPASSES.length).toBeGreaterThanOrEqual(40)
    for (const bypass of REDIRECT_BYPASSES) {
      if (isSitePath(bypass)) expect(staysOn(bypass, `${base}/x`, site), bypass).toBe(true)
      const location = redirectLocation(bypass, base, allowed)
      if (location !== null)
        expect(staysOn(location, `${base}/x`, site), `${bypass} -> ${location}`).toBe(true)
    }
  })
  it('allowlisted hosts: exact names and *.domain wildcards, never look-alikes', () => {
    expect(hostAllowed('t.me', allowed)).toBe(true)
    expect(hostAllowed('T.ME.', allowed)).toBe(true)
    expect(hostAllowed('app.polyprofile.com', allowed)).toBe(true)
    for (const host of [
      'evilpolyprofile.com',
      'polyprofile.com.evil.example',
      't.me.evil.example',
      'evil.example',
    ])
      expect(hostAllowed(host, allowed), host).toBe(false)
    expect(redirectLocation('https://evil.example/', base, allowed)).toBeNull()
    expect(redirectLocation('https://t.me/polyprofile', base, allowed)).toBe(
      'https://t.me/polyprofile',
    )
    expect(redirectLocation('/pricing', base, allowed)).toBe(`${base}/pricing`)
  })
  it('site paths: one leading slash, no second slash, backslash, whitespace or control character', () => {
    expect(isSitePath('/workspace?tab=1')).toBe(true)
    for (const bad of [
      '//x',
      '/\\x',
      '/\t/x',
      '/\n/x',
      '/..//x',
      '/a/%2E%2e/x',
      '/./x',
      'x',
      '',
      `/${'a'.repeat(2048)}`,
    ])
      expect(isSitePath(bad), JSON.stringify(bad)).toBe(false)
  })
})
