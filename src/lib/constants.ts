/** Business constants of the spec (section 9), named once. */

/** Top loading bar. */
export const LOADING_BAR_THROTTLE_MS = 200
export const LOADING_BAR_DURATION_MS = 2000
export const LOADING_BAR_HEIGHT_PX = 3

/** Scroll handlers run trailing-only at this interval. */
export const SCROLL_THROTTLE_MS = 200

/** Fatal error screen counts down from this many seconds, then goes to the blog. */
export const ERROR_COUNTDOWN_SECONDS = 5
export const ERROR_FALLBACK_PATH = '/blog'

/** Referral codes: letters, digits, underscore and hyphen, 1 to 64 characters. */
export const REFERRAL_CODE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/

/** Statistics queue (spec sections 4 and 9): batch size, idle flush, and the page-error codes. */
export const STATS_BATCH_SIZE = 20
export const STATS_IDLE_FLUSH_MS = 10_000
export const ERROR_CODE_RESOURCE = 100101
export const ERROR_CODE_SCRIPT = 100102
export const ERROR_CODE_REJECTION = 100103

/** A chunk-load error reloads the page at most once per this many ms for the same path. */
export const CHUNK_RELOAD_GUARD_MS = 10_000
/** One-tap prompt delay after load; toast duration; tips popup delay and exit animation. */
export const ONE_TAP_DELAY_MS = 3_000
export const TOAST_MS = 3_600
export const TIPS_DELAY_MS = 1_000
export const TIPS_EXIT_MS = 300
/** Registration banner: appears after, re-shows after idle, hide animation. */
export const BANNER_SHOW_MS = 1_000
export const BANNER_IDLE_MS = 5_000
/** Consultation button (zh) starts this long after load. */
export const CONSULT_DELAY_MS = 500
/** The pages with the consultation button, told by `<html lang>`, which the browser reads before any config. */
export const CONSULT_LANG_TAG = 'zh-CN'
/** Chat widget polling and the floating button offsets (spec section 9). */
export const CHAT_POLL_MS = 500
export const CHAT_POLL_TICKS = 1200
/** A loaded widget script whose frame has not shown after this long has failed, as far as the visitor can tell. */
export const CHAT_READY_TIMEOUT_MS = 15_000
export const FLOAT_OFFSET_DEFAULT_PX = 93
export const FLOAT_OFFSET_GAP_PX = 5
export const FLOAT_OFFSET_BOTTOM_ADJUST_PX = 12
/** Route prefetching: at most this many in flight. */
export const PREFETCH_CONCURRENCY = 4
/** Build polling interval. */
export const BUILD_POLL_MS = 5 * 60_000
