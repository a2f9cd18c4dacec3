/**
 * Rate limits that hold across app instances: with REDIS_URL set, the counts live in Redis (one fixed-window
 * counter per key for the product API, one sorted set per key for the CMS sign-in throttle's sliding window), so
 * a client that alternates between instances behind the load balancer meets the same limit. Without REDIS_URL,
 * or while Redis cannot be reached, each process counts on its own (the limit then holds per instance) and says so
 * in its log once a minute.
 *
 * Plain Node and the `redis` client only: server.ts and the beacon's worker thread load this outside Next.js.
 */
import { createClient } from 'redis'
import { redisKeyPrefix, redisUrl } from '../config'

type Client = ReturnType<typeof createClient>

let client: Promise<Client> | undefined
/** After a failed first connection, not before this time again (meanwhile: counted in the process). */
let retryAt = 0
let lastComplaint = 0

function complain(what: string, error: unknown) {
  const now = Date.now()
  if (now - lastComplaint < 60_000) return
  lastComplaint = now
  console.error(
    `Redis ${what} failed; counting in this process only until it answers again:`,
    error instanceof Error ? error.message : error,
  )
}

/** The shared client, connected on first use; undefined without REDIS_URL (or for 10 s after it could not connect). */
export function redisClient(url = redisUrl()): Promise<Client> | undefined {
  if (!url || (!client && Date.now() < retryAt)) return undefined
  client ??= (async () => {
    let connected = false
    const c = createClient({
      url,
      // Fail fast while Redis is away (the caller falls back); once connected, keep reconnecting in the background.
      // A first connection that fails is given up at once (node-redis would otherwise retry it forever, and every
      // caller would wait on it); the next try comes after a pause.
      disableOfflineQueue: true,
      socket: {
        connectTimeout: 2_000,
        reconnectStrategy: (retries: number, cause: Error) =>
          connected ? Math.min(100 * 2 ** retries, 2_000) : cause,
      },
    })
    c.on('error', (error: unknown) => complain('connection', error))
    c.on('ready', () => (connected = true))
    await c.connect()
    return c
  })()
  // A failed first connection is tried again after a pause, not by every request meanwhile.
  client.catch((error: unknown) => {
    complain('connection', error)
    client = undefined
    retryAt = Date.now() + 10_000
  })
  return client
}

/** Redis keys of this site (several sites may share one server). */
const PREFIX = redisKeyPrefix()

/**
 * A fixed window of `windowMs` per key, aligned to the clock: null when this hit is within `limit` (and counted),
 * else the seconds until the window ends. `local` answers when Redis is not configured or fails.
 */
export async function sharedFixedWindow(
  key: string,
  limit: number,
  windowMs: number,
  local: () => number | null,
  now = Date.now(),
): Promise<number | null> {
  const pending = redisClient()
  if (!pending) return local()
  try {
    const redis = await pending
    const window = Math.floor(now / windowMs)
    const k = `${PREFIX}rl:${key}:${window}`
    const [count] = (await redis
      .multi()
      .incr(k)
      .pExpire(k, windowMs + 1_000)
      .exec()) as unknown as [number, unknown]
    if (Number(count) <= limit) return null
    return Math.max(1, Math.ceil(((window + 1) * windowMs - now) / 1000))
  } catch (error) {
    complain('rate limit', error)
    return local()
  }
}

/**
 * Sliding window per key: when its log holds fewer than the limit the attempt is logged and the answer is -1;
 * otherwise nothing is logged and the answer is the time of the oldest attempt (the caller turns it into seconds
 * to wait).
 */
const SLIDING = `
local now = tonumber(ARGV[1])
local win = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - win)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then
  return tonumber(redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')[2])
end
redis.call('ZADD', KEYS[1], now, ARGV[4])
redis.call('PEXPIRE', KEYS[1], win)
return -1
`

/** Counts an attempt for `key` in a shared sliding window; see SLIDING. Null when Redis is not there. */
export async function sharedSlidingWindow(
  name: string,
  key: string,
  limits: { perKey: number; windowMs: number },
  now = Date.now(),
): Promise<{ oldest: number | null } | null> {
  const pending = redisClient()
  if (!pending) return null
  try {
    const redis = await pending
    const member = `${now}-${Math.random().toString(36).slice(2)}`
    const answer = Number(
      await redis.eval(SLIDING, {
        keys: [`${PREFIX}${name}:${key}`],
        arguments: [String(now), String(limits.windowMs), String(limits.perKey), member],
      }),
    )
    return { oldest: answer < 0 ? null : answer }
  } catch (error) {
    complain(name, error)
    return null
  }
}

/** Failures counted under a key: how many, and when the last one was (ms since the epoch). */
export interface FailureLog {
  count: number
  last: number
}

/**
 * Failure counts per key (the CMS sign-in slow-down, src/server/sign-in/slowdown.ts), in Redis when REDIS_URL is
 * set so every instance judges an account alike, else in this process. A key is forgotten `memoryMs` after its
 * last failure.
 */
export function createFailureStore() {
  const local = new Map<string, FailureLog & { forgetAt: number }>()
  let sweptAt = 0
  const sweep = (now: number) => {
    if (now - sweptAt < 60_000) return
    sweptAt = now
    for (const [key, log] of local) if (log.forgetAt <= now) local.delete(key)
  }
  const redisKey = (key: string) => `${PREFIX}fail:${key}`
  return {
    async get(key: string, now = Date.now()): Promise<FailureLog | null> {
      const pending = redisClient()
      if (pending) {
        try {
          const values = await (await pending).hmGet(redisKey(key), ['count', 'last'])
          return values[0] ? { count: Number(values[0]), last: Number(values[1]) } : null
        } catch (error) {
          complain('failure count', error)
        }
      }
      sweep(now)
      const log = local.get(key)
      return log && log.forgetAt > now ? { count: log.count, last: log.last } : null
    },
    async fail(key: string, now: number, memoryMs: number): Promise<void> {
      const pending = redisClient()
      if (pending) {
        try {
          const k = redisKey(key)
          await (
            await pending
          )
            .multi()
            .hIncrBy(k, 'count', 1)
            .hSet(k, 'last', String(now))
            .pExpire(k, memoryMs)
            .exec()
          return
        } catch (error) {
          complain('failure count', error)
        }
      }
      const log = local.get(key)
      const count = log && log.forgetAt > now ? log.count + 1 : 1
      local.set(key, { count, last: now, forgetAt: now + memoryMs })
    },
    async clear(key: string): Promise<void> {
      local.delete(key)
      const pending = redisClient()
      if (!pending) return
      try {
        await (await pending).del(redisKey(key))
      } catch (error) {
        complain('failure count', error)
      }
    },
  }
}

export const sharedFailures = createFailureStore()
