import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freshPayload } from '../../../tests/int/helpers'

let payload: Payload
let cleanup: () => Promise<void>
let mod: typeof import('./latest-client')

beforeAll(async () => {
  ;({ payload, cleanup } = await freshPayload())
  mod = await import('./latest-client')
})
afterAll(() => cleanup())

describe('the latest client', () => {
  it('is the newest published release offering the platform', async () => {
    const release = (
      version: string,
      publishedAt: string,
      platforms: ('win64' | 'mac' | 'linux')[],
      status: 'published' | 'draft' = 'published',
    ) =>
      payload.create({
        collection: 'release',
        data: {
          title: `Polyprofile ${version}`,
          slug: `v${version.replace(/\./g, '-')}`,
          version,
          publishedAt,
          _status: status,
          downloads: platforms.map((platform) => ({
            platform,
            url: `https://download.polyprofile.com/${version}/${platform}`,
            size: 1000,
            sha256: 'a'.repeat(64),
          })),
        },
        overrideAccess: true,
      })
    await release('5.6.0', '2026-10-01T00:00:00Z', ['win64', 'mac', 'linux'])
    await release('5.7.0', '2026-11-01T00:00:00Z', ['win64', 'mac'])
    await release('5.8.0', '2026-11-20T00:00:00Z', ['win64'], 'draft')
    expect(await mod.latestClient(payload, 'win64')).toMatchObject({
      version: '5.7.0',
      url: 'https://download.polyprofile.com/5.7.0/win64',
    })
    expect(await mod.latestClient(payload, 'linux')).toMatchObject({ version: '5.6.0' })
    expect(await mod.latestClient(payload, 'arm64')).toBeNull()
  })
})
