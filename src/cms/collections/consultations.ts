import type { CollectionConfig } from 'payload'
import { isAdmin, isStaff } from '../access'
import { locales } from '@/i18n/locales'
import { contactChannels, teamSizes } from '@/lib/consultation'

/**
 * Consultation requests from `/pre-sales`. Visitors write them only through the product API (validated,
 * rate-limited, spam-checked); editors read them and track their status here.
 */
export const Consultations: CollectionConfig = {
  slug: 'consultations',
  labels: { singular: 'Consultation request', plural: 'Consultation requests' },
  admin: { useAsTitle: 'email', defaultColumns: ['name', 'email', 'teamSize', 'locale', 'status', 'createdAt'], group: 'Visitors' },
  defaultSort: '-createdAt',
  access: { read: isStaff, create: () => false, update: isStaff, delete: isAdmin },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 100, admin: { readOnly: true } },
    { name: 'email', type: 'email', required: true, index: true, admin: { readOnly: true } },
    { name: 'channel', type: 'select', options: contactChannels.map((value) => ({ label: value, value })), admin: { readOnly: true } },
    { name: 'contact', type: 'text', maxLength: 120, admin: { readOnly: true } },
    { name: 'company', type: 'text', maxLength: 120, admin: { readOnly: true } },
    { name: 'teamSize', type: 'select', options: teamSizes.map((value) => ({ label: value, value })), admin: { readOnly: true } },
    { name: 'message', type: 'textarea', maxLength: 4000, admin: { readOnly: true } },
    { name: 'locale', type: 'select', options: locales.map((value) => ({ label: value, value })), admin: { readOnly: true } },
    { name: 'page', type: 'text', maxLength: 2048, admin: { readOnly: true } },
    { name: 'ipHash', type: 'text', maxLength: 64, index: true, admin: { readOnly: true, description: 'Salted hash of the address, for spotting repeats; the address itself is not kept.' } },
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
