/** The editor-defined redirect table as the proxy holds it: looked up by path in O(1). */
import { prefixedLocales } from '@/i18n/locales'
import { normalizePath } from '../pre-navigation'

export interface RedirectEntry {
  from: string
  to?: string | null
  permanent?: boolean | null
  appMiddleware?: string[] | null
}

export type RedirectTable = Map<string, RedirectEntry>

/** Prefixes a redirect source may start with: the prefixed languages, and `zh` for the Chinese origin. */
const SOURCE_PREFIXES = [...prefixedLocales, 'zh']

/**
 * One spelling per address, for what an editor typed and what a visitor asked for: needless percent-escapes decoded
 * (escaped `/`, `?`, `#` kept), the pre-navigation rules applied, the trailing slash dropped.
 */
export function canonicalRedirectSource(path: string): string {
  let decoded = path
  try {
    decoded = decodeURI(path)
  } catch {
    // Not valid percent-encoding: compared as written.
  }
  const normalized = normalizePath(decoded, { prefixedLocales: SOURCE_PREFIXES, hasQuery: false })
  return normalized.length > 1 ? normalized.replace(/\/$/, '') : normalized
}

export function buildRedirectTable(entries: RedirectEntry[]): RedirectTable {
  return new Map(entries.map((entry) => [canonicalRedirectSource(entry.from), entry]))
}

/**
 * Key under which a public path is looked up: the path as written on the global origin, and `/zh`-prefixed for
 * the Chinese origin (whose zh pages have no prefix), so one table serves both origins.
 */
export function redirectKey(origin: 'global' | 'zh', path: string): string {
  const canonical = canonicalRedirectSource(path)
  if (origin === 'global') return canonical
  return canonical === '/' ? '/zh' : `/zh${canonical}`
}
