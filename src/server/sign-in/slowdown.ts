/**
 * CMS sign-in: a slow-down per account instead of a lock that strangers can trigger.
 *
 * Payload's own lock (5 wrong passwords lock the account for 15 minutes) let anyone keep any account, the admin's
 * included, out for ever by sending 5 wrong passwords every 15 minutes, and its "This user is locked" told them the
 * address exists. It is off (`maxLoginAttempts: 0` in src/cms/collections/users.ts); instead:
 *
 * - **Trusted devices.** A successful sign-in leaves a signed cookie that names the account (by a keyed hash of its
 *   e-mail) and a random device id, sent only to the sign-in endpoints. Attempts from such a browser for that
 *   account count against that device alone: a stranger's failures never slow down the account's own browsers.
 * - **Other clients** count against the account from that address (3 free failures) and against the account from
 *   everywhere (10 free failures). Past the free ones each further attempt waits twice as long as the one before,
 *   up to 15 minutes per address and 1 minute for the account as a whole: guessing slows to a crawl, while its owner
 *   on a new device waits a minute at worst. Refused attempts are not counted; failures are forgotten 15 minutes
 *   after the last one and cleared by a successful sign-in.
 * - The per-address throttle in server.ts (src/server/sign-in/throttle.ts) still limits guesses per address across
 *   accounts (password spraying).
 *
 * Every answer is the same for an account that exists and one that does not: the wait is counted per e-mail as
 * typed (lower-cased), a wrong password says what Payload says for an unknown e-mail, and an unknown e-mail costs
 * the same password hash (below); forgot-password answers before it looks the address up
 * (src/server/sign-in/forgot-password.ts). Sessions are never touched: a signed-in editor stays signed in whatever others try.
 */
import { createHmac, pbkdf2, randomBytes, timingSafeEqual } from 'node:crypto'
import { throttleKey } from './throttle'
import { sharedFailures, type FailureLog } from '../shared-limits'

export const TRUSTED_DEVICE_COOKIE = 'cms_device'
/** A trusted-device cookie lasts this long (renewed on each sign-in). */
export const TRUSTED_DEVICE_DAYS = 180
/** The cookie is only sent to the auth collection's endpoints. */
export const TRUSTED_DEVICE_PATH = '/cms/api/users'

/** Failures are forgotten this long after the last one. */
export const FAILURE_MEMORY_MS = 15 * 60_000

interface Rule {
  /** Failures allowed before any wait. */
  free: number
  /** Longest wait between attempts, in ms. */
  maxWaitMs: number
}

export const RULES = {
  /** A trusted device of the account: its owner mistyping. */
  device: { free: 5, maxWaitMs: 60_000 },
  /** The account from one address without a trusted device. */
  accountAddress: { free: 3, maxWaitMs: 15 * 60_000 },
  /** The account from every address without a trusted device. */
  account: { free: 10, maxWaitMs: 60_000 },
} as const satisfies Record<string, Rule>

/** The wait in ms a failure log imposes now under a rule (0: an attempt may go ahead). */
export function waitMs(log: FailureLog | null, rule: Rule, now: number): number {
  if (!log || now - log.last >= FAILURE_MEMORY_MS) return 0
  const over = log.count - rule.free
  if (over < 0) return 0
  const wait = Math.min(rule.maxWaitMs, 1_000 * 2 ** Math.min(over, 20))
  return Math.max(0, log.last + wait - now)
}

const hmac = (secret: string, text: string) =>
  createHmac('sha256', secret).update(text).digest('base64url')

/** The account as the throttle knows it: a keyed hash of its e-mail as typed, lower-cased (no e-mail is stored). */
export const accountKey = (secret: string, email: string) =>
  hmac(secret, `cms-account:${email.trim().toLowerCase()}`).slice(0, 22)

/** A trusted-device token for an account: `{account}.{device}.{expiry}.{signature}`. */
export function signTrustedDevice(
  secret: string,
  account: string,
  now = Date.now(),
  device = randomBytes(9).toString('base64url'),
): string {
  const body = `${account}.${device}.${Math.floor(now / 1000) + TRUSTED_DEVICE_DAYS * 86_400}`
  return `${body}.${hmac(secret, `cms-device:${body}`)}`
}

/** The device id of a valid, unexpired token for this account, else null. */
export function trustedDevice(
  secret: string,
  token: string | undefined,
  account: string,
  now = Date.now(),
): string | null {
  const match = token
    ? /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{12})\.([0-9]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token)
    : null
  if (!match) return null
  const [, forAccount = '', device = '', expires = '', signature = ''] = match
  const expected = Buffer.from(hmac(secret, `cms-device:${forAccount}.${device}.${expires}`))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  if (forAccount !== account || Number(expires) * 1000 <= now) return null
  return device
}

/** The failure logs an attempt is judged by: the device's alone, or the account's from this address and overall. */
export function attemptKeys(
  account: string,
  device: string | null,
  ip: string,
): { key: string; rule: Rule }[] {
  if (device) return [{ key: `device:${device}`, rule: RULES.device }]
  return [
    { key: `account-address:${account}:${throttleKey(ip)}`, rule: RULES.accountAddress },
    { key: `account:${account}`, rule: RULES.account },
  ]
}

/** Whole seconds to wait before this attempt may be judged (0: go ahead). */
export async function secondsToWait(
  keys: { key: string; rule: Rule }[],
  now = Date.now(),
  store = sharedFailures,
): Promise<number> {
  let longest = 0
  for (const { key, rule } of keys)
    longest = Math.max(longest, waitMs(await store.get(key, now), rule, now))
  return Math.ceil(longest / 1000)
}

/** A wrong password: counted against every key of the attempt. */
export async function recordFailure(
  keys: { key: string }[],
  now = Date.now(),
  store = sharedFailures,
) {
  for (const { key } of keys) await store.fail(key, now, FAILURE_MEMORY_MS)
}

/**
 * A successful sign-in clears its own keys: the device's, or the account's from this address. The account's
 * overall log is left to expire: clearing it would hand a guesser fresh free attempts whenever the owner signs in.
 */
export async function recordSuccess(keys: { key: string }[], store = sharedFailures) {
  for (const { key } of keys) if (!key.startsWith('account:')) await store.clear(key)
}

/** A salt of this process for the hash below: its result is never kept or compared. */
const UNUSED_SALT = randomBytes(32).toString('hex')

/**
 * The work of Payload's password check (pbkdf2-sha256, 600,000 iterations, 32 bytes: its
 * auth/strategies/local/generatePasswordSaltHash.js), done for an attempt at an e-mail no account has: Payload
 * answers those at once and hashes only for an account, so the time alone told which addresses have one.
 */
export function hashLikePasswordCheck(password: string): Promise<void> {
  return new Promise((resolve) =>
    pbkdf2(password, UNUSED_SALT, 600_000, 32, 'sha256', () => resolve()),
  )
}
