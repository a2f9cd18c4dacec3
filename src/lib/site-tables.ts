/**
 * The tables every request consults before Next.js renders (redirects, the route index, CMS staff), published on a
 * process-wide slot so the proxy and server.ts read them synchronously, never waiting on a fetch.
 */
import type { LoadedRouteIndex } from './route-index'
import type { RedirectTable } from './redirects/table'

export type StaffRole = 'admin' | 'editor'
/** A CMS user as the preview guard judges their sessions: role, and the preview epoch sessions must be of. */
export interface StaffMember {
  role: StaffRole
  previewEpoch: number
}

export interface SiteTables {
  redirects: RedirectTable
  routeIndex: LoadedRouteIndex
  /** CMS users by id: a preview session is valid only for a user still listed here, in its role and epoch. */
  staff: ReadonlyMap<string, StaffMember>
  /** The statistics markup admins configure (site settings): the pages' policy allows what it needs. */
  markup: string
  /** What the database said when these were built (row counts and last changes of the tables they read). */
  version: string
  /** The part of the version the pages depend on (staff changes aside). */
  contentVersion: string
}
