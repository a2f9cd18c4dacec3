import 'server-only'
import { unstable_cache } from 'next/cache'
import { REDIRECTS_TAG } from '@/cms/hooks/revalidate'
import { canonicalRedirectSource, type RedirectEntry } from '@/lib/redirects/table'
import { assertRouteGuardName } from '@/lib/route-guards'
import { validateRedirectSource } from '@/lib/redirects/target'
import { fail, ok } from '../api/envelope'
import type { Handler } from '../api/endpoint'
import type { redirectLookupInput } from '../api/schemas'
import { getPayload } from '../payload'

/** Every editor-defined redirect, read from the database (the proxy's table: src/server/site-tables/loader.ts). */
export async function loadRedirects(): Promise<RedirectEntry[]> {
  const payload = await getPayload()
  const { docs } = await payload.find({
    collection: 'redirects',
    pagination: false,
    overrideAccess: false,
    depth: 0,
    select: { from: true, to: true, permanent: true, appMiddleware: true },
  })
  return docs.map((doc) => ({
    from: doc.from,
    to: doc.to ?? null,
    permanent: doc.permanent ?? true,
    appMiddleware: (doc.appMiddleware ?? []).map(assertRouteGuardName),
  }))
}

/** Every editor-defined redirect, cached until an editor changes one (the spec's `redirect/lookup`). */
export const listRedirects = unstable_cache(loadRedirects, ['redirects'], { tags: [REDIRECTS_TAG] })

/** The spec's redirect lookup by path: `{ redirect, appMiddleware }`. */
export async function lookupRedirect(
  path: string,
): Promise<{ redirect: string | null; appMiddleware: string[] }> {
  const key = canonicalRedirectSource(path)
  const entry = (await listRedirects()).find((e) => canonicalRedirectSource(e.from) === key)
  return { redirect: entry?.to ?? null, appMiddleware: entry?.appMiddleware ?? [] }
}

/** `redirect/lookup` */
export const redirectLookup: Handler<typeof redirectLookupInput> = async ({ input }) => {
  const valid = validateRedirectSource(input.path)
  if (valid !== true) return fail(400, `Invalid path: ${valid}`)
  return ok(await lookupRedirect(input.path))
}
