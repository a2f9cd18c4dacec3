/**
 * Named access functions shared by every collection and global.
 *
 * Who may do what (tests/int/access.test.ts holds the full matrix and fails for a collection without a rule):
 * - anonymous visitors read published content, taxonomy, media, redirects and the public globals; nothing else;
 * - editors (the marketing team) write content and the page globals, read drafts and versions, and work the
 *   consultation requests (status and notes only); they read and edit only their own user record;
 * - admins (the operators) also manage users and are the only ones who read visitor records and statistics;
 * - records the product API writes (consultations' visitor fields, visitor records, statistics, accounts, login
 *   codes) are never written by hand: the API writes them with `overrideAccess`, past these rules.
 */
import type { Access, FieldAccess, PayloadRequest } from 'payload'

export type Role = 'admin' | 'editor'

/** The CMS role of a signed-in user (staff are in `users`; visitor accounts have none). */
export function roleOfUser(user: unknown): Role | undefined {
  const u = user as { roles?: Role; collection?: string } | null | undefined
  if (!u || u.collection !== 'users') return undefined
  return u.roles
}

const roleOf = (req: PayloadRequest) => roleOfUser(req.user)

export const anyone: Access = () => true
/**
 * Nobody through the CMS (REST, GraphQL, admin, Local API with `overrideAccess: false`). Also the `readVersions`
 * rule of collections and globals without versions: Payload mounts `/versions` endpoints for them anyway and
 * its default (any signed-in user) ends in a server error there; a plain 403 is the honest answer.
 */
export const nobody: Access = () => false
export const isAdmin: Access = ({ req }) => roleOf(req) === 'admin'
export const isStaff: Access = ({ req }) => roleOf(req) === 'admin' || roleOf(req) === 'editor'
export const isAdminField: FieldAccess = ({ req }) => roleOf(req) === 'admin'
/** A field nobody sets by hand (the product API writes it with `overrideAccess`). */
export const nobodyField: FieldAccess = () => false

/** Published documents for everyone; drafts only for signed-in staff. */
export const publishedOrStaff: Access = ({ req }) => {
  if (roleOf(req)) return true
  return { _status: { equals: 'published' } }
}

/** A user may read and edit their own record; admins may do so for everyone. */
export const adminOrSelf: Access = ({ req }) => {
  const role = roleOf(req)
  if (role === 'admin') return true
  if (role && req.user) return { id: { equals: req.user.id } }
  return false
}
