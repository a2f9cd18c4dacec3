import { describe, expect, it } from 'vitest'
import { StatsNavLink } from './stats-nav-link'

describe('StatsNavLink', () => {
  it('links admins to the statistics dashboard', () => {
    const link = StatsNavLink({ user: { collection: 'users', roles: 'admin' } })
    expect((link?.props as { href?: string } | undefined)?.href).toBe('/admin/stats')
  })

  it('shows editors and anyone else no link to a view they cannot open', () => {
    expect(StatsNavLink({ user: { collection: 'users', roles: 'editor' } })).toBeNull()
    expect(StatsNavLink({ user: { collection: 'accounts', roles: 'admin' } })).toBeNull()
    expect(StatsNavLink({})).toBeNull()
  })
})
