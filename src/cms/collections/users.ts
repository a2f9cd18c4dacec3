import { APIError, type CollectionConfig, type PayloadRequest } from 'payload'
import { COOKIE_SECURE, getPayloadSecret } from '@/config'
import { cookieValue } from '@/lib/preview-session'
import { CLIENT_IP_HEADER } from '@/lib/request-headers'
import { forgotPasswordAfterAnswer } from '@/server/sign-in/forgot-password'
import { endPreviewSessions } from '@/server/preview/sessions'
import {
  accountKey,
  attemptKeys,
  hashLikePasswordCheck,
  recordFailure,
  recordSuccess,
  secondsToWait,
  signTrustedDevice,
  TRUSTED_DEVICE_COOKIE,
  TRUSTED_DEVICE_DAYS,
  TRUSTED_DEVICE_PATH,
  trustedDevice,
} from '@/server/sign-in/slowdown'
import { adminOrSelf, isAdmin, isAdminField, nobody, nobodyField } from '../access'

/** What the sign-in slow-down noted about this attempt, for the hooks that learn its outcome. */
interface Attempt {
  account: string
  keys: ReturnType<typeof attemptKeys>
}
const attemptOf = (req: PayloadRequest) =>
  (req.context as { signInAttempt?: Attempt } | undefined)?.signInAttempt

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
    // No lock: five wrong passwords from anyone locked any account, the admin's included, and said so. Wrong
    // passwords slow down further attempts instead, except from the account's own trusted browsers
    // (src/server/sign-in/slowdown.ts); the throttle in src/server/sign-in/throttle.ts limits attempts per address.
    maxLoginAttempts: 0,
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
  // Before Payload's own: the answer does not wait for the address to be looked up (src/server/sign-in/forgot-password.ts).
  endpoints: [{ path: '/forgot-password', method: 'post', handler: forgotPasswordAfterAnswer }],
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'roles',
      type: 'select',
      required: true,
      // Shown as it will be: the first account (made on the create-first-user form, nobody signed in) is an
      // admin, whatever the form says (beforeChange below); accounts an admin adds are editors unless chosen.
      defaultValue: ({ user }: { user?: unknown }) => (user ? 'editor' : 'admin'),
      admin: {
        description:
          'The first account is always an admin. Admins manage accounts and settings; editors publish content.',
      },
      saveToJWT: true,
      options: [
        { label: 'Admin', value: 'admin' },
        { label: 'Editor', value: 'editor' },
      ],
      access: { create: isAdminField, update: isAdminField },
    },
    {
      // Moves on when the user leaves preview or signs out: their preview sessions issued before are over
      // (src/server/preview/sessions.ts). Nobody sets it through the CMS.
      name: 'previewEpoch',
      type: 'number',
      defaultValue: 0,
      hidden: true,
      access: { create: nobodyField, update: nobodyField },
    },
  ],
  hooks: {
    beforeOperation: [
      async ({ args, operation, req }) => {
        if (operation !== 'login') return args
        const data = (args as { data?: { email?: unknown; password?: unknown } }).data
        const secret = getPayloadSecret()
        const account = accountKey(secret, String(data?.email ?? ''))
        const device = trustedDevice(
          secret,
          cookieValue(req.headers.get('cookie') ?? '', TRUSTED_DEVICE_COOKIE),
          account,
        )
        const keys = attemptKeys(account, device, req.headers.get(CLIENT_IP_HEADER) ?? '')
        const wait = await secondsToWait(keys)
        // The same answer whether or not the account exists (the wait is counted per e-mail as typed).
        if (wait > 0)
          throw new APIError(`Too many failed sign-in attempts. Try again in ${wait} s.`, 429)
        req.context = { ...req.context, signInAttempt: { account, keys } satisfies Attempt }
        // Payload hashes the password only for an account that exists: an address without one is hashed for here.
        const email = typeof data?.email === 'string' ? data.email.toLowerCase().trim() : ''
        if (email && typeof data?.password === 'string' && data.password.trim() !== '') {
          const { totalDocs } = await req.payload.count({
            collection: 'users',
            where: { email: { equals: email } },
            overrideAccess: true,
            req,
          })
          if (totalDocs === 0) await hashLikePasswordCheck(data.password)
        }
        return args
      },
    ],
    afterLogin: [
      async ({ req, user }) => {
        const attempt = attemptOf(req)
        if (!attempt) return user
        await recordSuccess(attempt.keys)
        // This browser is now one of the account's own: others' failures no longer slow it down.
        const token = signTrustedDevice(getPayloadSecret(), attempt.account)
        const cookie = `${TRUSTED_DEVICE_COOKIE}=${token}; Path=${TRUSTED_DEVICE_PATH}; Max-Age=${TRUSTED_DEVICE_DAYS * 86_400}; HttpOnly; SameSite=Strict${COOKIE_SECURE ? '; Secure' : ''}`
        req.responseHeaders = req.responseHeaders ?? new Headers()
        req.responseHeaders.append('Set-Cookie', cookie)
        return user
      },
    ],
    // Signing out of the CMS ends the user's draft preview too, in every browser.
    afterLogout: [
      async ({ req }) => {
        if (req.user) await endPreviewSessions(req.payload, req.user.id, req)
      },
    ],
    afterError: [
      async ({ error, req }) => {
        const attempt = attemptOf(req)
        // A wrong password (or an unknown e-mail: Payload answers both alike with 401).
        if (attempt && (error as { status?: number }).status === 401)
          await recordFailure(attempt.keys)
      },
    ],
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
