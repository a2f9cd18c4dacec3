/** Counts for the dashboard's tables that come from small collections rather than the roll-ups. */
import type { CollectionSlug, Payload } from 'payload'
import type { Row } from './dashboard'
import type { StatsFilter } from './queries'

/** Counts of a small collection's field values in the range (source records, referral visits, accounts). */
export async function countBy(
  payload: Payload,
  collection: CollectionSlug,
  field: string,
  { from, to }: StatsFilter,
): Promise<Map<string, number>> {
  const { docs } = await payload.find({
    collection,
    where: {
      and: [
        { createdAt: { greater_than_equal: `${from}T00:00:00.000Z` } },
        { createdAt: { less_than_equal: `${to}T23:59:59.999Z` } },
      ],
    },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { [field]: true, createdAt: true },
  })
  const counts = new Map<string, number>()
  for (const doc of docs as unknown as Record<string, unknown>[]) {
    const value = doc[field]
    if (typeof value === 'string' && value) counts.set(value, (counts.get(value) ?? 0) + 1)
  }
  return counts
}

export const top = (counts: Map<string, number>, limit = 10): Row[] =>
  [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, limit)
    .map(([label, count]) => ({ label, count }))
