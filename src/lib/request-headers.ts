/** Headers between the HTTP server, the proxy and the rendering layer (always overwritten, never trusted from clients). */

/** Request: the locale and public path the visitor asked for. */
export const SITE_LOCALE_HEADER = 'x-site-locale'
export const SITE_PATH_HEADER = 'x-site-path'
/** Request: which 404 the proxy's decision is, 'route' or 'validation' (src/app/global-not-found.tsx shows it). */
export const NOT_FOUND_HEADER = 'x-site-not-found'
/** Request: the visitor's address as the HTTP server saw it (forwarding headers only from trusted proxies). */
export const CLIENT_IP_HEADER = 'x-site-client-ip'
/** Request: the server's own calls to itself (src/server/site-tables/loader.ts), with a random token of the process. */
export const INTERNAL_TOKEN_HEADER = 'x-site-internal-token'
