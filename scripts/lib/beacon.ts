/**
 * The statistics beacon as a browser sends it, for scripts and tests: the site's public key, sealed batches
 * (`_t`: a fresh AES-256 key encrypted with RSA-OAEP-SHA256; `_a`: base64 of iv(12) + AES-256-GCM ciphertext +
 * tag(16)), a person's user agent, and the number of documents a collection holds.
 */
import {
  constants,
  createCipheriv,
  createPublicKey,
  publicEncrypt,
  randomBytes,
  randomUUID,
  type KeyObject,
} from 'node:crypto'

/** A person's browser: the server drops batches from bots and scripted clients. */
export const BROWSER_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

/** The spec's four event kinds as (op_type, op_obj_type): click, view, expose, error. */
export const EVENT_KINDS = [
  [3, 23],
  [0, 22],
  [5, 24],
  [6, 25],
] as const

/** `n` fresh events cycling through every kind; `value(i)` is each one's `op_obj_value`. */
export function beaconEvents(
  n: number,
  value: (i: number) => Record<string, string | number>,
  idPrefix = '',
) {
  return Array.from({ length: n }, (_, i) => {
    const [op_type, op_obj_type] = EVENT_KINDS[i % EVENT_KINDS.length]!
    return {
      id: `${idPrefix}${randomUUID()}`,
      op_type,
      op_res: 0,
      op_obj_type,
      op_obj_value: value(i),
      user_timestamp_: Date.now(),
    }
  })
}

/** The site's beacon public key (`GET /api/stats/key`). */
export async function beaconKey(base: string): Promise<KeyObject> {
  const res = await fetch(`${base}/api/stats/key`)
  if (!res.ok) throw new Error(`GET ${base}/api/stats/key answered ${res.status}`)
  const { data } = (await res.json()) as { data: { spki: string } }
  return createPublicKey({ key: Buffer.from(data.spki, 'base64'), format: 'der', type: 'spki' })
}

/** `_t`: any bytes (normally a 32-byte AES key) encrypted to `key` with RSA-OAEP (SHA-256), base64. */
export function wrapKey(key: KeyObject, aesKey: Buffer): string {
  return publicEncrypt(
    { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    aesKey,
  ).toString('base64')
}

/** iv(12) + AES-256-GCM ciphertext + tag(16) of `plain`. */
export function encryptPayload(
  aesKey: Buffer,
  plain: Buffer | string,
  iv: Buffer = randomBytes(12),
): Buffer {
  const cipher = createCipheriv('aes-256-gcm', aesKey, iv)
  const ciphertext = Buffer.concat([cipher.update(plain), cipher.final()])
  return Buffer.concat([iv, ciphertext, cipher.getAuthTag()])
}

/** The two form fields of a beacon carrying `plain` (any bytes: tests seal malformed batches too). */
export function sealFields(
  key: KeyObject,
  plain: Buffer | string,
  aesKey: Buffer = randomBytes(32),
  iv?: Buffer,
): { _t: string; _a: string } {
  return { _t: wrapKey(key, aesKey), _a: encryptPayload(aesKey, plain, iv).toString('base64') }
}

/** A batch (`{ common, events }`) sealed to `key`, as the urlencoded body of `POST /api/stats/collect`. */
export function sealBatch(key: KeyObject, batch: unknown): string {
  return new URLSearchParams(sealFields(key, JSON.stringify(batch))).toString()
}

/** How many documents a collection holds (`GET /cms/api/<collection>?limit=1`; `authHeaders` of an admin). */
export async function storedCount(
  base: string,
  authHeaders: Record<string, string>,
  collection: string,
): Promise<number> {
  const res = await fetch(`${base}/cms/api/${collection}?limit=1`, { headers: authHeaders })
  if (!res.ok) throw new Error(`GET /cms/api/${collection} answered ${res.status}`)
  return ((await res.json()) as { totalDocs: number }).totalDocs
}

/** Sends a batch again while the beacon answers 503 (its worker starting), as pages do, for at most `timeoutMs`. */
export async function sendWhileBusy<T>(
  post: (attempt: number) => Promise<T>,
  busy: (answer: T) => boolean,
  { timeoutMs = 150_000, pauseMs = 1_000 }: { timeoutMs?: number; pauseMs?: number } = {},
): Promise<{ answer: T; tries: number; ms: number }> {
  const started = Date.now()
  for (let tries = 1; ; tries++) {
    const answer = await post(tries)
    if (!busy(answer) || Date.now() - started > timeoutMs)
      return { answer, tries, ms: Date.now() - started }
    await new Promise((resolve) => setTimeout(resolve, pauseMs))
  }
}
