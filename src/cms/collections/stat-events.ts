import type { CollectionConfig } from 'payload'
import { isAdmin, nobody } from '../access'

/**
 * Raw statistics events (click, view, expose, error), one row each, keyed by the client's event id. Admins only,
 * like the dashboard and the roll-ups built from them (editors reading raw events would see more than the
 * dashboard they are refused: device ids and visitor hashes).
 */
export const StatEvents: CollectionConfig = {
  slug: 'stat-events',
  labels: { singular: 'Statistics event', plural: 'Statistics events' },
  admin: { group: 'Visitors', defaultColumns: ['kind', 'page', 'locale', 'createdAt'] },
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin, readVersions: nobody },
  // The indexes are what the queries use (a day range; `createdAt` for the last minutes) and the key that makes a
  // resent batch add nothing. That key is the device's id, then the event's: a resend comes from the device that
  // sent the batch, and the 20 events of a batch share one index page. Keyed on the random event id alone, each
  // event was a write to a random page of an index the size of the table: at 800,000 rows that made an insert cost
  // 47 µs, against 15 µs now (one SQLite transaction of 400 events, measured); kind, locale, path and device indexes
  // no query used cost the rest.
  indexes: [{ fields: ['deviceId', 'eventId'], unique: true }],
  fields: [
    { name: 'eventId', type: 'text', required: true },
    { name: 'kind', type: 'select', required: true, options: ['click', 'view', 'expose', 'error'] },
    { name: 'opType', type: 'number', required: true },
    { name: 'opObjType', type: 'number', required: true },
    { name: 'value', type: 'json' },
    { name: 'userTimestamp', type: 'number' },
    { name: 'deviceId', type: 'text' },
    { name: 'page', type: 'text' },
    {
      name: 'day',
      type: 'text',
      index: true,
      admin: { description: 'UTC day received (YYYY-MM-DD): roll-ups and retention.' },
    },
    {
      name: 'path',
      type: 'text',
      admin: { description: 'The page path, without origin or query.' },
    },
    { name: 'key', type: 'text', admin: { description: 'Click key, expose name or error code.' } },
    { name: 'locale', type: 'text' },
    { name: 'context', type: 'json' },
    {
      name: 'visitorHash',
      type: 'text',
      admin: { description: 'Salted hash of the address; the address is not kept.' },
    },
    { name: 'country', type: 'text' },
    // Taken at ingest for the dashboard's breakdowns (src/server/stats-ingest.ts): names, not the agent or address.
    {
      name: 'entry',
      type: 'number',
      admin: { description: '1 for a view that starts a visit (its referrer is not the site).' },
    },
    {
      name: 'referrerDomain',
      type: 'text',
      admin: { description: "An entry view's referring site ('' for a direct visit)." },
    },
    {
      name: 'deviceClass',
      type: 'text',
      admin: { description: 'desktop, mobile or tablet, from the browser.' },
    },
    { name: 'os', type: 'text' },
    { name: 'browser', type: 'text' },
  ],
}

/**
 * Daily roll-ups per day, locale, page path, event kind and key (click key, expose name, error code), kept
 * forever; rebuilt from the raw events for the days still retained. Kind `bot` counts dropped bot batches.
 */
export const StatDaily: CollectionConfig = {
  slug: 'stat-daily',
  labels: { singular: 'Daily statistics', plural: 'Daily statistics' },
  admin: { group: 'Visitors', defaultColumns: ['day', 'kind', 'path', 'events', 'devices'] },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody, readVersions: nobody },
  indexes: [{ fields: ['day', 'locale', 'path', 'kind', 'key'], unique: true }],
  fields: [
    { name: 'day', type: 'text', required: true, index: true },
    { name: 'locale', type: 'text', defaultValue: '' },
    { name: 'path', type: 'text', defaultValue: '' },
    { name: 'kind', type: 'text', required: true, index: true },
    { name: 'key', type: 'text', defaultValue: '' },
    { name: 'events', type: 'number', required: true, defaultValue: 0 },
    { name: 'devices', type: 'number', required: true, defaultValue: 0 },
  ],
}

/**
 * A random salt per UTC day for counting visitors without keeping addresses; old salts are deleted. Nobody reads
 * them through the CMS, admins included: with its salt, a day's visitor hashes could be reversed by trying every
 * address.
 */
export const StatSalts: CollectionConfig = {
  slug: 'stat-salts',
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody, readVersions: nobody },
  fields: [
    { name: 'day', type: 'text', required: true, unique: true },
    { name: 'salt', type: 'text', required: true },
  ],
}
