/** A visit through a referral link (spec section 4): recorded, and the code kept 7 days in a cookie. */
import 'server-only'
import type { Payload } from 'payload'
import { COOKIE_SECURE } from '@/config'
import { COOKIES, maxAgeOf } from '@/lib/cookies'
import { ok } from '../api/envelope'
import type { Handler } from '../api/endpoint'
import type { referralInput } from '../api/schemas'
import { getPayload } from '../payload'
import { visitorFields } from './geo'

/** The referral cookie's Set-Cookie value. */
export function referralCookie(code: string): string {
  return `${COOKIES.referral.name}=${code}; Path=/; Max-Age=${maxAgeOf(COOKIES.referral)}; SameSite=Lax; HttpOnly${COOKIE_SECURE ? '; Secure' : ''}`
}

/** Stores one referral visit. */
export async function recordReferral(
  payload: Payload,
  visit: { code: string; landing: string; ipHash: string; country: string; userAgent: string },
) {
  return payload.create({
    collection: 'referral-visits',
    data: { ...visit, landing: visit.landing.slice(0, 2048) },
    overrideAccess: true,
  })
}

/** `sys/config/ref/set` */
export const setReferral: Handler<typeof referralInput> = async ({ req, input, ip }) => {
  await recordReferral(await getPayload(), {
    code: input.c_v,
    landing: req.headers.get('referer') ?? '',
    ...(await visitorFields(req, ip)),
  })
  return ok(
    { code: input.c_v },
    { headers: { 'Set-Cookie': referralCookie(input.c_v), 'Cache-Control': 'no-store' } },
  )
}
