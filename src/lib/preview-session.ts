/**
 * Draft preview sessions: one per editor, signed, expiring. Next.js's draft-mode cookie is one value per build shared
 * by every editor, so it reaches Next.js only beside a valid session of a user still listed in that role and epoch.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { DRAFT_MODE_COOKIES } from './cookies'

export const PREVIEW_COOKIE = 'site_preview'
/** A preview session lasts this long; the editor opens Preview again after it. */
export const PREVIEW_SESSION_SECONDS = 2 * 60 * 60

const keyOf = (secret: string) => createHmac('sha256', secret).update('preview-session/v1').digest()
const sign = (secret: string, body: string) =>
  createHmac('sha256', keyOf(secret)).update(body).digest('base64url')

/** A session token for a user in a role and preview epoch: `{id}.{role}.{epoch}.{expiry}.{nonce}.{signature}`. */
export function signPreviewSession(
  userId: string | number,
  role: string,
  epoch: number,
  secret: string,
  now = Date.now(),
  seconds = PREVIEW_SESSION_SECONDS,
): string {
  const body = `${String(userId)}.${role}.${epoch}.${Math.floor(now / 1000) + seconds}.${randomBytes(9).toString('base64url')}`
  return `${body}.${sign(secret, body)}`
}

/** The user, role and epoch of a token whose signature holds and which has not expired, else null. */
export function verifyPreviewSession(
  token: string,
  secret: string,
  now = Date.now(),
): { userId: string; role: string; epoch: number; expires: number } | null {
  const match =
    /^([0-9]{1,12})\.([a-z]{1,16})\.([0-9]{1,9})\.([0-9]{1,12})\.([A-Za-z0-9_-]{12})\.([A-Za-z0-9_-]{43})$/.exec(
      token,
    )
  if (!match) return null
  const [, userId = '', role = '', epoch = '', expires = '', nonce = '', signature = ''] = match
  const expected = Buffer.from(sign(secret, `${userId}.${role}.${epoch}.${expires}.${nonce}`))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  if (Number(expires) * 1000 <= now) return null
  return { userId, role, epoch: Number(epoch), expires: Number(expires) }
}

/** The value of one cookie in a Cookie header, or undefined. */
export function cookieValue(header: string, name: string): string | undefined {
  for (const part of header.split(';')) {
    const at = part.indexOf('=')
    if (at !== -1 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim()
  }
  return undefined
}

/** A Cookie header without the named cookies. */
export function withoutCookies(header: string, names: readonly string[]): string {
  return header
    .split(';')
    .filter((part) => !names.includes(part.slice(0, Math.max(0, part.indexOf('='))).trim()))
    .map((part) => part.trim())
    .join('; ')
}

/** Whether a Cookie header asks for draft mode at all (the common case, no such cookie, costs one scan). */
export const asksForDraftMode = (header: string | undefined) =>
  header !== undefined && DRAFT_MODE_COOKIES.some((name) => header.includes(name))

/**
 * The Cookie header Next.js may see: the draft-mode and session cookies removed without a valid session. A later
 * epoch than the list's passes: it was issued after the list was read, and it is signed.
 */
export function guardDraftMode(
  header: string | undefined,
  secret: string,
  staff: {
    role: (userId: string) => string | undefined
    epoch: (userId: string) => number
    listedAt: number
  } | null,
  now = Date.now(),
): string | undefined {
  if (!asksForDraftMode(header)) return header
  const token = cookieValue(header as string, PREVIEW_COOKIE)
  const session = token ? verifyPreviewSession(token, secret, now) : null
  if (session && staff) {
    const role = staff.role(session.userId)
    if (role === session.role && session.epoch >= staff.epoch(session.userId)) return header
    // A user the list does not know yet: created after it was read (it is read again within a second). A session
    // issued before the list was read names a user who was deleted since.
    // (The expiry is in whole seconds, so the issue time is known to a second.)
    const issuedAt = (session.expires - PREVIEW_SESSION_SECONDS) * 1000
    if (role === undefined && issuedAt + 1000 > staff.listedAt) return header
  }
  return withoutCookies(header as string, [...DRAFT_MODE_COOKIES, PREVIEW_COOKIE])
}
