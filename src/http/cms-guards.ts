/**
 * Requests Payload or Next.js would answer with a server error, refused (or mended) by server.ts first; each rule
 * names what the framework does with such a request. Plain Node: server.ts loads this before the app.
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

/** An uploaded file's name as Payload stores it: no separators, control characters, leading dot or escapes left once decoded (`..%252f`). */
function mediaFileNameProblem(raw: string): Refusal | null {
  if (raw === '') return { status: 404, message: 'No file name.' }
  let name: string
  try {
    name = decodeURIComponent(raw)
  } catch {
    return { status: 400, message: 'The file name is not valid percent-encoded UTF-8.' }
  }
  if (/[\u0000-\u001f\u007f/\\%]/.test(name) || name.startsWith('.'))
    return { status: 400, message: 'Not a file name.' }
  return null
}

/**
 * Why Payload must not see this request (path without the query), or null. Payload answers 500 for a media file
 * without a valid name, `/versions` of its own collections, and `DELETE payload-preferences/{key}` (invalid SQL on
 * SQLite; the admin never sends it); 501 with the bind address for `payload-migrations`.
 */
export function cmsRequestProblem(
  method: string,
  path: string,
  routes: CmsRouteTable | null = null,
): Refusal | null {
  if (!path.startsWith(`${CMS_API_PREFIX}/`)) return null
  if (path.startsWith(MEDIA_FILE) || path === MEDIA_FILE.slice(0, -1)) {
    const name = mediaFileNameProblem(path.slice(MEDIA_FILE.length))
    if (name) return name
  }
  const [collection = '', second] = path.slice(CMS_API_PREFIX.length + 1).split('/')
  if (collection === 'payload-migrations') return { status: 404, message: 'Not found.' }
  if (collection.startsWith('payload-') && second === 'versions')
    return { status: 404, message: 'Not found.' }
  if (collection === 'payload-preferences' && method === 'DELETE')
    return {
      status: 405,
      message: 'Preferences are replaced with POST, not deleted.',
      allow: ['GET', 'HEAD', 'OPTIONS', 'POST'],
    }
  // Every other request must be one of Payload's declared endpoints (src/lib/cms-routes.ts).
  const verdict = routes
    ? cmsRouteVerdict(routes, method, path.slice(CMS_API_PREFIX.length + 1))
    : null
  if (verdict?.status === 404) return { status: 404, message: 'Not found.' }
  if (verdict?.status === 405)
    return { status: 405, message: `Method ${method} is not allowed here.`, allow: verdict.allow }
  return null
}

/** A body Payload cannot parse as a form (`multipart/*` without a boundary, or not form-data): it answers 500. */
export function cmsBodyProblem(
  method: string,
  path: string,
  contentType: string | undefined,
  hasBody = true,
): Refusal | null {
  if (!path.startsWith(`${CMS_API_PREFIX}/`) || !['POST', 'PUT', 'PATCH'].includes(method))
    return null
  const type = (contentType ?? '').toLowerCase()
  // Payload reads JSON and multipart forms; any other body reached its hooks as no data at all (500).
  if (hasBody && !type.startsWith('multipart/') && !/^application\/json\s*(?:;|$)/.test(type))
    return { status: 415, message: 'Send JSON (application/json) or a multipart form.' }
  if (!type.startsWith('multipart/')) return null
  if (!type.startsWith('multipart/form-data'))
    return { status: 400, message: 'Send forms as multipart/form-data.' }
  if (!/;\s*boundary=("?)[^";]{1,70}\1\s*(?:;|$)/.test(type))
    return { status: 400, message: 'A multipart body needs a boundary.' }
  return null
}

/**
 * An uploaded file missing from `mediaDir` (null for a bucket, whose handler answers 404): Payload answers 500, as
 * its access check passes for any name when media are public.
 */
export function missingMediaFile(
  path: string,
  mediaDir: string | null,
  exists: (file: string) => boolean,
): Refusal | null {
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

/** Files (a path with an extension, outside the API and the CMS) are only read: Next.js answers a write with a 500. */
export function fileMethodProblem(method: string, path: string): Refusal | null {
  if (path.startsWith('/api/') || path.startsWith('/cms/') || !/\.[A-Za-z0-9]{1,8}$/.test(path))
    return null
  if (method === 'GET' || method === 'HEAD') return null
  return {
    status: 405,
    message: `Method ${method} is not allowed for a file.`,
    allow: ['GET', 'HEAD'],
  }
}

/**
 * Pages are read with GET and HEAD, or posted to as server actions (`Next-Action`, the admin's); Next.js takes any
 * other write for a form action and answers 500.
 */
export function pageMethodProblem(
  method: string,
  path: string,
  nextAction: boolean,
): Refusal | null {
  if (
    path.startsWith('/api/') ||
    path.startsWith('/cms/api/') ||
    method === 'GET' ||
    method === 'HEAD' ||
    method === 'OPTIONS'
  )
    return null
  if (method === 'POST' && nextAction) return null
  return {
    status: 405,
    message: `Method ${method} is not allowed for a page.`,
    allow: ['GET', 'HEAD'],
  }
}

/**
 * The admin's `redirect` parameter with non-ASCII percent-encoded, or null when it needs nothing: Payload puts it
 * decoded in `Location`, where a non-ASCII character is a TypeError in Node.js (500).
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
