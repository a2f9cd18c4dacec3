/** The admin navigation's link to the statistics dashboard, for the role that may open it (admins). */
import Link from 'next/link'
import { roleOfUser } from '@/cms/access'

export function StatsNavLink({ user }: { user?: unknown }) {
  if (roleOfUser(user) !== 'admin') return null
  return (
    <Link href="/admin/stats" className="nav__link" id="nav-stats">
      <span className="nav__link-label">Statistics</span>
    </Link>
  )
}
