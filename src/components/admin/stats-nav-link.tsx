/** The admin navigation's link to the statistics dashboard. */
import Link from 'next/link'

export function StatsNavLink() {
  return (
    <Link href="/admin/stats" className="nav__link" id="nav-stats">
      <span className="nav__link-label">Statistics</span>
    </Link>
  )
}
