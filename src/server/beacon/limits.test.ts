import { describe, expect, it } from 'vitest'
import {
  BEACON_MAX_BYTES,
  BEACON_MAX_EVENTS,
  BEACON_SEALED_MAX_CHARS,
  eventsThatFit,
  formBytes,
  KEEPALIVE_MAX_BYTES,
  sealBatch,
} from '@/lib/stats/beacon'
import { statBatch } from '@/lib/stats/schema'
import { beaconKeys } from './keys'
import { endpoints } from '../api/endpoints'
import { HttpError, readForm } from '../api/http'
import { beaconInput } from '../api/schemas'
import { openBatch } from '../stats/ingest'

/** Article titles as the pages have them, per language: the heaviest part of a page view in Thai or Hindi. */
const TITLES = {
  en: 'Multi-account management without bans: how teams run 500 profiles safely',
  ru: 'Управление мультиаккаунтами без блокировок: как командам вести 500 профилей',
  th: 'การจัดการหลายบัญชีโดยไม่ถูกแบน: ทีมงานดูแล 500 โปรไฟล์อย่างปลอดภัยได้อย่างไร',
  hi: 'बिना प्रतिबंध के मल्टी-अकाउंट प्रबंधन: टीमें 500 प्रोफ़ाइल सुरक्षित रूप से कैसे चलाती हैं',
} as const

/** A page view as src/client/runtime/tracking.ts records it, arriving from a search (browsers send only its origin). */
function pageView(locale: keyof typeof TITLES, i: number) {
  return {
    id: `${locale}${String(i).padStart(6, '0')}${'a'.repeat(24)}`,
    op_type: 0,
    op_res: 0,
    op_obj_type: 22,
    op_obj_value: {
      title: `${TITLES[locale]} | Polyprofile`,
      type: 'page',
      url: `https://polyprofile.com/${locale}/blog/multi-account-management-${i}?utm_source=google&utm_medium=cpc&utm_campaign=${locale}-spring`,
      referrer: 'https://www.google.com/',
      referrer_document: 'https://www.google.com/',
      load_duration: 1834,
      load_result: 'success',
      trigger_button: '',
    },
    user_timestamp_: 1_780_000_000_000 + i,
  }
}

const common = (locale: string) => ({
  device_id: 'd'.repeat(32),
  os: 0,
  ua: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  screen_height: 1080,
  screen_width: 1920,
  dpr: 1.25,
  network: '4g',
  app_version: 'Chrome 131',
  js_version: 'b'.repeat(32),
  page: `https://polyprofile.com/${locale}/blog/multi-account-management-1`,
  locale,
  timestamp: 1_780_000_000_000,
})

const siteKey = () =>
  crypto.subtle.importKey(
    'spki',
    Buffer.from(beaconKeys().publicSpki, 'base64'),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  )

const formRequest = (body: string) =>
  new Request('http://localhost/api/stats/collect', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  })

describe('the beacon limits agree', () => {
  for (const locale of Object.keys(TITLES) as (keyof typeof TITLES)[]) {
    it(`a batch of ${BEACON_MAX_EVENTS} page views in ${locale}, sealed, fits the body the server reads, and is opened whole`, async () => {
      const batch = {
        common: common(locale),
        events: Array.from({ length: BEACON_MAX_EVENTS }, (_, i) => pageView(locale, i)),
      }
      expect(statBatch.safeParse(batch).success).toBe(true)
      const sealed = await sealBatch(await siteKey(), batch)
      const body = new URLSearchParams({ ...sealed }).toString()
      expect(formBytes(sealed)).toBe(body.length)
      expect(body.length).toBeLessThanOrEqual(BEACON_MAX_BYTES)
      const fields = await readForm(formRequest(body), BEACON_MAX_BYTES)
      const input = beaconInput.parse(fields)
      expect(openBatch(input._t, input._a).events).toHaveLength(BEACON_MAX_EVENTS)
      // The estimate the pages size their batches by is never below the real size, and not far above it.
      const estimated = eventsThatFit(batch.common, batch.events, body.length, 2048)
      expect(estimated).toBeLessThanOrEqual(BEACON_MAX_EVENTS)
      expect(estimated).toBeGreaterThanOrEqual(BEACON_MAX_EVENTS * 0.9)
    })
  }

  it('Thai page views are why: 100 of them are more than 64 KiB sealed, so a page leaving sends fewer with sendBeacon', async () => {
    const events = Array.from({ length: BEACON_MAX_EVENTS }, (_, i) => pageView('th', i))
    const sealed = await sealBatch(await siteKey(), { common: common('th'), events })
    expect(formBytes(sealed)).toBeGreaterThan(KEEPALIVE_MAX_BYTES)
    const fit = eventsThatFit(common('th'), events, KEEPALIVE_MAX_BYTES, 2048)
    expect(fit).toBeLessThan(BEACON_MAX_EVENTS)
    expect(
      formBytes(
        await sealBatch(await siteKey(), { common: common('th'), events: events.slice(0, fit) }),
      ),
    ).toBeLessThanOrEqual(KEEPALIVE_MAX_BYTES)
  })

  it("the schema's bound on _a is what a body of the limit can hold, and the endpoint reads that limit", async () => {
    const endpoint = endpoints.find((e) => e.path === 'stats/collect')
    expect(endpoint?.maxBytes).toBe(BEACON_MAX_BYTES)
    const t = 'T'.repeat(16)
    const fullest = `_t=${t}&_a=${'A'.repeat(BEACON_SEALED_MAX_CHARS)}`
    expect(fullest.length).toBe(BEACON_MAX_BYTES)
    // The fullest body is read, and its _a passes the schema; one byte more is refused for its size (413), not by
    // the schema, and a longer _a than the schema's bound cannot arrive in a body the server reads.
    expect(
      beaconInput.safeParse(await readForm(formRequest(fullest), BEACON_MAX_BYTES)).success,
    ).toBe(true)
    const over = readForm(formRequest(`${fullest}A`), BEACON_MAX_BYTES)
    await expect(over).rejects.toBeInstanceOf(HttpError)
    await expect(over).rejects.toMatchObject({ status: 413 })
    expect(
      beaconInput.safeParse({ _t: t, _a: 'A'.repeat(BEACON_SEALED_MAX_CHARS + 1) }).success,
    ).toBe(false)
  })
})
