import type { GlobalConfig } from 'payload'
import { anyone, isAdminField, isStaff, nobody } from '../access'
import { revalidateGlobal } from '../hooks/revalidate'
import { validateRedirectTarget } from '@/lib/redirects/target'

const absoluteUrl = (value: string | null | undefined) => {
  if (!value) return true
  if (value.startsWith('/')) return 'Must be an absolute https URL.'
  return validateRedirectTarget(value)
}

/** Site base info (spec section 3): names, default meta, app addresses and statistics markup, per language. */
export const Site: GlobalConfig = {
  slug: 'site',
  admin: { group: 'Site' },
  access: { read: anyone, update: isStaff, readVersions: nobody },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      localized: true,
      admin: { description: 'Site name, appended to page titles.' },
    },
    { name: 'keywords', type: 'text', localized: true },
    { name: 'description', type: 'textarea', localized: true },
    { name: 'register_url', type: 'text', required: true, validate: absoluteUrl },
    { name: 'login_url', type: 'text', required: true, validate: absoluteUrl },
    {
      name: 'tagline',
      type: 'text',
      localized: true,
      admin: { description: 'Short line in the footer.' },
    },
    // Raw script markup every page runs, on the origin the admin and the CMS API share: whoever writes it can act
    // with the session of any admin who opens the site (promote a user, read visitor records). Admins only.
    {
      name: 'statistical_title',
      type: 'textarea',
      access: { update: isAdminField },
      admin: { description: 'Script markup added to the head after load (admins only).' },
    },
    {
      name: 'statistical_body',
      type: 'textarea',
      access: { update: isAdminField },
      admin: { description: 'Script markup added to the body after load (admins only).' },
    },
  ],
  hooks: { afterChange: [revalidateGlobal] },
}
