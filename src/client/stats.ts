/**
 * Visitor statistics (spec sections 3, 4 and 9): events queued in localStorage and sent in sealed batches through
 * the beacon; what a failed send could not deliver stays queued.
 */
import {
  BEACON_MAX_BYTES,
  BEACON_MAX_EVENTS,
  eventsThatFit,
  formBytes,
  KEEPALIVE_MAX_BYTES,
  sealBatch,
  type SealedBatch,
} from '@/lib/stats/beacon'
import { STATS_BATCH_SIZE, STATS_IDLE_FLUSH_MS } from '@/lib/constants'
import { eventCodes, type EventKind } from '@/lib/stats/codes'
import { api, ApiError, apiUrl } from './api'
import { commonContext, deviceId, randomId } from './stats-context'
import { whenConsented } from './consent'

export interface QueuedRecord {
  id: string
  op_type: number
  op_res: 0
  op_obj_type: number
  op_obj_value: Record<string, string | number | boolean | null>
  user_timestamp_: number
  /**
   * The device id it was first sent under, and is sent under again however many pages later: the server stores an
   * event once per device and event id, and without consent every page has an id of its own.
   */
  device?: string
}

const STORAGE_KEY = 'stats_queue'
/** Answers that refuse a batch for what it holds (too large, invalid): it is never sent as it is again. */
const REFUSED = new Set([400, 413])

const fromBase64 = (value: string) => Uint8Array.from(atob(value), (c) => c.charCodeAt(0))
/** A record as the batch carries it. */
const eventOf = ({ device: _device, ...event }: QueuedRecord) => event

export class StatsQueue {
  private buffer: QueuedRecord[] = []
  private timer: ReturnType<typeof setTimeout> | undefined
  /** The send under way, if any: a second flush waits for it instead of sending the same records twice. */
  private sending?: Promise<void>
  private siteKey: Promise<CryptoKey> | undefined

  constructor(private readonly locale: string) {
    try {
      const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]') as QueuedRecord[]
      if (Array.isArray(stored))
        this.buffer = stored.filter((r) => r && typeof r.id === 'string').slice(-1000)
    } catch {
      this.buffer = []
    }
  }

  /** Starts the queue: what an earlier visit left is sent now; the page hiding flushes with sendBeacon. */
  start(): void {
    // The device id cookie is written as soon as it is allowed (at once, for most visitors).
    whenConsented(() => {
      deviceId()
    })
    // The site key is fetched now, so a flush when the page hides does not wait for the network.
    void this.key().catch(() => undefined)
    if (this.buffer.length) void this.flush(true)
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') void this.flushOnHide()
    })
    window.addEventListener('pagehide', () => void this.flushOnHide())
  }

  get size(): number {
    return this.buffer.length
  }

  /** Queues one event of a kind with its fields (the spec's field names) and sends when the rules say so. */
  track(kind: EventKind, value: QueuedRecord['op_obj_value']): void {
    const codes = eventCodes[kind]
    this.buffer.push({
      id: randomId(),
      op_type: codes.op_type,
      op_res: 0,
      op_obj_type: codes.op_obj_type,
      op_obj_value: value,
      user_timestamp_: Date.now(),
    })
    this.persist()
    // Tracked while the page is hidden (web vitals are final only then): the hide flush already ran, so send now.
    if (document.visibilityState === 'hidden') void this.flushOnHide()
    else if (this.buffer.length >= STATS_BATCH_SIZE) void this.flush(true)
    else this.restartIdleTimer()
  }

  /** Sends what is queued (forced: regardless of size); it waits for a send under way, so it means "queue delivered". */
  async flush(force = false): Promise<void> {
    while (this.sending) await this.sending
    if (!this.buffer.length || (!force && this.buffer.length < STATS_BATCH_SIZE)) return
    clearTimeout(this.timer)
    this.sending = this.send().finally(() => (this.sending = undefined))
    return this.sending
  }

  private async send(): Promise<void> {
    let limit = BEACON_MAX_EVENTS
    try {
      while (this.buffer.length) {
        const { records, form } = await this.nextBatch(limit, BEACON_MAX_BYTES)
        try {
          await api('stats/collect', { form: { ...form }, quiet: true })
          limit = Math.min(BEACON_MAX_EVENTS, limit * 2)
        } catch (error) {
          if (!(error instanceof ApiError)) throw error
          // 409: this batch was stored before (a resend): it is delivered all the same.
          if (error.status !== 409) {
            if (!REFUSED.has(error.status ?? 0)) throw error
            // Refused (and counted by the server, with why): halved until the parts pass, an event refused on its
            // own dropped. The site key is asked again: a batch sealed with a replaced one is refused too.
            this.siteKey = undefined
            if (records.length > 1) {
              limit = Math.ceil(records.length / 2)
              continue
            }
          }
        }
        this.remove(records)
      }
    } catch {
      this.restartIdleTimer()
    }
  }

  private async flushOnHide(): Promise<void> {
    if (!this.buffer.length || this.sending) return
    try {
      const { form } = await this.nextBatch(BEACON_MAX_EVENTS, KEEPALIVE_MAX_BYTES)
      // Delivery is not confirmed: the records stay queued; a resend is recognised by their ids and stored once.
      navigator.sendBeacon(apiUrl('stats/collect'), new URLSearchParams({ ...form }))
    } catch {
      // Kept for the next visit.
    }
  }

  /**
   * The next batch: the oldest records of one device id, as many as fit `maxBytes` sealed. The context is taken
   * before the first await: a page being unloaded may not get past it.
   */
  private async nextBatch(
    limit: number,
    maxBytes: number,
  ): Promise<{ records: QueuedRecord[]; form: SealedBatch }> {
    const current = deviceId()
    const device = this.buffer[0]?.device ?? current
    const candidates = this.buffer.filter((r) => (r.device ?? current) === device).slice(0, limit)
    const common = commonContext(this.locale, device)
    const key = await this.key()
    const keyBits = (key.algorithm as RsaHashedKeyAlgorithm).modulusLength
    let count = eventsThatFit(common, candidates.map(eventOf), maxBytes, keyBits)
    for (;;) {
      const records = candidates.slice(0, count)
      const form = await sealBatch(key, { common, events: records.map(eventOf) })
      if (formBytes(form) > maxBytes && count > 1) {
        count = Math.max(1, Math.min(count - 1, Math.floor((count * maxBytes) / formBytes(form))))
        continue
      }
      for (const record of records) record.device = device
      this.persist()
      return { records, form }
    }
  }

  private key(): Promise<CryptoKey> {
    this.siteKey ??= api<{ spki: string }>('stats/key', { quiet: true }).then(({ spki }) =>
      crypto.subtle.importKey(
        'spki',
        fromBase64(spki),
        { name: 'RSA-OAEP', hash: 'SHA-256' },
        false,
        ['encrypt'],
      ),
    )
    this.siteKey.catch(() => (this.siteKey = undefined))
    return this.siteKey
  }

  private remove(records: QueuedRecord[]): void {
    const sent = new Set(records.map((r) => r.id))
    this.buffer = this.buffer.filter((r) => !sent.has(r.id))
    this.persist()
  }

  private persist(): void {
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(this.buffer))
    } catch {
      // Storage full or blocked: the events still go out from memory.
    }
  }

  private restartIdleTimer(): void {
    clearTimeout(this.timer)
    this.timer = setTimeout(() => void this.flush(true), STATS_IDLE_FLUSH_MS)
  }
}
