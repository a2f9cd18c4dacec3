/** Public paths of editorial pages (without locale prefix). */
import { sections, type Section } from './sections'

export interface ListingFilter {
  category?: string
  tag?: string
}

/** `/blog`, `/blog-{category}`, `/blog-{category}/{tag}`, with `?page=n` past the first page. */
export function listingPath(section: Section, { category, tag }: ListingFilter = {}, page = 1): string {
  const base = sections[section].path
  const path = category ? `${base}-${category}${tag ? `/${tag}` : ''}` : base
  return page > 1 ? `${path}?page=${page}` : path
}

export function articlePath(section: Section, slug: string): string {
  return `${sections[section].path}/${slug}`
}

/**
 * The one encoding of a listing filter: `all`, `c~{category}`, `c~{category}~t~{tag}`. It is the listing page's
 * internal URL segment (src/lib/routes.ts) and the listing's key in the route index (src/server/editorial.ts).
 */
export function listingKey({ category, tag }: ListingFilter = {}): string {
  if (!category) return 'all'
  return tag ? `c~${category}~t~${tag}` : `c~${category}`
}

/** The filter a listing key names (the inverse of listingKey), or null for anything else. */
export function parseListingKey(key: string): ListingFilter | null {
  const decoded = decodeURIComponent(key)
  if (decoded === 'all') return {}
  const m = /^c~([a-z0-9-]+)(?:~t~([a-z0-9-]+))?$/.exec(decoded)
  if (!m) return null
  return { category: m[1], ...(m[2] ? { tag: m[2] } : {}) }
}
