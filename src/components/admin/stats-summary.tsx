/**
 * The statistics in reach: above the admin dashboard (beforeDashboard), for admins only, the last 7 days (today
 * included, as the dashboard counts it) and the visitors of the last 30 minutes, with a link to the full view.
 * Editors see nothing here, as they cannot open the statistics either.
 */
import type { ServerProps } from 'payload'
import Link from 'next/link'
import { roleOfUser } from '@/cms/access'
import { dashboardData } from '@/server/stats/dashboard'
import { lastDays } from '@/server/stats/filter'
import './stats.css'

const DAYS = 7

export async function StatsSummary({ payload, user }: ServerProps) {
  if (roleOfUser(user) !== 'admin') return null
  const { from, to } = lastDays(DAYS)
  const { totals, visitorsNow } = await dashboardData(payload, { from, to })
  const figures: [string, string, number][] = [
    ['views', 'Page views', totals.views],
    ['registrations', 'Sign-ups', totals.registrations],
    ['sign-ins', 'Sign-ins', totals.signIns],
    ['downloads', 'Downloads', totals.downloads],
    ['visitors-now', 'Visitors, last 30 minutes', visitorsNow],
  ]
  return (
    <section className="stats-summary" aria-labelledby="stats-summary-title">
      <h2 id="stats-summary-title">Last {DAYS} days</h2>
      <ul className="stats-totals">
        {figures.map(([key, label, value]) => (
          <li key={key} data-figure={key}>
            {label} <strong>{value.toLocaleString('en-US')}</strong>
          </li>
        ))}
      </ul>
      <Link href={`/admin/stats?from=${from}&to=${to}`}>All statistics for these days</Link>
    </section>
  )
}
