import { describe, expect, it } from 'vitest'
import { createFailureStore } from '../shared-limits'
import {
  accountKey,
  attemptKeys,
  FAILURE_MEMORY_MS,
  recordFailure,
  recordSuccess,
  RULES,
  secondsToWait,
  signTrustedDevice,
  trustedDevice,
  waitMs,
} from './slowdown'

const SECRET = 'test-secret'
const T0 = Date.UTC(2026, 10, 24, 9, 0, 0)
const admin = accountKey(SECRET, 'Admin@Example.com')

/** `n` failures of one attempt's keys at `now`, as a guesser would make them. */
async function fail(
  store: ReturnType<typeof createFailureStore>,
  keys: ReturnType<typeof attemptKeys>,
  n: number,
  now: number,
) {
  for (let i = 0; i < n; i++) await recordFailure(keys, now, store)
}

describe('sign-in slow-down', () => {
  it('knows an account by its e-mail as typed, case and spaces aside, and never stores the e-mail', () => {
    expect(accountKey(SECRET, ' admin@example.COM ')).toBe(admin)
    expect(admin).not.toContain('admin')
    expect(accountKey('other-secret', 'admin@example.com')).not.toBe(admin)
  })

  it('lets the free failures through, then doubles the wait, up to the rule’s longest', () => {
    const rule = RULES.accountAddress
    expect(waitMs({ count: rule.free - 1, last: T0 }, rule, T0)).toBe(0)
    expect(waitMs({ count: rule.free, last: T0 }, rule, T0)).toBe(1_000)
    expect(waitMs({ count: rule.free + 3, last: T0 }, rule, T0)).toBe(8_000)
    expect(waitMs({ count: rule.free + 3, last: T0 }, rule, T0 + 5_000)).toBe(3_000)
    expect(waitMs({ count: 500, last: T0 }, rule, T0)).toBe(rule.maxWaitMs)
    // Forgotten 15 minutes after the last failure.
    expect(waitMs({ count: 500, last: T0 }, rule, T0 + FAILURE_MEMORY_MS)).toBe(0)
  })

  it('slows a guesser at one account from one address, and the account as a whole once many addresses guess', async () => {
    const store = createFailureStore()
    const fromOne = attemptKeys(admin, null, '198.51.100.7')
    await fail(store, fromOne, 3, T0)
    expect(await secondsToWait(fromOne, T0, store)).toBe(1)
    await fail(store, fromOne, 4, T0)
    expect(await secondsToWait(fromOne, T0, store)).toBe(16)
    // Another address is not slowed by that one's failures until the account's own count passes 10.
    const fromOther = attemptKeys(admin, null, '203.0.113.9')
    expect(await secondsToWait(fromOther, T0, store)).toBe(0)
    await fail(store, fromOther, 3, T0)
    expect(await secondsToWait(fromOther, T0, store)).toBe(1)
    // 10 failures on the account in all: the account waits; the longest per-account wait is a minute.
    expect(await secondsToWait(attemptKeys(admin, null, '192.0.2.1'), T0, store)).toBe(1)
    await fail(store, attemptKeys(admin, null, '192.0.2.2'), 20, T0)
    expect(await secondsToWait(attemptKeys(admin, null, '192.0.2.3'), T0, store)).toBe(60)
  })

  it('never slows the account’s own trusted browser for others’ failures', async () => {
    const store = createFailureStore()
    for (let i = 0; i < 50; i++) await fail(store, attemptKeys(admin, null, `10.0.0.${i}`), 5, T0)
    const device = trustedDevice(SECRET, signTrustedDevice(SECRET, admin, T0), admin, T0)
    expect(device).toMatch(/^[A-Za-z0-9_-]{12}$/)
    const own = attemptKeys(admin, device, '10.0.0.1')
    expect(await secondsToWait(own, T0, store)).toBe(0)
    // Its owner mistyping is slowed on that device alone, after 5 free tries; a success clears it.
    await fail(store, own, 6, T0)
    expect(await secondsToWait(own, T0, store)).toBe(2)
    await recordSuccess(own, store)
    expect(await secondsToWait(own, T0, store)).toBe(0)
  })

  it('a success clears the address’s failures but not the account’s, which would give a guesser fresh tries', async () => {
    const store = createFailureStore()
    const keys = attemptKeys(admin, null, '198.51.100.7')
    await fail(store, keys, 12, T0)
    await recordSuccess(keys, store)
    expect(await store.get(keys[0]!.key, T0)).toBeNull()
    expect((await store.get(keys[1]!.key, T0))?.count).toBe(12)
  })

  it('trusts a device only with a valid, unexpired token for the same account', () => {
    const token = signTrustedDevice(SECRET, admin, T0)
    expect(trustedDevice(SECRET, token, admin, T0 + 1000)).not.toBeNull()
    expect(trustedDevice(SECRET, token, accountKey(SECRET, 'editor@example.com'), T0)).toBeNull()
    expect(trustedDevice('other-secret', token, admin, T0)).toBeNull()
    expect(trustedDevice(SECRET, token, admin, T0 + 181 * 86_400_000)).toBeNull()
    expect(
      trustedDevice(SECRET, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, admin, T0),
    ).toBeNull()
    expect(trustedDevice(SECRET, undefined, admin, T0)).toBeNull()
    expect(trustedDevice(SECRET, 'garbage', admin, T0)).toBeNull()
  })
})
