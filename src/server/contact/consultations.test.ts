import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freshPayload } from '../../../tests/int/helpers'
import type { ConsultationInput } from '../api/schemas'

let payload: Payload
let cleanup: () => Promise<void>
let mod: typeof import('./consultations')

beforeAll(async () => {
  ;({ payload, cleanup } = await freshPayload())
  mod = await import('./consultations')
})
afterAll(() => cleanup())

const request = (over: Partial<ConsultationInput> = {}): ConsultationInput => ({
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  channel: 'email',
  contact: '',
  company: 'Engines Ltd',
  team_size: '2-5',
  message: 'Please call me',
  lang: 'en',
  page: 'http://localhost:3000/pre-sales',
  website: '',
  elapsed_ms: 8_000,
  ...over,
})

describe('consultation requests', () => {
  it('refuses the honeypot, a form sent too quickly and too many links', () => {
    expect(mod.consultationProblem(request({ website: 'http://spam.example' }))).toMatch(
      /not filled in by a person/,
    )
    expect(mod.consultationProblem(request({ elapsed_ms: 2_499 }))).toMatch(/too quickly/)
    expect(mod.consultationProblem(request({ message: 'http://a https://b http://c' }))).toMatch(
      /at most 2 links/,
    )
    expect(mod.consultationProblem(request({ message: 'http://a https://b' }))).toBeNull()
  })

  it('stores a request once when the same one arrives again within 10 minutes from the same address', async () => {
    const from = { ip: '203.0.113.40', referer: '' }
    const first = await mod.submitConsultation(payload, request(), from)
    const again = await mod.submitConsultation(payload, request(), from)
    expect(again).toEqual({ id: first.id, duplicate: true })
    // A different message, another address, or later than 10 minutes: a new request.
    expect(
      (await mod.submitConsultation(payload, request({ message: 'Another question' }), from))
        .duplicate,
    ).toBeUndefined()
    expect(
      (await mod.submitConsultation(payload, request(), { ip: '203.0.113.41', referer: '' }))
        .duplicate,
    ).toBeUndefined()
    expect(
      (await mod.submitConsultation(payload, request(), from, Date.now() + 11 * 60_000)).duplicate,
    ).toBeUndefined()
    const stored = await payload.find({
      collection: 'consultations',
      where: { email: { equals: 'ada@example.com' } },
      overrideAccess: true,
    })
    expect(stored.totalDocs).toBe(4)
    expect(JSON.stringify(stored.docs)).not.toContain('203.0.113.4')
  })

  it('writes nothing for a refused request', async () => {
    const before = (await payload.count({ collection: 'consultations', overrideAccess: true }))
      .totalDocs
    await expect(
      mod.submitConsultation(payload, request({ elapsed_ms: 100, email: 'quick@example.com' }), {
        ip: '203.0.113.42',
        referer: '',
      }),
    ).rejects.toThrow(/too quickly/)
    expect(
      (await payload.count({ collection: 'consultations', overrideAccess: true })).totalDocs,
    ).toBe(before)
  })
})
