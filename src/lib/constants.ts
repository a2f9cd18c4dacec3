/** Business constants of the spec (section 9), named once. */

/** Language and referrer cookies live 365 days. */
export const LOCALE_COOKIE_DAYS = 365
export const REFERRER_COOKIE_DAYS = 365
export const DEVICE_ID_COOKIE_DAYS = 360
export const REFERRAL_COOKIE_DAYS = 7

/** Top loading bar. */
export const LOADING_BAR_THROTTLE_MS = 200
export const LOADING_BAR_DURATION_MS = 2000
export const LOADING_BAR_HEIGHT_PX = 3

/** Scroll handlers run trailing-only at this interval. */
export const SCROLL_THROTTLE_MS = 200

/** Fatal error screen counts down from this many seconds, then goes to the blog. */
export const ERROR_COUNTDOWN_SECONDS = 5
export const ERROR_FALLBACK_PATH = '/blog'

/** Query parameters a canonical URL may keep. */
export const CANONICAL_QUERY_WHITELIST = ['page'] as const

/** Cookies the product API and the pages share. */
export const REFERRAL_COOKIE = '_POWER_REF_CODE'
export const DEVICE_ID_COOKIE = 'device_id'
/** Referral codes: letters, digits, underscore and hyphen, 1 to 64 characters. */
export const REFERRAL_CODE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/
