/** What the site search is asked and answers (the `search` endpoint, the search page, the help center). */
import { sectionLabel, sections, type Section } from '../sections'

/** Where a result comes from: an editorial section, a block page (`/about-us`, `/solutions/…`) or a partner page. */
export type SearchSection = Section | 'pages' | 'partners'

/** Every kind of result, in the order the site lists its sections. */
export const SEARCH_SECTIONS = [
  ...(Object.keys(sections) as Section[]),
  'pages',
  'partners',
] as const satisfies readonly SearchSection[]

export const isSearchSection = (value: unknown): value is SearchSection =>
  (SEARCH_SECTIONS as readonly unknown[]).includes(value)

/** The longest query accepted (characters, after trimming). */
export const SEARCH_MAX_CHARS = 100

/** Results in one answer: the best ones; `total` says how many matched. */
export const SEARCH_LIMIT = 20

export interface SearchResult {
  title: string
  /** The page's path on its language's origin (`/ru/helps/set-up-proxies`). */
  url: string
  section: SearchSection
  /** Text around the first match, or the page's opening. */
  snippet: string
}

export interface SearchAnswer {
  results: SearchResult[]
  total: number
  tookMs: number
}

/** The UI message naming each kind of result: the sections' own, and two for the marketing pages. */
export const searchSectionLabel = {
  ...sectionLabel,
  pages: 'search.pages',
  partners: 'nav.partner',
} as const satisfies Record<SearchSection, string>

/** The words of an address's last segment (`/blog/residential-proxy-guid` → "residential proxy guid"), if any. */
export function wordsOfPath(path: string): string {
  const last = path.split(/[?#]/)[0]?.split('/').filter(Boolean).pop() ?? ''
  let decoded = last
  try {
    decoded = decodeURIComponent(last)
  } catch {
    // A malformed escape: the segment as written.
  }
  const words = decoded
    .replace(/\.[a-z0-9]+$/i, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
  return /\p{L}/u.test(words) ? words.slice(0, SEARCH_MAX_CHARS) : ''
}
