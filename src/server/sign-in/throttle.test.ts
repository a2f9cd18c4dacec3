import { describe, expect, it } from 'vitest'
import {
  createLoginThrottle,
  isLoginRequest,
  LOGIN_THROTTLE_DEFAULTS,
  loginThrottle,
  throttleKey,
} from './throttle'

const T0 = Date.UTC(2026, 10, 21, 12, 0, 0)
const SECOND = 1000
const MINUTE = 60 * SECOND

/** Calls the throttle `n` times from `ip` at `now`, returning every answer. */
const attempts = (
  throttle: ReturnType<typeof createLoginThrottle>,
  ip: string,
  n: number,
  now: number,
) => Array.from({ length: n }, () => throttle(ip, now))

describe('loginThrottle', () => {
  it('defaults to 10 attempts per address per 5 minutes, with no cap on all addresses together', () => {
    expect(LOGIN_THROTTLE_DEFAULTS).toEqual({ perIp: 10, windowMs: 5 * MINUTE })
    expect(loginThrottle('203.0.113.1', T0)).toBeNull()
  })

  it('allows 10 attempts from one address in the window and refuses the 11th with the seconds to wait', () => {
    const throttle = createLoginThrottle()
    expect(attempts(throttle, '198.51.100.7', 10, T0)).toEqual(Array(10).fill(null))
    expect(throttle('198.51.100.7', T0)).toBe(300)
    expect(throttle('198.51.100.7', T0 + 2 * MINUTE + 30 * SECOND)).toBe(150)
    expect(throttle('198.51.100.7', T0 + 5 * MINUTE - 1)).toBe(1)
  })

  it('slides: an attempt leaves the count a full window after it was made', () => {
    const throttle = createLoginThrottle()
    for (let i = 0; i < 10; i++) expect(throttle('198.51.100.7', T0 + i * MINUTE * 0.25)).toBeNull()
    expect(throttle('198.51.100.7', T0 + 4 * MINUTE)).toBe(60)
    // The first attempt (at T0) has left the window: one more is allowed, then refused again.
    expect(throttle('198.51.100.7', T0 + 5 * MINUTE)).toBeNull()
    expect(throttle('198.51.100.7', T0 + 5 * MINUTE)).toBe(15)
    // Long after, the address starts afresh.
    expect(attempts(throttle, '198.51.100.7', 10, T0 + 60 * MINUTE)).toEqual(Array(10).fill(null))
  })

  it('does not count refused attempts, so hammering does not extend the wait', () => {
    const throttle = createLoginThrottle()
    attempts(throttle, '198.51.100.7', 10, T0)
    for (let s = 1; s < 300; s += 7) expect(throttle('198.51.100.7', T0 + s * SECOND)).toBe(300 - s)
    expect(throttle('198.51.100.7', T0 + 5 * MINUTE)).toBeNull()
  })

  it('counts each address on its own', () => {
    const throttle = createLoginThrottle()
    attempts(throttle, '198.51.100.7', 10, T0)
    expect(throttle('198.51.100.7', T0)).not.toBeNull()
    expect(throttle('198.51.100.8', T0)).toBeNull()
    expect(throttle('2001:db8:1::1', T0)).toBeNull()
  })

  it('counts an IPv4-mapped IPv6 address as the IPv4 one, and a whole IPv6 /64 as one address', () => {
    const throttle = createLoginThrottle()
    attempts(throttle, '198.51.100.7', 5, T0)
    expect(attempts(throttle, '::ffff:198.51.100.7', 5, T0)).toEqual(Array(5).fill(null))
    expect(throttle('198.51.100.7', T0)).toBe(300)

    for (let i = 1; i <= 10; i++)
      expect(throttle(`2001:db8:aa:bb:${i.toString(16)}::${i}`, T0)).toBeNull()
    expect(throttle('2001:0db8:00aa:00bb:ffff:ffff:ffff:ffff', T0)).toBe(300)
    expect(throttle('2001:db8:aa:bc::1', T0)).toBeNull()
  })

  it('keys addresses by their IPv6 /64', () => {
    expect(throttleKey('203.0.113.9')).toBe('203.0.113.9')
    expect(throttleKey('::ffff:203.0.113.9')).toBe('203.0.113.9')
    expect(throttleKey('2001:DB8:0:0:8:800:200C:417A')).toBe('2001:db8:0:0::/64')
    expect(throttleKey('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(throttleKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
    expect(throttleKey('::1')).toBe('0:0:0:0::/64')
    expect(throttleKey('64:ff9b::198.51.100.7')).toBe('64:ff9b:0:0::/64')
    expect(throttleKey('')).toBe('')
  })

  it('has no cap on all addresses together: a thousand addresses spending their attempts shut nobody else out', () => {
    const throttle = createLoginThrottle({ perIp: 3, windowMs: MINUTE })
    for (let i = 0; i < 1000; i++) attempts(throttle, `10.1.${i >> 8}.${i & 255}`, 3, T0)
    expect(throttle('203.0.113.50', T0)).toBeNull()
    expect(attempts(throttle, '10.1.0.0', 1, T0)).toEqual([60])
  })

  it('keeps the defaults for missing or unusable options, so a bad setting never turns it off', () => {
    for (const perIp of [undefined, Number.NaN, 0, -5, Number.POSITIVE_INFINITY]) {
      const throttle = createLoginThrottle({ perIp, windowMs: Number.NaN })
      expect(attempts(throttle, '198.51.100.7', 10, T0)).toEqual(Array(10).fill(null))
      expect(throttle('198.51.100.7', T0)).toBe(300)
    }
    const strict = createLoginThrottle({ perIp: 2.9, windowMs: 10 * SECOND })
    expect(attempts(strict, '198.51.100.7', 3, T0)).toEqual([null, null, 10])
  })

  it('keeps separate counts per throttle', () => {
    const a = createLoginThrottle({ perIp: 1 })
    const b = createLoginThrottle({ perIp: 1 })
    expect(a('198.51.100.1', T0)).toBeNull()
    expect(a('198.51.100.1', T0)).not.toBeNull()
    expect(b('198.51.100.1', T0)).toBeNull()
  })

  it('forgets idle addresses without changing the answers', () => {
    const throttle = createLoginThrottle({ perIp: 1, windowMs: MINUTE })
    for (let i = 0; i < 500; i++) expect(throttle(`10.0.${i >> 8}.${i & 255}`, T0)).toBeNull()
    // After the window, the sweep drops them all; each may try again.
    for (let i = 0; i < 500; i++)
      expect(throttle(`10.0.${i >> 8}.${i & 255}`, T0 + MINUTE)).toBeNull()
    expect(throttle('10.0.0.0', T0 + MINUTE)).toBe(60)
  })
})

describe('isLoginRequest', () => {
  it.each([
    '/cms/api/users/login',
    '/cms/api/users/login?depth=0',
    '/cms/api/users/login/',
    '/cms/api/users/first-register',
    '/cms/api/users/forgot-password',
    '/cms/api/users/reset-password',
    '/cms/api/graphql',
    '/cms/api/graphql?query=x',
  ])('recognises POST %s', (path) => {
    expect(isLoginRequest('POST', path)).toBe(true)
    expect(isLoginRequest('post', path)).toBe(true)
  })

  it.each([
    ['double slashes', '//cms//api///users/login'],
    ['backslashes', '/cms\\api\\users\\login'],
    ['dot segments', '/cms/api/users/me/../login'],
    ['encoded dot segments', '/cms/api/x/%2e%2e/users/login'],
    ['percent-escapes', '/cms/api/users/%6Cogin'],
    ['upper case', '/CMS/API/Users/LOGIN'],
    ['absolute-form target', 'http://example.com/cms/api/users/login?x=1'],
    ['a fragment', '/cms/api/users/login#x'],
  ])('sees through %s', (_, path) => {
    expect(isLoginRequest('POST', path)).toBe(true)
  })

  it.each(['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'DELETE'])('ignores %s', (method) => {
    expect(isLoginRequest(method, '/cms/api/users/login')).toBe(false)
    expect(isLoginRequest(method, '/cms/api/graphql')).toBe(false)
  })

  it.each([
    '/cms/api/users/logout',
    '/cms/api/users/me',
    '/cms/api/users/refresh-token',
    '/cms/api/users',
    '/cms/api/users/1',
    '/cms/api/posts/login',
    '/cms/api/users/login-history',
    '/cms/api/graphql-playground',
    '/api/users/login',
    '/admin/login',
    '/users/login',
    '/en/cms/api/users/login',
    '/',
    '',
  ])('does not count POST %s', (path) => {
    expect(isLoginRequest('POST', path)).toBe(false)
  })
})
