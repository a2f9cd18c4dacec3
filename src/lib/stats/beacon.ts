/** The statistics beacon's envelope, shared by the pages that seal batches and the server: its limits and the sealing. */

/** The most events one batch carries (src/lib/stats/schema.ts); a longer queue goes in several. */
export const BEACON_MAX_EVENTS = 100
/** The largest batch body the server reads: room for BEACON_MAX_EVENTS page views in the heaviest scripts (Thai, Hindi). */
export const BEACON_MAX_BYTES = 128 * 1024
/** What one `navigator.sendBeacon` may carry: browsers refuse keepalive bodies beyond 64 KiB in flight. */
export const KEEPALIVE_MAX_BYTES = 64 * 1024
/** `_t`, the wrapped AES key (344 characters for a 2048-bit RSA key, 684 for 4096). */
export const BEACON_KEY_MIN_CHARS = 16
export const BEACON_KEY_MAX_CHARS = 2048
/** `_a` can be no longer than what a body of BEACON_MAX_BYTES leaves beside the shortest `_t`. */
export const BEACON_SEALED_MAX_CHARS = BEACON_MAX_BYTES - '_t=&_a='.length - BEACON_KEY_MIN_CHARS

/** The two form fields of a sealed batch. */
export interface SealedBatch {
  _t: string
  _a: string
}

const toBase64 = (buffer: ArrayBuffer | Uint8Array) => {
  const bytes = buffer instanceof Uint8Array ? buffer : new Uint8Array(buffer)
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(binary)
}

/** Seals a batch for the beacon: `_t` = AES-256 key wrapped with RSA-OAEP-256, `_a` = iv + AES-GCM ciphertext. */
export async function sealBatch(siteKey: CryptoKey, batch: unknown): Promise<SealedBatch> {
  const aes = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt'])
  const raw = await crypto.subtle.exportKey('raw', aes)
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const cipher = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    aes,
    new TextEncoder().encode(JSON.stringify(batch)),
  )
  const sealed = new Uint8Array(12 + cipher.byteLength)
  sealed.set(iv)
  sealed.set(new Uint8Array(cipher), 12)
  return {
    _t: toBase64(await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, siteKey, raw)),
    _a: toBase64(sealed),
  }
}

/** The bytes of the body a sealed batch is sent as (application/x-www-form-urlencoded: ASCII only). */
export const formBytes = (sealed: SealedBatch) =>
  new URLSearchParams({ ...sealed }).toString().length

const utf8Bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length
const base64Chars = (bytes: number) => Math.ceil(bytes / 3) * 4

/** An upper estimate of a sealed batch's form-encoded size: base64 grows by 4/3, URL-encoding its `+` and `/` by 1/16. */
export function sealedBytesEstimate(plainBytes: number, keyBits: number): number {
  return Math.ceil(
    ('_t=&_a='.length + base64Chars(keyBits / 8) + base64Chars(12 + plainBytes + 16)) * (13 / 12),
  )
}

/** How many of `events` fit `maxBytes` once sealed, by the estimate; at least one (a too-large one goes alone). */
export function eventsThatFit(
  common: unknown,
  events: readonly unknown[],
  maxBytes: number,
  keyBits: number,
): number {
  let plain = utf8Bytes({ common, events: [] })
  let count = 0
  for (const event of events) {
    plain += utf8Bytes(event) + (count > 0 ? 1 : 0)
    if (count > 0 && sealedBytesEstimate(plain, keyBits) > maxBytes) break
    count++
  }
  return count
}
