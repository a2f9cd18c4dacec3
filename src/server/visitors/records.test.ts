import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freshPayload } from '../../../tests/int/helpers'

let payload: Payload
let cleanup: () => Promise<void>
let mod: typeof import('./records')
const visitor = { ipHash: 'a'.repeat(64), country: 'DE', userAgent: 'Mozilla/5.0' }

beforeAll(async () => {
  ;({ payload, cleanup } = await freshPayload())
  mod = await import('./records')
})
afterAll(() => cleanup())

describe('visitor records', () => {
  it('merges the form’s referer and the record’s referer list, each address once, at most 20', () => {
    expect(
      mod.referersOf({
        referer: 'https://a.example/\nhttps://b.example/',
        source_data: { referer: ['https://b.example/', ' https://c.example/ '] },
      }),
    ).toEqual(['https://a.example/', 'https://b.example/', 'https://c.example/'])
    expect(
      mod.referersOf({
        source_data: { referer: Array.from({ length: 30 }, (_, i) => `https://${i}.example/`) },
      }),
    ).toHaveLength(20)
  })

  it('stores a source record without the referer list field, with the visitor’s hashed address', async () => {
    const doc = await mod.recordSource(
      payload,
      {
        referer: 'https://a.example/',
        source_data: { utm_source: 'news', referer: 'https://b.example/' },
      },
      visitor,
    )
    const stored = await payload.findByID({
      collection: 'source-records',
      id: doc.id,
      overrideAccess: true,
    })
    expect(stored).toMatchObject({
      utm_source: 'news',
      referers: ['https://a.example/', 'https://b.example/'],
      ipHash: visitor.ipHash,
    })
  })

  it('reads fingerprint reports, plain or base64, and stores each hash once per device', async () => {
    const report = { hash: 'ab'.repeat(16), ua: 'x' }
    expect(mod.fingerprintOf(JSON.stringify(report), false)).toEqual(report)
    expect(mod.fingerprintOf(Buffer.from(JSON.stringify(report)).toString('base64'), true)).toEqual(
      report,
    )
    expect(() => mod.fingerprintOf('%%%%', true)).toThrow(/base64/)
    expect(() => mod.fingerprintOf(JSON.stringify({ hash: 'XYZ' }), false)).toThrow(/hex/)
    expect(await mod.logFingerprint(payload, report, 'device-1', visitor)).toBe(true)
    expect(await mod.logFingerprint(payload, report, 'device-1', visitor)).toBe(false)
    expect(await mod.logFingerprint(payload, report, 'device-2', visitor)).toBe(true)
  })
})
