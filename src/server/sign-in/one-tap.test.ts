/**
 * Google ID tokens signed with a local key set (scripts/lib/google-fixture.ts, as the end-to-end tests use),
 * checked by the server's verification: what jose checks (signature, audience, issuer, expiry) and what it leaves
 * to the caller (an issue time in the future, the authorized party).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { importPKCS8, SignJWT, type CryptoKey as JoseKey } from 'jose'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startGoogleFixture } from '../../../scripts/lib/google-fixture'

const CLIENT_ID = 'unit-client.apps.googleusercontent.com'
const dir = mkdtempSync(path.join(os.tmpdir(), 'one-tap-'))
let fixture: Awaited<ReturnType<typeof startGoogleFixture>>
let verify: typeof import('./one-tap').verifyGoogleToken
let signingKey: JoseKey
let kid: string

beforeAll(async () => {
  fixture = await startGoogleFixture(dir)
  const saved = JSON.parse(readFileSync(path.join(dir, 'google-test-key.json'), 'utf8')) as {
    kid: string
    pem: string
  }
  signingKey = (await importPKCS8(saved.pem, 'RS256')) as JoseKey
  kid = saved.kid
  // The configuration is read when src/config.ts is first imported: the module comes after these.
  process.env.GOOGLE_CLIENT_ID = CLIENT_ID
  process.env.GOOGLE_JWKS_URL = fixture.url
  vi.resetModules()
  ;({ verifyGoogleToken: verify } = await import('./one-tap'))
})
afterAll(() => {
  fixture?.close()
  rmSync(dir, { recursive: true, force: true })
})

const now = () => Math.floor(Date.now() / 1000)
function token(
  claims: Record<string, unknown> = {},
  { iat = now(), aud = CLIENT_ID as string | string[] } = {},
) {
  return new SignJWT({ email: 'visitor@example.com', email_verified: true, ...claims })
    .setProtectedHeader({ alg: 'RS256', kid })
    .setIssuer('https://accounts.google.com')
    .setAudience(aud)
    .setSubject('sub-1')
    .setIssuedAt(iat)
    .setExpirationTime(iat + 3600)
    .sign(signingKey)
}
const refused = async (jwt: Promise<string>, message: RegExp) => {
  await expect(verify(await jwt)).rejects.toMatchObject({
    status: 401,
    message: expect.stringMatching(message),
  })
}

describe('Google one-tap tokens', () => {
  it('are accepted as Google issues them: aud and azp the client id, issued now or a little ahead of this clock', async () => {
    expect((await verify(await token({ azp: CLIENT_ID }))).sub).toBe('sub-1')
    expect((await verify(await token())).sub).toBe('sub-1')
    expect((await verify(await token({ azp: CLIENT_ID }, { iat: now() + 30 }))).sub).toBe('sub-1')
  })

  it('are refused when issued in the future beyond the clock tolerance', async () => {
    await refused(token({ azp: CLIENT_ID }, { iat: now() + 3600 }), /issued in the future/)
    await refused(token({ azp: CLIENT_ID }, { iat: now() + 120 }), /issued in the future/)
  })

  it('are refused when presented by another client: an aud list without azp or with another, or another azp', async () => {
    await refused(token({}, { aud: [CLIENT_ID, 'other-client.apps.googleusercontent.com'] }), /azp/)
    await refused(
      token(
        { azp: 'other-client.apps.googleusercontent.com' },
        { aud: [CLIENT_ID, 'other-client.apps.googleusercontent.com'] },
      ),
      /azp/,
    )
    await refused(token({ azp: 'other-client.apps.googleusercontent.com' }), /azp/)
    expect(
      (
        await verify(
          await token(
            { azp: CLIENT_ID },
            { aud: [CLIENT_ID, 'other-client.apps.googleusercontent.com'] },
          ),
        )
      ).sub,
    ).toBe('sub-1')
  })

  it('are still refused for the audience, the issuer and the expiry', async () => {
    await refused(token({ azp: 'other' }, { aud: 'other' }), /not for this site \(aud\)/)
    await refused(token({ azp: CLIENT_ID }, { iat: now() - 7200 }), /expired/)
  })
})
