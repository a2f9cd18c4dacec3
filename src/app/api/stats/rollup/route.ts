/** Runs the statistics job now (roll-ups of the retained days, then retention), for admins. */
import type { NextRequest } from 'next/server'
import { cmsSession } from '@/server/payload'
import { runStatsJob } from '@/server/stats/jobs'

export const dynamic = 'force-dynamic'

export async function POST(req: NextRequest) {
  const { payload, signedIn, role } = await cmsSession(req.headers)
  if (!signedIn)
    return Response.json(
      { code: 401, msg: 'Sign in to the CMS as an administrator.', data: null },
      { status: 401 },
    )
  if (role !== 'admin')
    return Response.json(
      { code: 403, msg: 'Only administrators can run the statistics job.', data: null },
      { status: 403 },
    )
  const started = Date.now()
  const result = await runStatsJob(payload)
  // The dashboard's button (a plain form): back to the dashboard, which shows when the roll-ups were built.
  if (req.headers.get('content-type')?.startsWith('application/x-www-form-urlencoded')) {
    return new Response(null, {
      status: 303,
      headers: { Location: '/admin/stats?rebuilt=1', 'Cache-Control': 'no-store' },
    })
  }
  return Response.json(
    { code: 0, msg: 'ok', data: { ...result, ms: Date.now() - started } },
    { headers: { 'Cache-Control': 'no-store' } },
  )
}
