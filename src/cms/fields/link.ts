import type { Field } from 'payload'
import { validateRedirectTarget } from '@/lib/redirects/target'

/** Where a button or link goes: one of the site's own actions, or an address an editor types. */
export const linkActions = [
  'none',
  'register',
  'login',
  'download',
  'pricing',
  'pre-sales',
  'url',
] as const
export type LinkAction = (typeof linkActions)[number]

/** A button: label and target. `url` takes a site path (`/pricing`) or an http(s) address. */
export function linkField(name: string, defaultAction: LinkAction = 'register'): Field {
  return {
    name,
    type: 'group',
    fields: [
      { name: 'label', type: 'text', maxLength: 80 },
      {
        name: 'action',
        type: 'select',
        defaultValue: defaultAction,
        options: linkActions.map((value) => ({ label: value, value })),
      },
      {
        name: 'url',
        type: 'text',
        maxLength: 2048,
        admin: { condition: (_, sibling) => sibling?.action === 'url' },
        validate: (
          value: string | null | undefined,
          { siblingData }: { siblingData?: { action?: string } },
        ) => {
          if (siblingData?.action !== 'url') return true
          return value ? validateRedirectTarget(value) : 'An address is required.'
        },
      },
    ],
  }
}
