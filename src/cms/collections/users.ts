import type { CollectionConfig } from 'payload'
import { adminOrSelf, isAdmin, isAdminField, nobody } from '../access'

/**
 * CMS staff. The first account ever created becomes an admin; later ones default to editor. Only admins create,
 * delete and unlock users or change a role; an editor reads and edits their own record (name, e-mail, password)
 * and nothing else. Password hashes, salts, reset tokens and the lock counters are hidden fields: no read returns
 * them and no query may filter or sort on them.
 */
export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', group: 'Admin' },
  auth: {
    // After 5 wrong passwords in a row the account is locked for 15 minutes, whatever the address (the login
    // throttle in src/server/login-throttle.ts limits attempts per address across accounts).
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
    tokenExpiration: 8 * 60 * 60,
    cookies: { sameSite: 'Lax' },
  },
  access: {
    admin: ({ req }) => Boolean(req.user),
    create: isAdmin,
    read: adminOrSelf,
    update: adminOrSelf,
    delete: isAdmin,
    // Payload's default lets any signed-in user unlock any account: an editor (or whoever holds an editor's
    // session) could clear the lock on an admin account between guesses and defeat the lockout.
    unlock: isAdmin,
    readVersions: nobody,
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'roles',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      saveToJWT: true,
      options: [
        { label: 'Admin', value: 'admin' },
        { label: 'Editor', value: 'editor' },
      ],
      access: { create: isAdminField, update: isAdminField },
    },
  ],
  hooks: {
    beforeChange: [
      async ({ data, operation, req }) => {
        if (operation !== 'create') return data
        const existing = await req.payload.count({ collection: 'users', overrideAccess: true, req })
        if (existing.totalDocs === 0) return { ...data, roles: 'admin' }
        return data
      },
    ],
  },
}
