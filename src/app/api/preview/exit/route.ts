/**
 * Leaves draft preview and returns to the same page as visitors see it (site paths only). The preview session ends
 * on the server too (src/server/preview/sessions.ts): cookies the browser keeps regardless show no drafts.
 */
import { cookies, draftMode } from 'next/headers'
import type { NextRequest } from 'next/server'
import { getPayloadSecret } from '@/config'
import { PREVIEW_COOKIE, verifyPreviewSession } from '@/lib/preview-session'
import { encodeSitePath, isSitePath } from '@/lib/redirects/target'
import { getPayload } from '@/server/payload'
import { endPreviewSessions } from '@/server/preview/sessions'

export const dynamic = 'force-dynamic'

export async function GET(req: NextRequest) {
  const token = req.cookies.get(PREVIEW_COOKIE)?.value
  const session = token ? verifyPreviewSession(token, getPayloadSecret()) : null
  if (session) await endPreviewSessions(await getPayload(), session.userId)
  ;(await draftMode()).disable()
  // Through Next.js's cookie store like draft mode's own cookie: a Set-Cookie header of the response beside them
  // was parsed again by Next.js, which dropped its `Max-Age=0` (the server then gave it its default lifetime).
  ;(await cookies()).delete(PREVIEW_COOKIE)
  const path = req.nextUrl.searchParams.get('path') ?? '/'
  const target = isSitePath(path) ? encodeSitePath(path) : '/'
  return new Response(null, {
    status: 307,
    headers: { Location: target, 'Cache-Control': 'no-store' },
  })
}
