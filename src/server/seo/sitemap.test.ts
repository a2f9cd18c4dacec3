import { describe, expect, it } from 'vitest'
import { PAGE_SIZE } from '@/lib/sections'
import { listingLastmod } from './sitemap'

describe('listingLastmod', () => {
  const day = (n: number) => `2026-01-${String(n).padStart(2, '0')}T00:00:00.000Z`
  // Post n: published on day n, last edited on day 30 - n (older posts were edited later).
  const docs = Array.from({ length: PAGE_SIZE + 3 }, (_, i) => ({
    publishedAt: day(i + 1),
    updatedAt: day(30 - (i + 1)),
    categories: [{ slug: i % 2 ? 'odd' : 'even' }],
    tags: i === 4 ? [{ slug: 'x' }] : [],
  }))

  it('is the latest change among the documents the page shows, newest first', () => {
    // Page 1 shows posts 15…4 (edited days 15…26): 26. Page 2 shows posts 3…1 (edited 27…29): 29.
    expect(listingLastmod(docs, {}, 1)).toBe(day(26))
    expect(listingLastmod(docs, {}, 2)).toBe(day(29))
    expect(listingLastmod(docs, { category: 'odd' }, 1)).toBe(day(28))
    expect(listingLastmod(docs, { category: 'even', tag: 'x' }, 1)).toBe(day(25))
    expect(listingLastmod(docs, { category: 'none' }, 1)).toBeUndefined()
  })
})
