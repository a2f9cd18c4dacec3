/** Leaves draft preview and returns to the same page as visitors see it (site paths only). */
import { draftMode } from 'next/headers'
import type { NextRequest } from 'next/server'
import { encodeSitePath, isSitePath } from '@/lib/redirect-target'

export const dynamic = 'force-dynamic'

export async function GET(req: NextRequest) {
  ;(await draftMode()).disable()
  const path = req.nextUrl.searchParams.get('path') ?? '/'
  const target = isSitePath(path) ? encodeSitePath(path) : '/'
  return new Response(null, { status: 307, headers: { Location: target, 'Cache-Control': 'no-store' } })
}
