import type { CollectionConfig } from 'payload'
import { isAdmin, isStaff } from '../access'

/** Raw statistics events (click, view, expose, error), one row each, keyed by the client's event id. */
export const StatEvents: CollectionConfig = {
  slug: 'stat-events',
  labels: { singular: 'Statistics event', plural: 'Statistics events' },
  admin: { group: 'Visitors', defaultColumns: ['kind', 'page', 'locale', 'createdAt'] },
  access: { read: isStaff, create: () => false, update: () => false, delete: isAdmin },
  fields: [
    { name: 'eventId', type: 'text', required: true, unique: true },
    { name: 'kind', type: 'select', required: true, index: true, options: ['click', 'view', 'expose', 'error'] },
    { name: 'opType', type: 'number', required: true },
    { name: 'opObjType', type: 'number', required: true },
    { name: 'value', type: 'json' },
    { name: 'userTimestamp', type: 'number' },
    { name: 'deviceId', type: 'text', index: true },
    { name: 'page', type: 'text' },
    { name: 'locale', type: 'text', index: true },
    { name: 'context', type: 'json' },
    { name: 'visitorHash', type: 'text', admin: { description: 'Salted hash of the address; the address is not kept.' } },
    { name: 'country', type: 'text' },
  ],
}
