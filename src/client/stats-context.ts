/** Who and where a statistics batch comes from: the device id (with consent) and the context every batch carries. */
import { COOKIES } from '@/lib/cookies'
import { PUBLIC_BUILD_ID } from '@/lib/public-config'
import { consentGranted } from './consent'
import { readCookie, writeCookie } from './cookies'

export const randomId = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/**
 * Without consent, visits are counted under an id that lives as long as the page: nothing is kept on the device
 * but the queued events sent under it and not yet confirmed.
 */
let pageId: string | undefined

/** The device id cookie (360 days), created on first use once the visitor allows it (src/client/consent.ts). */
export function deviceId(): string {
  if (!consentGranted()) return (pageId ??= randomId())
  let id = readCookie(COOKIES.deviceId.name)
  if (!id || !/^[A-Za-z0-9_-]{8,64}$/.test(id)) {
    id = randomId()
    writeCookie(COOKIES.deviceId.name, id, COOKIES.deviceId.days)
  }
  return id
}

/** App version from the user agent: the browser's name and major version. */
export function appVersion(ua: string): string {
  const match = /(Edg|OPR|YaBrowser|SamsungBrowser|Firefox|Chrome|Version)\/(\d+)/.exec(ua)
  if (!match) return ''
  const name = match[1] === 'Version' ? 'Safari' : match[1]
  return `${name} ${match[2]}`.slice(0, 32)
}

/** The common context of every batch (spec section 3), under the device id its events are sent with. */
export function commonContext(locale: string, deviceIdOfBatch: string) {
  const nav = navigator as Navigator & {
    connection?: { effectiveType?: string }
    userAgentData?: { platform?: string }
  }
  const ua = nav.userAgent
  // The screen and network describe the device beyond counting a visit: sent only with consent.
  const device = consentGranted()
    ? {
        screen_height: screen.height,
        screen_width: screen.width,
        dpr: Math.round(devicePixelRatio * 100) / 100,
        network: (nav.connection?.effectiveType ?? '').slice(0, 16),
      }
    : {}
  return {
    device_id: deviceIdOfBatch,
    os: (/Mac/i.test(nav.userAgentData?.platform ?? ua) ? 1 : 0) as 0 | 1,
    // The server drops batches from bots by it.
    ua: ua.slice(0, 1024),
    ...device,
    app_version: appVersion(ua),
    js_version: PUBLIC_BUILD_ID.slice(0, 32),
    page: location.href.slice(0, 2048),
    locale: locale.slice(0, 8),
    timestamp: Date.now(),
  }
}
