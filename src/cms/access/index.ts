/** Named access functions shared by every collection and global. */
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
export const isAdmin: Access = ({ req }) => roleOf(req) === 'admin'
export const isStaff: Access = ({ req }) => roleOf(req) === 'admin' || roleOf(req) === 'editor'
export const isAdminField: FieldAccess = ({ req }) => roleOf(req) === 'admin'

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
