import 'server-only'
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose'
import { APP_URL, getAppExchangeSecret, GOOGLE_CLIENT_ID, GOOGLE_JWKS_URL } from '@/config'
import { COOKIES } from '@/lib/cookies'
import { isSitePath } from '@/lib/redirects/target'
import { ok } from '../api/envelope'
import type { Handler } from '../api/endpoint'
import { HttpError } from '../api/http'
import type { loginCodeInput, oneTapInput } from '../api/schemas'
import { getPayload } from '../payload'

const ISSUERS = ['accounts.google.com', 'https://accounts.google.com']
/** Clock skew tolerated on exp/iat/nbf. */
const CLOCK_TOLERANCE_S = 60
/** Google's ID tokens live an hour; giving jose the age also makes it refuse a token issued in the future. */
const TOKEN_MAX_AGE = '1h'
/** A login code lives this long and works once. */
export const LOGIN_CODE_TTL_MS = 2 * 60 * 1000

let jwks: ReturnType<typeof createRemoteJWKSet> | undefined
const keySet = () =>
  (jwks ??= createRemoteJWKSet(new URL(GOOGLE_JWKS_URL), {
    cooldownDuration: 30_000,
    timeoutDuration: 5_000,
  }))

export interface GoogleIdentity extends JWTPayload {
  sub: string
  email?: string
  email_verified?: boolean
  name?: string
}

/**
 * Verifies a Google ID token for real: signature against the published keys, audience, issuer, expiry, an issue
 * time not in the future, and the authorized party (below).
 */
export async function verifyGoogleToken(token: string): Promise<GoogleIdentity> {
  if (!GOOGLE_CLIENT_ID) throw new HttpError(503, 'Sign-in with Google is not configured.')
  let claims: JWTPayload
  try {
    ;({ payload: claims } = await jwtVerify(token, keySet(), {
      audience: GOOGLE_CLIENT_ID,
      issuer: ISSUERS,
      algorithms: ['RS256'],
      clockTolerance: CLOCK_TOLERANCE_S,
      maxTokenAge: TOKEN_MAX_AGE,
      requiredClaims: ['sub', 'exp', 'iat'],
    }))
  } catch (error) {
    if (error instanceof errors.JWTClaimValidationFailed && error.claim === 'iat')
      throw new HttpError(401, 'The Google credential was issued in the future.')
    if (error instanceof errors.JWTExpired)
      throw new HttpError(401, 'The Google credential has expired.')
    if (error instanceof errors.JWTClaimValidationFailed)
      throw new HttpError(401, `The Google credential is not for this site (${error.claim}).`)
    if (error instanceof errors.JOSEAlgNotAllowed)
      throw new HttpError(401, 'The Google credential uses an algorithm that is not accepted.')
    if (
      error instanceof errors.JWSSignatureVerificationFailed ||
      error instanceof errors.JWKSNoMatchingKey
    ) {
      throw new HttpError(401, 'The Google credential signature is not valid.')
    }
    if (error instanceof errors.JOSEError)
      throw new HttpError(401, 'The Google credential could not be verified.')
    throw error
  }
  // jose leaves `azp` to the caller. Google's tokens for this site carry it as the client id; a token for several
  // audiences is this site's only when this site is the party it was issued to.
  if ((Array.isArray(claims.aud) || claims.azp !== undefined) && claims.azp !== GOOGLE_CLIENT_ID) {
    throw new HttpError(401, 'The Google credential is not for this site (azp).')
  }
  return claims as GoogleIdentity
}

const hash = (code: string) => createHash('sha256').update(code).digest('hex')

/** Where the app continues: its root, or a path of it the page asked for (never another site). */
export function appRedirect(redirectData: string | undefined, cpl: string): string {
  const url = new URL(APP_URL)
  if (redirectData) {
    if (!isSitePath(redirectData)) {
      throw new HttpError(400, 'redirect_data must be a path of the app.')
    }
    const target = new URL(redirectData, APP_URL)
    if (target.origin !== url.origin)
      throw new HttpError(400, 'redirect_data must be a path of the app.')
    target.searchParams.set('t', cpl)
    return target.toString()
  }
  url.searchParams.set('t', cpl)
  return url.toString()
}

export interface SignUpContext {
  inviteCode?: string
  language?: string
  source?: string
  referer?: string
}

/** Finds or creates the visitor's account and issues a single-use login code for it. */
export async function signIn(
  identity: GoogleIdentity,
  context: SignUpContext,
): Promise<{ cpl: string; created: boolean }> {
  const payload = await getPayload()
  const found = await payload.find({
    collection: 'accounts',
    where: { subject: { equals: identity.sub } },
    limit: 1,
    overrideAccess: true,
  })
  let account = found.docs[0]
  const created = !account
  if (!account) {
    account = await payload.create({
      collection: 'accounts',
      data: {
        provider: 'google',
        subject: identity.sub,
        email: identity.email,
        emailVerified: identity.email_verified === true,
        name: identity.name,
        inviteCode: randomBytes(6).toString('base64url'),
        referredBy: context.inviteCode,
        language: context.language,
        source: context.source,
        referer: context.referer,
      },
      overrideAccess: true,
    })
  }
  const cpl = randomBytes(24).toString('base64url')
  await payload.create({
    collection: 'login-codes',
    data: {
      codeHash: hash(cpl),
      account: account.id,
      expiresAt: new Date(Date.now() + LOGIN_CODE_TTL_MS).toISOString(),
    },
    overrideAccess: true,
  })
  return { cpl, created }
}

/** The app exchanges a login code once: marks it used and answers the account. */
export async function exchangeLoginCode(cpl: string) {
  const payload = await getPayload()
  const { docs } = await payload.find({
    collection: 'login-codes',
    where: { codeHash: { equals: hash(cpl) } },
    limit: 1,
    depth: 1,
    overrideAccess: true,
  })
  const code = docs[0]
  if (!code) throw new HttpError(400, 'Unknown login code.')
  if (code.usedAt) throw new HttpError(410, 'This login code was used already.')
  if (new Date(code.expiresAt).getTime() < Date.now())
    throw new HttpError(410, 'This login code has expired.')
  // Mark used only if still unused: two concurrent exchanges cannot both succeed.
  const updated = await payload.update({
    collection: 'login-codes',
    where: { and: [{ id: { equals: code.id } }, { usedAt: { exists: false } }] },
    data: { usedAt: new Date().toISOString() },
    overrideAccess: true,
  })
  if (updated.docs.length !== 1) throw new HttpError(410, 'This login code was used already.')
  const account = typeof code.account === 'object' ? code.account : null
  return {
    account: account
      ? {
          id: account.id,
          email: account.email ?? null,
          name: account.name ?? null,
          invite_code: account.inviteCode,
        }
      : null,
  }
}

/** The same bytes, compared in constant time. */
const sameSecret = (a: string, b: string) => {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

/** `sys/user/passport/authorized-login`: Google's credential in, a login code for the app out. */
export const oneTapSignIn: Handler<typeof oneTapInput> = async ({ req, input }) => {
  // Google's double-submit cookie: the form value must equal the cookie it set.
  const cookieToken = req.cookies.get('g_csrf_token')?.value
  if (!cookieToken) throw new HttpError(403, 'The g_csrf_token cookie is missing.')
  if (!sameSecret(cookieToken, input.g_csrf_token))
    throw new HttpError(403, 'The g_csrf_token does not match.')
  // Refuse a foreign redirect target before anything is written.
  appRedirect(input.redirect_data, '')
  const identity = await verifyGoogleToken(input.credential)
  const { cpl, created } = await signIn(identity, {
    inviteCode:
      input.invite_code ||
      input.regParam ||
      req.cookies.get(COOKIES.referral.name)?.value ||
      undefined,
    language: input.language,
    source: input.source,
    referer: input.referer,
  })
  return ok({ code: 0, data: { cpl, redirect: appRedirect(input.redirect_data, cpl), created } })
}

/** `sys/user/passport/exchange-login-code`: the app, with its secret, exchanges a code once. */
export const loginCodeExchange: Handler<typeof loginCodeInput> = async ({ req, input }) => {
  if (
    !sameSecret(
      (req.headers.get('authorization') ?? '').replace(/^Bearer /, ''),
      getAppExchangeSecret(),
    )
  )
    throw new HttpError(401, 'The app secret is missing or wrong.')
  return ok(await exchangeLoginCode(input.cpl))
}
