/** Configuration the browser may read, inlined at build time; apart from src/config.ts, which reads files. */

/** The client API base (spec section 7): same-origin `/api` unless NEXT_PUBLIC_API_BASE says otherwise. */
export const CLIENT_API_BASE = (process.env.NEXT_PUBLIC_API_BASE || '/api').replace(/\/+$/, '')

/** The build's id, inlined into the pages (they compare it with the server's to notice a new deployment). */
export const PUBLIC_BUILD_ID = process.env.NEXT_PUBLIC_BUILD_ID ?? ''
