/** Public runtime configuration the browser may read (inlined at build time). */

/** The client API base (spec section 7): same-origin `/api` unless NEXT_PUBLIC_API_BASE says otherwise. */
export const CLIENT_API_BASE = (process.env.NEXT_PUBLIC_API_BASE || '/api').replace(/\/+$/, '')
