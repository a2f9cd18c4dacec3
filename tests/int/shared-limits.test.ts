/** Rate limits shared through a real Redis server (Debian's redis-server, started for this file). */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startRedis, type RedisServer } from '../../scripts/lib/redis-server'

let redis: RedisServer

beforeAll(async () => {
  redis = await startRedis()
  process.env.REDIS_URL = redis.url
  process.env.REDIS_KEY_PREFIX = `test-${Date.now()}:`
})
afterAll(async () => {
  const { redisClient } = await import('@/server/shared-limits')
  ;(await redisClient()?.catch(() => undefined))?.destroy()
  await redis?.stop()
})

const neverLocal = () => {
  throw new Error('counted in this process although Redis is there')
}

describe('shared rate limits', () => {
  it('count one fixed window for every caller of a key, and tell how long to wait', async () => {
    const { sharedFixedWindow } = await import('@/server/shared-limits')
    const now = Date.parse('2026-11-21T10:00:30Z')
    const answers = []
    for (let i = 0; i < 6; i++)
      answers.push(await sharedFixedWindow('api|198.51.100.7', 5, 60_000, neverLocal, now))
    expect(answers).toEqual([null, null, null, null, null, 30])
    // Another key has its own count; the next window starts afresh.
    expect(await sharedFixedWindow('api|198.51.100.8', 5, 60_000, neverLocal, now)).toBeNull()
    expect(
      await sharedFixedWindow('api|198.51.100.7', 5, 60_000, neverLocal, now + 30_000),
    ).toBeNull()
  })

  it('make two throttles (two instances) share one sign-in limit per address', async () => {
    const { createSharedLoginThrottle } = await import('@/server/sign-in/throttle')
    const failLocal = () => {
      throw new Error('counted in this process although Redis is there')
    }
    const a = createSharedLoginThrottle({ perIp: 10, windowMs: 300_000 }, failLocal)
    const b = createSharedLoginThrottle({ perIp: 10, windowMs: 300_000 }, failLocal)
    const t0 = Date.parse('2026-11-21T11:00:00Z')
    // Alternating between the instances: 10 attempts pass, the 11th is refused for the rest of the window.
    for (let i = 0; i < 10; i++) expect(await (i % 2 ? b : a)('203.0.113.5', t0 + i)).toBeNull()
    expect(await a('203.0.113.5', t0 + 10)).toBe(300)
    expect(await b('203.0.113.5', t0 + 60_000)).toBe(240)
    // Other addresses are not held back by it; the same /64 of IPv6 is one address.
    expect(await a('198.51.100.1', t0 + 22)).toBeNull()
    for (let i = 0; i < 10; i++)
      expect(await (i % 2 ? b : a)(`2001:db8:1:2::${i + 1}`, t0 + 30 + i)).toBeNull()
    expect(await a('2001:db8:1:2::ffff', t0 + 41)).toBe(300)
    // Once the oldest attempt leaves the window, the address gets a turn again.
    expect(await b('203.0.113.5', t0 + 300_001)).toBeNull()
  })

  it('fall back to counting in the process while Redis is away', async () => {
    const { sharedFixedWindow } = await import('@/server/shared-limits')
    await redis.stop()
    const started = Date.now()
    expect(await sharedFixedWindow('api|192.0.2.1', 5, 60_000, () => 7)).toBe(7)
    expect(Date.now() - started).toBeLessThan(3_000)
  })

  it('do not make every request wait for a Redis that cannot be reached at start', async () => {
    vi.resetModules()
    const { sharedFixedWindow } = await import('@/server/shared-limits')
    process.env.REDIS_URL = redis.url // stopped by the test before: nothing listens there
    const first = Date.now()
    expect(await sharedFixedWindow('api|192.0.2.2', 5, 60_000, () => 3)).toBe(3)
    expect(Date.now() - first).toBeLessThan(3_000)
    // Within the pause that follows, no new connection attempt: answered at once from the process's count.
    const second = Date.now()
    for (let i = 0; i < 20; i++)
      expect(await sharedFixedWindow('api|192.0.2.2', 5, 60_000, () => 4)).toBe(4)
    expect(Date.now() - second).toBeLessThan(100)
  })
})
