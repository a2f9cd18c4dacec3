/** Who is asking, as far as the API needs to know: the country of an address, and the fields records keep. */
import 'server-only'
import type { NextRequest } from 'next/server'
import { matchAcceptLanguage } from '@/i18n/detect'
import { localeInfo } from '@/i18n/locales'
import { isPrivateIp } from '@/lib/client-ip'
import { ok } from '../api/envelope'
import type { Handler } from '../api/endpoint'
import { ipHash } from '../api/http'
import type { visitorAddressInput } from '../api/schemas'

/** Country, city, region and timezone of an address from the GeoIP database geoip-lite ships (none for private ones). */
export async function geo(ip: string) {
  const empty = { country: '', city: '', region: '', timezone: '' }
  if (isPrivateIp(ip)) return empty
  const { default: geoip } = await import('geoip-lite')
  const found = geoip.lookup(ip)
  if (!found) return empty
  return {
    country: found.country ?? '',
    city: found.city ?? '',
    region: found.region ?? '',
    timezone: found.timezone ?? '',
  }
}

/** The visitor fields records keep: the address only as a salted hash. */
export const visitorFields = async (req: NextRequest, ip: string) => ({
  ipHash: ipHash(ip),
  country: (await geo(ip)).country,
  userAgent: (req.headers.get('user-agent') ?? '').slice(0, 512),
})

/** `sys/config/ip/get-visitor-ip`: the address as the server sees it, its geography, the browser's language. */
export const visitorAddress: Handler<typeof visitorAddressInput> = async ({ req, ip }) =>
  ok(
    {
      ip,
      ip_data: await geo(ip),
      ua: req.headers.get('user-agent') ?? '',
      language: localeInfo[matchAcceptLanguage(req.headers.get('accept-language')) ?? 'en'].tag,
    },
    { headers: { 'Cache-Control': 'no-store' } },
  )
