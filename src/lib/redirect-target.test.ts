import { describe, expect, it } from 'vitest'
import { validateRedirectSource, validateRedirectTarget, withQuery } from './redirect-target'

describe('redirect validation', () => {
  it('accepts site paths and absolute http(s) URLs as targets', () => {
    expect(validateRedirectTarget('/pricing')).toBe(true)
    expect(validateRedirectTarget('https://t.me/x')).toBe(true)
  })
  it('refuses protocol-relative, backslash, script and credential targets', () => {
    for (const bad of ['//evil.example', '/\\evil.example', 'javascript:alert(1)', 'https://u:p@evil.example', 'ftp://x', 'evil.example', '/a\r\nb']) {
      expect(validateRedirectTarget(bad)).not.toBe(true)
    }
  })
  it('accepts only clean site paths as sources', () => {
    expect(validateRedirectSource('/old-page')).toBe(true)
    for (const bad of ['old', '//x', '/a b', '/a?b=1', '/a#b']) expect(validateRedirectSource(bad)).not.toBe(true)
  })
  it('carries the request query onto targets without their own', () => {
    expect(withQuery('/pricing', '?utm_source=x')).toBe('/pricing?utm_source=x')
    expect(withQuery('/pricing?a=1', '?utm_source=x')).toBe('/pricing?a=1')
    expect(withQuery('https://t.me/x#y', '?a=1')).toBe('https://t.me/x?a=1#y')
    expect(withQuery('/pricing', '')).toBe('/pricing')
  })
})
