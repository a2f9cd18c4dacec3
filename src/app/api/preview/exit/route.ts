/** Leaves draft preview and returns to the same page as visitors see it (site paths only). */
import { draftMode } from 'next/headers'
import type { NextRequest } from 'next/server'
import { PREVIEW_COOKIE } from '@/lib/preview-session'
import { encodeSitePath, isSitePath } from '@/lib/redirect-target'

export const dynamic = 'force-dynamic'

export async function GET(req: NextRequest) {
  ;(await draftMode()).disable()
  const path = req.nextUrl.searchParams.get('path') ?? '/'
  const target = isSitePath(path) ? encodeSitePath(path) : '/'
  return new Response(null, {
    status: 307,
    headers: { Location: target, 'Cache-Control': 'no-store', 'Set-Cookie': `${PREVIEW_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax` },
  })
}
