import 'server-only'
import { constants, createDecipheriv, privateDecrypt } from 'node:crypto'
import { keyOf, pathOf } from '@/lib/stats/codes'
import { kindOf, statBatch, type StatBatch } from '@/lib/stats/schema'
import { botReason } from '@/lib/bots'
import { agentOf } from '@/lib/agent-names'
import { visitSource } from '@/lib/referrer'
import { OWN_DOMAINS } from '@/config'
import { fail, ok } from '../api/envelope'
import type { Handler } from '../api/endpoint'
import { HttpError } from '../api/http'
import type { beaconInput, beaconKeyInput } from '../api/schemas'
import { addressHash, countDroppedBots, countRefusedBatch, visitorHash } from './jobs'
import { storeRows, type EventRow } from './store'
import { geo } from '../visitors/geo'
import { beaconKeys } from '../beacon/keys'
import { getPayload } from '../payload'

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/
/** Why a batch is refused, as counted on the dashboard: not sealed to the site's key, or not a valid batch. */
const UNOPENED = 'not sealed with the site key'
const INVALID = 'invalid batch'

function base64(value: string, name: string): Buffer {
  if (!BASE64.test(value) || value.length % 4 !== 0)
    throw new HttpError(400, `${name} is not valid base64.`, UNOPENED)
  return Buffer.from(value, 'base64')
}

/**
 * Opens a beacon: `_t` is a fresh AES-256 key encrypted with the site's RSA-OAEP (SHA-256) public key, `_a` the
 * batch as iv (12 bytes) + AES-256-GCM ciphertext + tag (16 bytes). Any failure is the sender's: a 400.
 */
export function openBatch(t: string, a: string): StatBatch {
  let key: Buffer
  try {
    key = privateDecrypt(
      {
        key: beaconKeys().privateKey,
        padding: constants.RSA_PKCS1_OAEP_PADDING,
        oaepHash: 'sha256',
      },
      base64(t, '_t'),
    )
  } catch (error) {
    if (error instanceof HttpError) throw error
    throw new HttpError(400, '_t could not be decrypted with the site key.', UNOPENED)
  }
  if (key.length !== 32) throw new HttpError(400, '_t does not hold an AES-256 key.', UNOPENED)
  const sealed = base64(a, '_a')
  if (sealed.length < 12 + 16 + 2) throw new HttpError(400, '_a is too short.', UNOPENED)
  let plain: string
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, 12))
    decipher.setAuthTag(sealed.subarray(sealed.length - 16))
    plain = Buffer.concat([
      decipher.update(sealed.subarray(12, sealed.length - 16)),
      decipher.final(),
    ]).toString('utf8')
  } catch {
    throw new HttpError(400, '_a failed authentication (wrong key or tampered).', UNOPENED)
  }
  let json: unknown
  try {
    json = JSON.parse(plain)
  } catch {
    throw new HttpError(400, 'The batch is not valid JSON.', INVALID)
  }
  const parsed = statBatch.safeParse(json)
  if (!parsed.success) {
    throw new HttpError(
      400,
      `Invalid batch: ${parsed.error.issues
        .slice(0, 5)
        .map((i) => `${i.path.join('.')}: ${i.message}`)
        .join('; ')}`,
      INVALID,
    )
  }
  const ids = new Set(parsed.data.events.map((e) => e.id))
  if (ids.size !== parsed.data.events.length)
    throw new HttpError(400, 'Invalid batch: event ids repeat.', INVALID)
  return parsed.data
}

/** How far a client's clock may be from the server's: a queued batch may be sent days later, never from the future. */
export const CLIENT_TIME_PAST_MS = 30 * 86_400_000
export const CLIENT_TIME_FUTURE_MS = 86_400_000

/**
 * A client's timestamp (ms since the epoch) if it is within the window around the server's clock, else the
 * server's time: `1` or `9007199254740991` were stored as sent, and would put events in 1970 or the year 287396.
 */
export function saneClientTime(ms: number | undefined, now: number): number | undefined {
  if (ms === undefined) return undefined
  return ms >= now - CLIENT_TIME_PAST_MS && ms <= now + CLIENT_TIME_FUTURE_MS ? ms : now
}

/**
 * Stores a batch (all or nothing, in one statement with the batches that arrive with it); events already stored
 * (same client id) are skipped. Resolves once the rows are committed. No address is kept: the WebRTC address a
 * page reports is stored as `webrtcHash`, the caller's hash of it with the day's salt (like the visitor's own).
 */
export function storeBatch(
  batch: StatBatch,
  visitor: { visitorHash: string; country: string; webrtcHash?: string; userAgent?: string },
): Promise<{ stored: number }> {
  const nowMs = Date.now()
  const now = new Date(nowMs).toISOString()
  const { device_id, page, locale, webrtc_ip: _address, timestamp, ...rest } = batch.common
  const context = {
    ...rest,
    ...(timestamp !== undefined ? { timestamp: saneClientTime(timestamp, nowMs) } : {}),
    ...(visitor.webrtcHash ? { webrtc_hash: visitor.webrtcHash } : {}),
  }
  const day = now.slice(0, 10)
  const contextJson = JSON.stringify(context)
  // Browser, system and device class by name, from the request's agent (else the one the page reports).
  const agent = agentOf(visitor.userAgent || batch.common.ua)
  const rows: EventRow[] = batch.events.map((event) => {
    const kind = kindOf(event.op_type, event.op_obj_type)
    const url = event.op_obj_value.url
    // A page view (not a web-vitals record) whose referrer is not the site starts a visit: where from is kept.
    const source =
      kind === 'view' && event.op_obj_value.type === 'page'
        ? visitSource(
            event.op_obj_value.referrer,
            typeof url === 'string' ? url : page,
            OWN_DOMAINS,
          )
        : null
    return [
      device_id,
      event.id,
      day,
      pathOf(typeof url === 'string' ? url : page),
      keyOf(kind, event.op_obj_value),
      kind,
      event.op_type,
      event.op_obj_type,
      JSON.stringify(event.op_obj_value),
      saneClientTime(event.user_timestamp_, nowMs) ?? null,
      page ?? null,
      locale ?? null,
      contextJson,
      visitor.visitorHash,
      visitor.country,
      source === null ? 0 : 1,
      source,
      agent.device,
      agent.os,
      agent.browser,
      now,
      now,
    ]
  })
  return storeRows(rows)
}

/** `stats/key`: the public half of the beacon's key pair (the pages seal their batches with it). */
export const beaconKey: Handler<typeof beaconKeyInput> = async () =>
  ok({ alg: 'RSA-OAEP-256', enc: 'A256GCM', spki: beaconKeys().publicSpki })

/**
 * `stats/collect`: a sealed batch, opened and stored once; batches from bots and automated browsers are answered
 * as accepted, stored nowhere, and counted.
 */
export const collectBatch: Handler<typeof beaconInput> = async ({ req, input, ip }) => {
  const batch = openBatch(input._t, input._a)
  const payload = await getPayload()
  const userAgent = req.headers.get('user-agent') ?? ''
  const bot =
    botReason(userAgent) ?? (batch.common.ua !== undefined ? botReason(batch.common.ua) : null)
  if (bot) {
    await countDroppedBots(payload, batch.events.length, undefined, bot)
    return ok({ stored: 0, received: batch.events.length, dropped: batch.events.length })
  }
  const webrtc = batch.common.webrtc_ip
  const { stored } = await storeBatch(batch, {
    visitorHash: await visitorHash(payload, ip, userAgent),
    country: (await geo(ip)).country,
    userAgent,
    webrtcHash: webrtc ? await addressHash(payload, webrtc) : undefined,
  })
  // Every event of this batch is stored already: a resend, acknowledged as such.
  if (stored === 0) return fail(409, 'This batch was stored before.')
  return ok({ stored, received: batch.events.length })
}

/** `stats/collect`'s refusals, counted per day by status and reason (`413 too large`) for the dashboard. */
export const countRefusedBeacon = async (status: number, reason: string) =>
  countRefusedBatch(await getPayload(), `${status} ${reason}`)
