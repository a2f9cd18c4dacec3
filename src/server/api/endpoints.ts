import 'server-only'
import { validateRedirectSource } from '@/lib/redirect-target'
import { buildRouteIndex } from '../editorial'
import { listRedirects, lookupRedirect } from '../redirects'
import { fail, ok } from './envelope'

/** One entry of the product API: method, path below the API base, and handler (which parses its own input). */
export interface Endpoint {
  method: 'GET' | 'POST'
  path: string
  handler: (req: Request, url: URL) => Promise<Response>
}

/** Every endpoint of the product API, so the whole contract reads in one place. */
export const endpoints: Endpoint[] = [
  {
    method: 'GET',
    path: 'redirect/lookup',
    handler: async (_req, url) => {
      const path = url.searchParams.get('path')
      if (!path) return fail(400, 'Query parameter "path" is required.')
      const valid = validateRedirectSource(path)
      if (valid !== true) return fail(400, `Invalid path: ${valid}`)
      return ok(await lookupRedirect(path))
    },
  },
  {
    method: 'GET',
    path: 'redirect/table',
    handler: async () => ok(await listRedirects()),
  },
  {
    method: 'GET',
    path: 'route-index',
    handler: async () => ok(await buildRouteIndex()),
  },
]
