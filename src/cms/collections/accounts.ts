import type { CollectionConfig } from 'payload'
import { isAdmin, nobody } from '../access'

/**
 * Visitor accounts created by one-tap sign-in (not CMS users: they can never sign in to the admin).
 * Admins only: e-mail addresses and identity-provider ids are personal data the marketing team's content work
 * does not need, and the sign-ups they feed are on the admin-only statistics dashboard.
 */
export const Accounts: CollectionConfig = {
  slug: 'accounts',
  admin: {
    group: 'Visitors',
    useAsTitle: 'email',
    defaultColumns: ['email', 'language', 'referredBy', 'createdAt'],
  },
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin, readVersions: nobody },
  fields: [
    { name: 'provider', type: 'select', required: true, options: ['google'] },
    {
      name: 'subject',
      type: 'text',
      required: true,
      unique: true,
      admin: { description: 'The identity provider’s user id.' },
    },
    { name: 'email', type: 'email' },
    { name: 'emailVerified', type: 'checkbox' },
    { name: 'name', type: 'text' },
    {
      name: 'inviteCode',
      type: 'text',
      required: true,
      unique: true,
      admin: { description: 'This account’s own invite code.' },
    },
    {
      name: 'referredBy',
      type: 'text',
      index: true,
      admin: { description: 'Invite or referral code used at sign-up.' },
    },
    { name: 'language', type: 'text' },
    { name: 'source', type: 'text' },
    { name: 'referer', type: 'text' },
  ],
}

/** Single-use, short-lived login codes (only their hash is stored). */
export const LoginCodes: CollectionConfig = {
  slug: 'login-codes',
  admin: { group: 'Visitors', hidden: true },
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin, readVersions: nobody },
  fields: [
    { name: 'codeHash', type: 'text', required: true, unique: true },
    { name: 'account', type: 'relationship', relationTo: 'accounts', required: true },
    { name: 'expiresAt', type: 'date', required: true },
    { name: 'usedAt', type: 'date' },
  ],
}
