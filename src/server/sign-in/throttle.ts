/**
 * Throttle for the CMS sign-in, run by server.ts before Next.js sees the request (so it holds for every way the
 * request could be routed): a sliding window of 10 attempts per address in 5 minutes limits guesses across
 * accounts (password spraying). Guesses at one account are slowed down per account by
 * src/server/sign-in/slowdown.ts. There is no cap on all addresses together: with one, anyone could shut every
 * editor out by spending it. Refused attempts are not counted, so a client that waits gets its turn back; an IPv6
 * address counts with its whole /64, which one subscriber usually holds.
 *
 * With REDIS_URL set the attempts are logged in Redis, so the throttle holds across app instances
 * (src/server/shared-limits.ts).
 *
 * No imports beyond Node, the address helper and the Redis client: server.ts loads this before the app.
 */
import { isIP } from 'node:net'
import { normalizeIp } from '../../lib/client-ip'
import { sharedSlidingWindow } from '../shared-limits'

/** Where this app mounts Payload's REST API (`routes.api` in src/cms/payload.config.ts). */
export const CMS_API_PREFIX = '/cms/api'
/** Payload's GraphQL endpoint under the API (`routes.graphQL`). */
export const CMS_GRAPHQL_PATH = `${CMS_API_PREFIX}/graphql`
/** Collections with `auth` (signing in to the admin): their credential endpoints are throttled. */
export const AUTH_COLLECTIONS: readonly string[] = ['users']
/**
 * Payload's endpoints of an auth collection that take a secret or start a reset: password guesses (`login`,
 * `first-register` while no user exists) and reset tokens (`forgot-password` sends one, `reset-password` takes it).
 */
export const CREDENTIAL_ENDPOINTS: readonly string[] = [
  'login',
  'first-register',
  'forgot-password',
  'reset-password',
]

export interface LoginThrottleOptions {
  /** Attempts one address (IPv6: one /64) may make per window. */
  perIp: number
  windowMs: number
}

export const LOGIN_THROTTLE_DEFAULTS: LoginThrottleOptions = { perIp: 10, windowMs: 5 * 60_000 }

/** The 4 leading groups of an IPv6 address (its /64), or null when it is not one. */
function ipv6Prefix(ip: string): string | null {
  const address = ip.split('%')[0] as string
  if (isIP(address) !== 6) return null
  let text = address.toLowerCase()
  // An embedded IPv4 tail (64:ff9b::1.2.3.4) becomes its two groups.
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text)
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number]
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head = '', tail] = text.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::/64`
}

/** The key an address is counted under: IPv4 (IPv4-mapped IPv6 included) as is, IPv6 by its /64. */
export function throttleKey(ip: string): string {
  const normalized = normalizeIp(ip)
  return ipv6Prefix(normalized) ?? normalized
}

/**
 * A throttle with its own counts: `(ip, now?) => null` when the attempt may go ahead (and is counted), else the
 * whole seconds to wait until it may.
 */
function resolved(options: Partial<LoginThrottleOptions>): LoginThrottleOptions {
  // A missing or unusable value (undefined, NaN from an unset variable, 0, negative) keeps the default: it never
  // turns the throttle off.
  const pick = (key: keyof LoginThrottleOptions) => {
    const value = options[key]
    return typeof value === 'number' && Number.isFinite(value) && value >= 1
      ? Math.floor(value)
      : LOGIN_THROTTLE_DEFAULTS[key]
  }
  return { perIp: pick('perIp'), windowMs: pick('windowMs') }
}

/** Seconds until the oldest attempt of a full log leaves the window (1 at least, the window at most). */
const waitFor = (oldest: number, now: number, windowMs: number) =>
  Math.min(Math.ceil(windowMs / 1000), Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)))

export function createLoginThrottle(
  options: Partial<LoginThrottleOptions> = {},
): (ip: string, now?: number) => number | null {
  const { perIp, windowMs } = resolved(options)
  /** Times of the counted attempts in the window, oldest first, per key. */
  const byKey = new Map<string, number[]>()
  let sweptAt = 0

  const prune = (log: number[], now: number) => {
    while (log.length > 0 && (log[0] as number) <= now - windowMs) log.shift()
  }
  return (ip, now = Date.now()) => {
    // Forget addresses with nothing left in the window.
    if (now - sweptAt >= windowMs) {
      for (const [key, log] of byKey) {
        prune(log, now)
        if (log.length === 0) byKey.delete(key)
      }
      sweptAt = now
    }
    const key = throttleKey(ip)
    const log = byKey.get(key) ?? []
    prune(log, now)
    if (log.length >= perIp) return waitFor(log[0] as number, now, windowMs)
    log.push(now)
    byKey.set(key, log)
    return null
  }
}

/** The server's throttle in this process: null when the sign-in attempt from `ip` may go ahead, else the seconds to wait. */
export const loginThrottle = createLoginThrottle()

/**
 * The same throttle with its logs in Redis when REDIS_URL is set (the same limits for every instance); this
 * process's own logs without it or while Redis is away.
 */
export function createSharedLoginThrottle(
  options: Partial<LoginThrottleOptions> = {},
  local = createLoginThrottle(options),
) {
  const limits = resolved(options)
  return async (ip: string, now = Date.now()): Promise<number | null> => {
    const shared = await sharedSlidingWindow(
      'login',
      throttleKey(ip),
      { perKey: limits.perIp, windowMs: limits.windowMs },
      now,
    )
    if (shared === null) return local(ip, now)
    return shared.oldest === null ? null : waitFor(shared.oldest, now, limits.windowMs)
  }
}

/** What server.ts asks before every CMS sign-in attempt. */
export const sharedLoginThrottle = createSharedLoginThrottle({}, loginThrottle)

/**
 * The path as the app's router will see it: without query or fragment, slashes and backslashes collapsed, dot
 * segments resolved, percent-escapes decoded, no trailing slash, lower case.
 */
function routedPath(target: string): string {
  let path = target.split(/[?#]/, 1)[0] as string
  // An absolute-form request target (`POST http://host/path`).
  const scheme = /^[a-z][a-z0-9+.-]*:\/\/[^/\\]*/i.exec(path)
  if (scheme) path = path.slice(scheme[0].length)
  path = `/${path}`.replace(/[\\/]+/g, '/')
  try {
    path = new URL(path, 'http://localhost').pathname
  } catch {
    // Keep the collapsed path.
  }
  try {
    path = decodeURIComponent(path)
  } catch {
    // A malformed escape: the router answers 400 or 404; compare the raw text.
  }
  path = path.replace(/\/+/g, '/')
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1)
  return path.toLowerCase()
}

const credentialPaths = new Set(
  AUTH_COLLECTIONS.flatMap((slug) =>
    CREDENTIAL_ENDPOINTS.map((endpoint) => `${CMS_API_PREFIX}/${slug}/${endpoint}`),
  ),
)

/**
 * Whether a request is a CMS sign-in attempt to throttle: a POST to an auth collection's credential endpoint, or
 * any POST to GraphQL. The body of a GraphQL request is not read here and one request can carry many aliased
 * `loginUser` mutations, so every GraphQL POST counts (nothing in the site uses GraphQL; see the report on
 * disabling it). `target` is the request target (`req.url`): a path, with or without a query.
 */
export function isLoginRequest(method: string, target: string): boolean {
  if (method.toUpperCase() !== 'POST') return false
  const path = routedPath(target)
  return path === CMS_GRAPHQL_PATH || credentialPaths.has(path)
}
