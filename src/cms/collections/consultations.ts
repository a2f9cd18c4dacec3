import type { CollectionConfig, Field } from 'payload'
import { isAdmin, isStaff, nobody, nobodyField } from '../access'
import { locales } from '@/i18n/locales'
import { contactChannels, teamSizes } from '@/lib/consultation'

/**
 * What the visitor sent, as the product API stored it: nobody changes it by hand (`admin.readOnly` only greys the
 * input out in the admin; the REST API would still take a new e-mail or message without this field rule).
 */
const sent = <F extends Field>(field: F): F => ({
  ...field,
  access: { create: nobodyField, update: nobodyField },
})

/**
 * Consultation requests from `/pre-sales`. Visitors write them only through the product API (validated,
 * rate-limited, spam-checked); editors read them and track their status and notes here (the pre-sales follow-up
 * is the marketing team's work, so they keep read access, unlike the other visitor records); admins delete them.
 */
export const Consultations: CollectionConfig = {
  slug: 'consultations',
  labels: { singular: 'Consultation request', plural: 'Consultation requests' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['name', 'email', 'teamSize', 'locale', 'status', 'createdAt'],
    group: 'Visitors',
  },
  defaultSort: '-createdAt',
  access: { read: isStaff, create: nobody, update: isStaff, delete: isAdmin, readVersions: nobody },
  fields: [
    sent({ name: 'name', type: 'text', required: true, maxLength: 100, admin: { readOnly: true } }),
    sent({ name: 'email', type: 'email', required: true, index: true, admin: { readOnly: true } }),
    sent({
      name: 'channel',
      type: 'select',
      options: contactChannels.map((value) => ({ label: value, value })),
      admin: { readOnly: true },
    }),
    sent({ name: 'contact', type: 'text', maxLength: 120, admin: { readOnly: true } }),
    sent({ name: 'company', type: 'text', maxLength: 120, admin: { readOnly: true } }),
    sent({
      name: 'teamSize',
      type: 'select',
      options: teamSizes.map((value) => ({ label: value, value })),
      admin: { readOnly: true },
    }),
    sent({ name: 'message', type: 'textarea', maxLength: 4000, admin: { readOnly: true } }),
    sent({
      name: 'locale',
      type: 'select',
      options: locales.map((value) => ({ label: value, value })),
      admin: { readOnly: true },
    }),
    sent({ name: 'page', type: 'text', maxLength: 2048, admin: { readOnly: true } }),
    sent({
      name: 'ipHash',
      type: 'text',
      maxLength: 64,
      index: true,
      admin: {
        readOnly: true,
        description:
          'Salted hash of the address, for spotting repeats; the address itself is not kept.',
      },
    }),
    {
      name: 'status',
      type: 'select',
      defaultValue: 'new',
      options: ['new', 'contacted', 'closed', 'spam'].map((value) => ({ label: value, value })),
      admin: { position: 'sidebar' },
    },
    { name: 'notes', type: 'textarea', maxLength: 4000, admin: { description: 'Internal notes.' } },
  ],
  timestamps: true,
}
