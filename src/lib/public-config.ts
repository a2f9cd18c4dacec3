/**
 * Public runtime configuration the browser may read, inlined at build time: the one module besides src/config.ts
 * that reads the environment (Next.js replaces `process.env.NEXT_PUBLIC_*` here in client bundles; src/config.ts
 * reads files and must not reach them).
 */

/** The client API base (spec section 7): same-origin `/api` unless NEXT_PUBLIC_API_BASE says otherwise. */
export const CLIENT_API_BASE = (process.env.NEXT_PUBLIC_API_BASE || '/api').replace(/\/+$/, '')

/** The build's id, inlined into the pages (they compare it with the server's to notice a new deployment). */
export const PUBLIC_BUILD_ID = process.env.NEXT_PUBLIC_BUILD_ID ?? ''
