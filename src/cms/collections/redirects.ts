import type { CollectionConfig, PayloadRequest } from 'payload'
import type { Redirect } from '../payload-types'
import { origins } from '@/i18n/urls'
import { insecureTarget, redirectLoop, redirectWarnings } from '@/lib/redirects/checks'
import { siteTables } from '@/server/site-tables/slot'
import { anyone, isStaff, nobody } from '../access'
import { revalidateRedirects } from '../hooks/revalidate'
import { routeGuardNames } from '@/lib/route-guards'
import { REDIRECT_HOSTS } from '@/config'
import { canonicalRedirectSource } from '@/lib/redirects/table'
import { validateRedirectSource, validateRedirectTarget } from '@/lib/redirects/target'

/**
 * Editor-defined redirects, looked up by path before locale routing (spec section 2). Readable by anyone: the site
 * reads them as a visitor would (`overrideAccess: false`) and every rule shows in the answers anyway.
 */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  admin: { useAsTitle: 'from', defaultColumns: ['from', 'to', 'permanent'], group: 'Site' },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff, readVersions: nobody },
  fields: [
    {
      name: 'from',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: {
        description:
          'The old address, with its language prefix: /old-page (English) or /ru/old-page on the global site; on the Chinese site (zh.…) write it as /zh/old-page, and /zh for its home page.',
      },
      validate: (value: string | null | undefined) => validateRedirectSource(value ?? ''),
      // Saved in the one spelling the proxy looks up (no trailing slash, no needless escapes, /Pricing lowercased),
      // so what the list shows is what applies.
      hooks: {
        beforeValidate: [
          ({ value }) =>
            typeof value === 'string' && validateRedirectSource(value.trim()) === true
              ? canonicalRedirectSource(value.trim())
              : value,
        ],
      },
    },
    {
      name: 'to',
      type: 'text',
      admin: {
        description: `A path on this site (/pricing) or an absolute https URL on ${REDIRECT_HOSTS.join(', ')}. Empty: only attach route guards.`,
      },
      // The target, then the rule among the others: one that loops (alone, with other rules, or through the
      // pre-navigation rules) would end every visitor's browser in "too many redirects".
      validate: async (
        value: string | null | undefined,
        { data, id, req }: { data: Partial<Redirect>; id?: number | string; req: PayloadRequest },
      ) => {
        if (!value) return true
        const target = validateRedirectTarget(value, REDIRECT_HOSTS)
        if (target !== true) return target
        const insecure = insecureTarget(value, REDIRECT_HOSTS, [origins.global, origins.zh])
        if (insecure) return insecure
        const from = typeof data.from === 'string' ? data.from.trim() : ''
        if (validateRedirectSource(from) !== true) return true
        const { docs } = await req.payload.find({
          collection: 'redirects',
          pagination: false,
          depth: 0,
          req,
          select: { from: true, to: true },
          ...(id !== undefined ? { where: { id: { not_equals: id } } } : {}),
        })
        return redirectLoop({ from, to: value }, docs, origins) ?? true
      },
    },
    { name: 'permanent', type: 'checkbox', defaultValue: true },
    {
      // Read, never stored: what the rule does to the site as it is now (a published page it hides, a target that
      // answers 404). Shown on the rule once saved; the site's tables are the server's (none in scripts).
      name: 'warnings',
      type: 'textarea',
      virtual: true,
      admin: {
        readOnly: true,
        condition: (data) => Boolean(data?.warnings),
        description: 'Saved as it is; check whether this is what you meant.',
      },
      hooks: {
        afterRead: [
          ({ siblingData }) => {
            const tables = siteTables()
            const rule = siblingData as Partial<Redirect>
            if (!tables || typeof rule.from !== 'string') return null
            return (
              redirectWarnings({ from: rule.from, to: rule.to ?? null }, tables, origins).join(
                '\n',
              ) || null
            )
          },
        ],
      },
    },
    {
      name: 'appMiddleware',
      type: 'select',
      hasMany: true,
      options: routeGuardNames.map((name) => ({ label: name, value: name })),
      admin: { description: 'Route guards the target page must pass.' },
    },
  ],
  hooks: { afterChange: [revalidateRedirects], afterDelete: [revalidateRedirects] },
}
