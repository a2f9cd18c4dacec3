import 'server-only'
import { createHash } from 'node:crypto'
import { getPayloadSecret, SITE_URL, SITE_URL_ZH } from '@/config'
import { CLIENT_IP_HEADER } from '@/lib/request-headers'
import { fail } from './envelope'
import { sharedFixedWindow } from '../shared-limits'

const siteOrigins = new Set([SITE_URL, SITE_URL_ZH])

/** CORS: credentials only for the site's own origins. */
export function corsHeaders(req: Request): Record<string, string> {
  const origin = req.headers.get('origin')
  if (!origin || !siteOrigins.has(origin)) return { Vary: 'Origin' }
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
    'Access-Control-Allow-Headers': 'Content-Type',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  }
}

/** A cross-site browser request that could change state (a POST from a foreign page) is refused. */
export function isForeignOrigin(req: Request): boolean {
  const origin = req.headers.get('origin')
  return origin !== null && !siteOrigins.has(origin)
}

export function requestIp(req: Request): string {
  return req.headers.get(CLIENT_IP_HEADER) || '0.0.0.0'
}

/** Salted hash of an address: lets records be grouped per visitor without keeping the address. */
export function ipHash(ip: string): string {
  return createHash('sha256').update(`${getPayloadSecret()}:${ip}`).digest('hex').slice(0, 32)
}

interface Window {
  start: number
  count: number
}
const windows = new Map<string, Window>()
let sweptAt = 0

/** This process's own count (without Redis): a fixed window from the key's first hit. */
function localRateLimit(key: string, perMinute: number, now: number): number | null {
  if (now - sweptAt > 60_000) {
    for (const [k, w] of windows) if (now - w.start >= 60_000) windows.delete(k)
    sweptAt = now
  }
  const window = windows.get(key)
  if (!window || now - window.start >= 60_000) {
    windows.set(key, { start: now, count: 1 })
    return null
  }
  window.count++
  if (window.count <= perMinute) return null
  return Math.max(1, Math.ceil((window.start + 60_000 - now) / 1000))
}

/**
 * Fixed-window rate limit per key: null when allowed, else the seconds to wait. Counted in Redis when REDIS_URL is
 * set, so it holds across instances (src/server/shared-limits.ts).
 */
export function rateLimit(
  key: string,
  perMinute: number,
  now = Date.now(),
): Promise<number | null> {
  return sharedFixedWindow(key, perMinute, 60_000, () => localRateLimit(key, perMinute, now), now)
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Why, as a fixed label (never the sender's text): refusals are counted by it (src/server/api/endpoint.ts). */
    readonly reason = 'refused',
  ) {
    super(message)
  }
  toResponse() {
    return fail(this.status, this.message)
  }
}

/**
 * A body over the limit is still read to its end (and dropped) up to this much more, so its 413 arrives on a
 * connection that stays usable: a reader that stops half-way leaves the connection stalled, and the server then
 * closes it (server.ts) while the client may still be sending, which the client sees as a reset, not as the 413.
 */
const DRAIN_BYTES = 1024 * 1024

/** Reads a form body (urlencoded or multipart) of at most `maxBytes`. */
export async function readForm(req: Request, maxBytes: number): Promise<Record<string, string>> {
  const type = (req.headers.get('content-type') || '').toLowerCase()
  if (
    !type.startsWith('application/x-www-form-urlencoded') &&
    !type.startsWith('multipart/form-data')
  ) {
    throw new HttpError(
      415,
      'Send the fields as application/x-www-form-urlencoded or multipart/form-data.',
      'not a form',
    )
  }
  const declared = Number(req.headers.get('content-length') || '0')
  if (declared > maxBytes)
    throw new HttpError(413, `Body larger than ${maxBytes} bytes.`, 'too large')
  const reader = req.body?.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size <= maxBytes) chunks.push(value)
      else if (size > maxBytes + DRAIN_BYTES) {
        await reader.cancel()
        break
      }
    }
  }
  if (size > maxBytes) throw new HttpError(413, `Body larger than ${maxBytes} bytes.`, 'too large')
  const body = Buffer.concat(chunks)
  let form: FormData
  try {
    form = await new Response(body, { headers: { 'content-type': type } }).formData()
  } catch {
    throw new HttpError(400, 'The form body could not be parsed.', 'unreadable form')
  }
  return uniqueFields(form.entries(), 'Field', (name, value) => {
    if (typeof value !== 'string')
      throw new HttpError(400, `Field "${name}" must be text, not a file.`, 'unreadable form')
    return value
  })
}

/** Query parameters as a plain object; a repeated parameter is an error. */
export function readQuery(url: URL): Record<string, string> {
  return uniqueFields(url.searchParams, 'Query parameter', (_, value) => value)
}

/**
 * Name-value pairs as an object without a prototype (a field named `constructor` or `__proto__` is a field like any
 * other); a name given twice is a 400.
 */
function uniqueFields<V>(
  pairs: Iterable<[string, V]>,
  label: string,
  text: (name: string, value: V) => string,
): Record<string, string> {
  const out: Record<string, string> = Object.create(null)
  for (const [name, value] of pairs) {
    const checked = text(name, value)
    if (Object.hasOwn(out, name))
      throw new HttpError(400, `${label} "${name}" is repeated.`, 'unreadable form')
    if (CONTROL_CHARACTERS.test(checked) || CONTROL_CHARACTERS.test(name))
      throw new HttpError(
        400,
        `${label} "${printable(name)}" contains control characters.`,
        'unreadable form',
      )
    out[name] = checked
  }
  return out
}

/**
 * Characters no visitor types: C0 controls but tab and line breaks, and DEL. A NUL in a name was stored as an
 * empty name (and `a\u0000b` as `a`) further down; every text the API takes is refused with them, here and inside
 * JSON fields (src/server/api/endpoints.ts).
 */
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/
const printable = (name: string) => name.replace(/[\u0000-\u001F\u007F]/g, '?').slice(0, 64)
