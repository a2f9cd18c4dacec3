/**
 * Requests to the CMS that Payload answers with a server error, refused (or mended) by server.ts before Next.js
 * sees them. Each one was found by a probe or the fuzz test (tests/e2e/fuzz.spec.ts, "CMS routes and every
 * method"); each rule names what Payload does with such a request.
 *
 * Plain Node: server.ts loads this before the app.
 */
import { cmsRouteVerdict, type CmsRouteTable } from '../lib/cms-routes'
import { CMS_API_PREFIX } from '../server/sign-in/throttle'

export interface Refusal {
  status: 400 | 404 | 405 | 415
  message: string
  /** The methods the path takes (405). */
  allow?: string[]
}

const MEDIA_FILE = `${CMS_API_PREFIX}/media/file/`

/**
 * An uploaded file's name as Payload stores it: no path separators, no control characters, no escapes left after
 * one decoding (`..%252f` is `..%2f` once decoded: a traversal attempt), no leading dot.
 */
function mediaFileNameProblem(raw: string): Refusal | null {
  if (raw === '') return { status: 404, message: 'No file name.' }
  let name: string
  try {
    name = decodeURIComponent(raw)
  } catch {
    return { status: 400, message: 'The file name is not valid percent-encoded UTF-8.' }
  }
  if (/[\u0000-\u001f\u007f/\\%]/.test(name) || name.startsWith('.')) return { status: 400, message: 'Not a file name.' }
  return null
}

/**
 * Why Payload must not see this request, or null. `path` is the request path without the query.
 * - `/cms/api/media/file/` without a name (500: a query with NaN), with NUL (500: fs refuses the path) or an
 *   escaped traversal (500);
 * - `/versions` of Payload's own collections (`payload-kv`, `payload-locked-documents`, `payload-preferences`,
 *   `payload-migrations`), which have no versions: 500 for a signed-in user;
 * - `payload-migrations`, whose endpoints are off: Payload answers 501 "Cannot GET http://{bind address}/…";
 * - `DELETE /cms/api/payload-preferences/{key}`: Payload's query for it is invalid SQL on SQLite (500 and an
 *   error in the log). The admin never sends it (it writes preferences with POST).
 */
export function cmsRequestProblem(method: string, path: string, routes: CmsRouteTable | null = null): Refusal | null {
  if (!path.startsWith(`${CMS_API_PREFIX}/`)) return null
  if (path.startsWith(MEDIA_FILE) || path === MEDIA_FILE.slice(0, -1)) {
    const name = mediaFileNameProblem(path.slice(MEDIA_FILE.length))
    if (name) return name
  }
  const [collection = '', second] = path.slice(CMS_API_PREFIX.length + 1).split('/')
  if (collection === 'payload-migrations') return { status: 404, message: 'Not found.' }
  if (collection.startsWith('payload-') && second === 'versions') return { status: 404, message: 'Not found.' }
  if (collection === 'payload-preferences' && method === 'DELETE')
    return { status: 405, message: 'Preferences are replaced with POST, not deleted.', allow: ['GET', 'HEAD', 'OPTIONS', 'POST'] }
  // Every other request must be one of Payload's declared endpoints (src/lib/cms-routes.ts).
  const verdict = routes ? cmsRouteVerdict(routes, method, path.slice(CMS_API_PREFIX.length + 1)) : null
  if (verdict?.status === 404) return { status: 404, message: 'Not found.' }
  if (verdict?.status === 405) return { status: 405, message: `Method ${method} is not allowed here.`, allow: verdict.allow }
  return null
}

/**
 * A body Payload cannot parse as a form: `multipart/*` without a boundary, or a multipart type other than
 * form-data, made it answer 500 ("Request is not eligible for file upload").
 */
export function cmsBodyProblem(method: string, path: string, contentType: string | undefined, hasBody = true): Refusal | null {
  if (!path.startsWith(`${CMS_API_PREFIX}/`) || !['POST', 'PUT', 'PATCH'].includes(method)) return null
  const type = (contentType ?? '').toLowerCase()
  // Payload reads JSON and multipart forms; any other body reached its hooks as no data at all (500).
  if (hasBody && !type.startsWith('multipart/') && !/^application\/json\s*(?:;|$)/.test(type))
    return { status: 415, message: 'Send JSON (application/json) or a multipart form.' }
  if (!type.startsWith('multipart/')) return null
  if (!type.startsWith('multipart/form-data')) return { status: 400, message: 'Send forms as multipart/form-data.' }
  if (!/;\s*boundary=("?)[^";]{1,70}\1\s*(?:;|$)/.test(type)) return { status: 400, message: 'A multipart body needs a boundary.' }
  return null
}

/**
 * An uploaded file that is not on the disk (local storage): Payload answers every such name with a 500 and an
 * error in the log, since its access check passes for a name no document has when media are public. `mediaDir` is
 * where local uploads live (null when they are in a bucket, whose handler answers 404 itself).
 */
export function missingMediaFile(path: string, mediaDir: string | null, exists: (file: string) => boolean): Refusal | null {
  if (!mediaDir || !path.startsWith(MEDIA_FILE)) return null
  let name: string
  try {
    name = decodeURIComponent(path.slice(MEDIA_FILE.length))
  } catch {
    return null
  }
  if (mediaFileNameProblem(path.slice(MEDIA_FILE.length))) return null
  return exists(`${mediaDir}/${name}`) ? null : { status: 404, message: 'No such file.' }
}

/**
 * Files (a path ending in an extension, outside the API and the CMS: the build's assets, `favicon.ico`, sitemaps,
 * feeds) are only read: Next.js answered `PUT /favicon.ico` with a 500.
 */
export function fileMethodProblem(method: string, path: string): Refusal | null {
  if (path.startsWith('/api/') || path.startsWith('/cms/') || !/\.[A-Za-z0-9]{1,8}$/.test(path)) return null
  if (method === 'GET' || method === 'HEAD') return null
  return { status: 405, message: `Method ${method} is not allowed for a file.`, allow: ['GET', 'HEAD'] }
}

/**
 * Pages (everything outside the API, the CMS's API and files) are read with GET and HEAD. A POST with Next.js's
 * `Next-Action` header is a server action (the CMS admin's server functions use them); any other write to a page
 * was taken by Next.js for a form action and ended in a 500.
 */
export function pageMethodProblem(method: string, path: string, nextAction: boolean): Refusal | null {
  if (path.startsWith('/api/') || path.startsWith('/cms/api/') || method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return null
  if (method === 'POST' && nextAction) return null
  return { status: 405, message: `Method ${method} is not allowed for a page.`, allow: ['GET', 'HEAD'] }
}

/**
 * The admin's `redirect` parameter with characters outside ASCII percent-encoded, or null when it needs nothing.
 * Payload's sign-in page sends a signed-in user on to that parameter as it decodes it, and a `Location` header
 * with `/ーx` in it is a TypeError in Node.js (500); `/%E3%83%BCx` is the same address.
 */
export function asciiAdminRedirect(url: string): string | null {
  if (!url.startsWith('/admin') || !url.includes('redirect=')) return null
  const at = url.indexOf('?')
  if (at === -1) return null
  const query = new URLSearchParams(url.slice(at + 1))
  const target = query.get('redirect')
  if (target === null || !/[^\u0000-\u007f]/.test(target)) return null
  try {
    query.set('redirect', encodeURI(target))
  } catch {
    query.delete('redirect')
  }
  return `${url.slice(0, at)}?${query.toString()}`
}
