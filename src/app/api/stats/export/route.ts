/** CSV export of one dashboard table, for admins (the CMS sign-in). */
import type { NextRequest } from 'next/server'
import { dashboardCsv } from '@/server/stats/csv'
import { dashboardData } from '@/server/stats/dashboard'
import { filterProblem, parseFilter } from '@/server/stats/filter'
import { cmsSession } from '@/server/payload'

export const dynamic = 'force-dynamic'

const text = (status: number, message: string) =>
  new Response(message, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })

export async function GET(req: NextRequest) {
  const { payload, signedIn, role } = await cmsSession(req.headers)
  if (!signedIn) return text(401, 'Sign in to the CMS as an administrator.')
  if (role !== 'admin') return text(403, 'Only administrators can export statistics.')
  const query = Object.fromEntries(req.nextUrl.searchParams)
  const table = query.table ?? ''
  const problem = filterProblem(query)
  if (problem) return text(400, problem)
  const filter = parseFilter(query)
  const csv = dashboardCsv(await dashboardData(payload, filter), table)
  if (csv === null)
    return text(
      400,
      'table must be one of daily, pages, sources, campaigns, referrals, errors, vitals, bots, refused, languages, referrers, countries, devices, systems, browsers, entries, funnel.',
    )
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="stats-${table}-${filter.from}-${filter.to}${filter.locale ? `-${filter.locale}` : ''}.csv"`,
      'Cache-Control': 'no-store',
    },
  })
}
