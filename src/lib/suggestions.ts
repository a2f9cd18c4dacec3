/** The 404 page's suggestions, pure so the HTTP server decides whether a 404 has any exactly as the page does. */
import type { Locale } from '@/i18n/locales'
import { localePath } from '@/i18n/paths'
import { articlePath, listingPath, parseListingKey } from './content-paths'
import type { LoadedRouteIndex } from './route-index'
import { sections, type Section } from './sections'

/** Rows of the edit distance, reused: suggestions are computed for every 404 that is not answered from a template. */
let previous = new Uint16Array(96)
let current = new Uint16Array(96)

/** Edit distance between two short strings (at most a path segment's length: both are capped by segmentsOf). */
function distance(a: string, b: string): number {
  if (previous.length <= b.length) {
    previous = new Uint16Array(b.length + 1)
    current = new Uint16Array(b.length + 1)
  }
  for (let j = 0; j <= b.length; j++) previous[j] = j
  for (let i = 1; i <= a.length; i++) {
    current[0] = i
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
      )
    ;[previous, current] = [current, previous]
  }
  return previous[b.length] as number
}

/** 0 (nothing alike) to 1 (the same). Strings whose lengths alone keep them below `floor` are not compared. */
function likeness(a: string, b: string, floor = 0): number {
  if (a === b) return 1
  const longest = Math.max(a.length, b.length)
  if (1 - Math.abs(a.length - b.length) / longest < floor) return 0
  return 1 - distance(a, b) / longest
}

const segmentsOf = (path: string) => {
  let decoded = path
  try {
    decoded = decodeURIComponent(path)
  } catch {
    // A malformed escape is compared as written.
  }
  return decoded
    .toLowerCase()
    .split('?')[0]
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.slice(0, 80))
}

/** The weight of the last segment in a score; the rest (the section) counts for the remainder. */
const SLUG_WEIGHT = 0.8

/** Candidate addresses with their segments, cut once. */
type Candidates = { path: string; segments: string[] }[]
const cut = (paths: string[]): Candidates =>
  paths.map((path) => ({ path, segments: segmentsOf(path) }))

/**
 * The addresses among `candidates` closest to a mistyped `wanted` one, best first: its last segment against each
 * candidate's last (a misspelt slug), the rest against the rest (the right section in the wrong place). Only
 * candidates alike enough to be a plausible intent (a likeness of at least `threshold`).
 */
export function closestPaths(
  wanted: string,
  candidates: string[] | Candidates,
  limit = 3,
  threshold = 0.55,
): string[] {
  const want = segmentsOf(wanted)
  const last = want.at(-1)
  if (!last) return []
  // Below this slug likeness no section likeness can lift a candidate to the threshold.
  const slugFloor = (threshold - (1 - SLUG_WEIGHT)) / SLUG_WEIGHT
  const sections = want.slice(0, -1)
  const scored: { path: string; score: number }[] = []
  for (const { path, segments: have } of typeof candidates[0] === 'string'
    ? cut(candidates as string[])
    : (candidates as Candidates)) {
    const tail = have.at(-1)
    if (!tail) continue
    const slug = likeness(last, tail, slugFloor)
    if (slug < slugFloor) continue
    const theirs = have.slice(0, -1)
    // Each segment before the last against its best match there; a segment only one of them has counts 0.
    const most = Math.max(sections.length, theirs.length)
    const rest = most
      ? sections.reduce((sum, s) => sum + Math.max(0, ...theirs.map((h) => likeness(s, h))), 0) /
        most
      : 1
    const score = slug * SLUG_WEIGHT + rest * (1 - SLUG_WEIGHT)
    if (score >= threshold) scored.push({ path, score })
  }
  return scored
    .sort((a, b) => b.score - a.score || a.path.length - b.path.length)
    .slice(0, limit)
    .map((s) => s.path)
}

/** The pages the sitemap lists for a language, as paths on its origin (src/server/seo/sitemap.ts lists the same). */
export function publishedPaths(index: LoadedRouteIndex, locale: Locale): string[] {
  const paths = ['/', '/helps', '/faq', '/pricing', '/download']
  for (const path of index.pages?.[locale]?.ids ?? []) paths.push(path)
  for (const slug of index.partners?.[locale]?.ids ?? []) paths.push(`/partner/${slug}`)
  for (const section of Object.keys(sections) as Section[]) {
    const mine = index[section]?.[locale]
    if (!mine) continue
    if (sections[section].listing)
      for (const [key, pages] of mine.pages)
        for (let page = 1; page <= pages; page++)
          paths.push(listingPath(section, parseListingKey(key) ?? {}, page))
    if (sections[section].articles) for (const id of mine.ids) paths.push(articlePath(section, id))
  }
  return paths.map((path) => localePath(locale, path))
}

const published = new WeakMap<LoadedRouteIndex, Map<Locale, Candidates>>()

/** The published pages of a language closest to a path that does not exist there (the 404 page's suggestions). */
export function suggestedPaths(index: LoadedRouteIndex, locale: Locale, path: string): string[] {
  let byLocale = published.get(index)
  if (!byLocale) published.set(index, (byLocale = new Map()))
  let paths = byLocale.get(locale)
  if (!paths) byLocale.set(locale, (paths = cut(publishedPaths(index, locale))))
  return closestPaths(path, paths)
}
