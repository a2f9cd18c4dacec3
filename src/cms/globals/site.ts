import type { GlobalConfig } from 'payload'
import { anyone, isStaff } from '../access'
import { revalidateGlobal } from '../hooks/revalidate'
import { validateRedirectTarget } from '@/lib/redirect-target'

const absoluteUrl = (value: string | null | undefined) => {
  if (!value) return true
  if (value.startsWith('/')) return 'Must be an absolute https URL.'
  return validateRedirectTarget(value)
}

/** Site base info (spec section 3): names, default meta, app addresses and statistics markup, per language. */
export const Site: GlobalConfig = {
  slug: 'site',
  admin: { group: 'Site' },
  access: { read: anyone, update: isStaff },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true, admin: { description: 'Site name, appended to page titles.' } },
    { name: 'keywords', type: 'text', localized: true },
    { name: 'description', type: 'textarea', localized: true },
    { name: 'register_url', type: 'text', required: true, validate: absoluteUrl },
    { name: 'login_url', type: 'text', required: true, validate: absoluteUrl },
    { name: 'tagline', type: 'text', localized: true, admin: { description: 'Short line in the footer.' } },
    { name: 'statistical_title', type: 'textarea', admin: { description: 'Script markup added to the head after load.' } },
    { name: 'statistical_body', type: 'textarea', admin: { description: 'Script markup added to the body after load.' } },
  ],
  hooks: { afterChange: [revalidateGlobal] },
}
