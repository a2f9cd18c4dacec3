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

/** Decodes the internal listing filter segment: `all`, `c~{category}`, `c~{category}~t~{tag}`. */
export function parseFilter(segment: string): ListingFilter | null {
  const decoded = decodeURIComponent(segment)
  if (decoded === 'all') return {}
  const m = /^c~([a-z0-9-]+)(?:~t~([a-z0-9-]+))?$/.exec(decoded)
  if (!m) return null
  return { category: m[1], ...(m[2] ? { tag: m[2] } : {}) }
}

export function encodeFilter({ category, tag }: ListingFilter): string {
  if (!category) return 'all'
  return tag ? `c~${category}~t~${tag}` : `c~${category}`
}
