import 'server-only'
import type { Locale } from '@/i18n/locales'
import { sitemapEntries } from './sitemap'

/** Edit distance between two short strings (at most a path segment's length: both are capped by the caller). */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1))
    previous = current
  }
  return previous[b.length]
}

/** 0 (nothing alike) to 1 (the same). */
const likeness = (a: string, b: string) => (a === b ? 1 : 1 - distance(a, b) / Math.max(a.length, b.length))

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

/**
 * The addresses among `candidates` closest to a mistyped `wanted` one, best first: its last segment against each
 * candidate's last (a misspelt slug), the rest against the rest (the right section in the wrong place). Only
 * candidates alike enough to be a plausible intent (a likeness of at least `threshold`).
 */
export function closestPaths(wanted: string, candidates: string[], limit = 3, threshold = 0.55): string[] {
  const want = segmentsOf(wanted)
  const last = want.at(-1)
  if (!last) return []
  const scored = candidates.map((path) => {
    const have = segmentsOf(path)
    const tail = have.at(-1)
    if (!tail) return { path, score: 0 }
    const slug = likeness(last, tail)
    const sections = want.slice(0, -1)
    const theirs = have.slice(0, -1)
    // Each segment before the last against its best match there; a segment only one of them has counts 0.
    const most = Math.max(sections.length, theirs.length)
    const rest = most ? sections.reduce((sum, s) => sum + Math.max(0, ...theirs.map((h) => likeness(s, h))), 0) / most : 1
    return { path, score: slug * 0.8 + rest * 0.2 }
  })
  return scored
    .filter((s) => s.score >= threshold)
    .sort((a, b) => b.score - a.score || a.path.length - b.path.length)
    .slice(0, limit)
    .map((s) => s.path)
}

/** The published pages of a language closest to a path that does not exist there (the 404 page's suggestions). */
export async function suggestedPages(locale: Locale, path: string): Promise<string[]> {
  const paths = (await sitemapEntries(locale)).map((entry) => new URL(entry.loc).pathname)
  return closestPaths(path, paths)
}
