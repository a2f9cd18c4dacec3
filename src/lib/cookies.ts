/** Every cookie the site sets or reads, by name, with its lifetime (spec section 9, and the CMS's own). */

const DAY_SECONDS = 24 * 60 * 60

export const COOKIES = {
  /** The visitor's language choice (spec: 365 days, path /, SameSite=Lax). */
  locale: { name: 'i18n_redirected', days: 365 },
  /** The second cookie the spec stores the chosen locale in. */
  myLocale: { name: 'myLocale', days: 365 },
  /** The first-visit referrer (spec: 365 days). */
  referrer: { name: '_POWER_REFERRER', days: 365 },
  /** The device id statistics and fingerprints are counted by (spec: 360 days). */
  deviceId: { name: 'device_id', days: 360 },
  /** A referral code from `ref`/`code` (spec: 7 days), set by the API. */
  referral: { name: '_POWER_REF_CODE', days: 7 },
  /** The visitor's privacy choice, `all` or `necessary` (src/client/consent.ts): asked again after 180 days. */
  consent: { name: 'site_consent', days: 180 },
} as const

/** A cookie's lifetime in seconds (Max-Age). */
export const maxAgeOf = (cookie: { days: number }) => cookie.days * DAY_SECONDS

/** Next.js's draft-mode cookie, and the older preview-mode one it also honours (src/lib/preview-session.ts). */
export const DRAFT_MODE_COOKIES = ['__prerender_bypass', '__next_preview_data'] as const
