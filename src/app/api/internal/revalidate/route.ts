/**
 * Revalidates cache tags for the server's own loop (src/server/site-tables/loader.ts), after a change it saw in
 * the database has committed. Only a request carrying this process's random token is answered; anything else is a
 * 404, as for any address that does not exist.
 */
import { timingSafeEqual } from 'node:crypto'
import { revalidateTag } from 'next/cache'
import type { NextRequest } from 'next/server'
import { INTERNAL_TOKEN_HEADER } from '@/lib/request-headers'
import { internalToken } from '@/server/site-tables/loader'

export const dynamic = 'force-dynamic'

const notFound = () =>
  new Response('Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })

export async function POST(req: NextRequest) {
  const given = Buffer.from(req.headers.get(INTERNAL_TOKEN_HEADER) ?? '')
  const expected = Buffer.from(internalToken())
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return notFound()
  let tags: unknown
  try {
    tags = ((await req.json()) as { tags?: unknown }).tags
  } catch {
    return new Response('Bad request', { status: 400 })
  }
  if (
    !Array.isArray(tags) ||
    !tags.every((t) => typeof t === 'string' && /^[a-z:-]{1,80}$/.test(t))
  )
    return new Response('Bad request', { status: 400 })
  for (const tag of tags as string[]) revalidateTag(tag, { expire: 0 })
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
}
