import type { CollectionConfig, Field } from 'payload'
import { isAdmin, nobody } from '../access'

/**
 * Visitor records the product API stores: admins read them, nobody edits them by hand. Not editors: the
 * sources, campaigns and referrals counted from them are on the admin-only statistics dashboard, and a row
 * (address hash, user agent, country, device fingerprint) says more about one visitor than those counts.
 */
function recordCollection(
  slug: string,
  label: string,
  fields: Field[],
  extra: Partial<CollectionConfig> = {},
): CollectionConfig {
  return {
    slug,
    labels: { singular: label, plural: label },
    admin: {
      group: 'Visitors',
      defaultColumns: fields
        .slice(0, 4)
        .map((f) => ('name' in f ? f.name : ''))
        .filter(Boolean),
    },
    access: {
      read: isAdmin,
      create: nobody,
      update: nobody,
      delete: isAdmin,
      readVersions: nobody,
    },
    timestamps: true,
    fields,
    ...extra,
  }
}

const visitorFields: Field[] = [
  {
    name: 'ipHash',
    type: 'text',
    index: true,
    admin: { description: 'Salted hash of the address; the address itself is not kept.' },
  },
  { name: 'country', type: 'text' },
  { name: 'userAgent', type: 'text' },
]

export const ReferralVisits = recordCollection('referral-visits', 'Referral visits', [
  { name: 'code', type: 'text', required: true, index: true },
  { name: 'landing', type: 'text' },
  ...visitorFields,
])

export const SourceRecords = recordCollection('source-records', 'Source records', [
  { name: 'page_url', type: 'text' },
  { name: 'source', type: 'text', index: true },
  { name: 'callback', type: 'text' },
  { name: 'utm_source', type: 'text', index: true },
  { name: 'utm_medium', type: 'text' },
  { name: 'utm_term', type: 'text' },
  { name: 'utm_content', type: 'text' },
  { name: 'utm_campaign', type: 'text', index: true },
  { name: 'bd_vid', type: 'text' },
  { name: 'referers', type: 'json' },
  ...visitorFields,
])

export const Fingerprints = recordCollection(
  'fingerprints',
  'Fingerprint reports',
  [
    { name: 'hash', type: 'text', required: true, index: true },
    { name: 'device', type: 'text', required: true, index: true },
    { name: 'data', type: 'json', required: true },
    ...visitorFields,
  ],
  { indexes: [{ fields: ['device', 'hash'], unique: true }] },
)
