/** Public paths of editorial pages (without locale prefix). */
import { sections, type Section } from './sections'

export interface ListingFilter {
  category?: string
  tag?: string
}

/** `/blog`, `/blog-{category}`, `/blog-{category}/{tag}`, with `?page=n` past the first page. */
export function listingPath(
  section: Section,
  { category, tag }: ListingFilter = {},
  page = 1,
): string {
  const base = sections[section].path
  const path = category ? `${base}-${category}${tag ? `/${tag}` : ''}` : base
  return page > 1 ? `${path}?page=${page}` : path
}

export function articlePath(section: Section, slug: string): string {
  return `${sections[section].path}/${slug}`
}

/** The id of an FAQ entry on the FAQ page (`/faq#q-{slug}`): prefixed, so no slug can take an id the page uses. */
export const faqAnchor = (slug: string) => `q-${slug}`

/**
 * The one encoding of a listing filter: `all`, `c~{category}`, `c~{category}~t~{tag}`. It is the listing page's
 * internal URL segment (src/lib/routes.ts) and the listing's key in the route index (src/server/content/editorial.ts).
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

/** The sections whose articles have a Markdown version (`…/{id}.md`, src/server/content/markdown.ts). */
export const MARKDOWN_SECTIONS = ['docs', 'helps', 'guide'] as const satisfies readonly Section[]
export type MarkdownSection = (typeof MARKDOWN_SECTIONS)[number]

export const isMarkdownSection = (value: string): value is MarkdownSection =>
  (MARKDOWN_SECTIONS as readonly string[]).includes(value)

/** A Markdown version's path after the language prefix: its section and article id, else null. */
export function parseMarkdownPath(path: string): { section: MarkdownSection; id: string } | null {
  const match = /^\/([a-z]+)\/([a-z0-9]+(?:-[a-z0-9]+)*)\.md$/.exec(path)
  return match && isMarkdownSection(match[1] as string)
    ? { section: match[1] as MarkdownSection, id: match[2] as string }
    : null
}
