/** The product API entry: the endpoint table's dispatcher (src/server/api/dispatch.ts). */
import type { NextRequest } from 'next/server'
import { dispatch } from '@/server/api/dispatch'

export const dynamic = 'force-dynamic'

async function handle(
  req: NextRequest,
  { params }: { params: Promise<{ path: string[] }> },
): Promise<Response> {
  const { path } = await params
  return dispatch(req, path.join('/'))
}

export const GET = handle
export const POST = handle
export const OPTIONS = handle
