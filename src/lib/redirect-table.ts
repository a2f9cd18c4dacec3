/** The editor-defined redirect table as the proxy holds it: looked up by path in O(1). */
export interface RedirectEntry {
  from: string
  to?: string | null
  permanent?: boolean | null
  appMiddleware?: string[] | null
}

export type RedirectTable = Map<string, RedirectEntry>

export function buildRedirectTable(entries: RedirectEntry[]): RedirectTable {
  return new Map(entries.map((entry) => [entry.from, entry]))
}

/**
 * Key under which a public path is stored: the path as written on the global origin, and `/zh`-prefixed for
 * the Chinese origin (whose zh pages have no prefix), so one table serves both origins.
 */
export function redirectKey(origin: 'global' | 'zh', path: string): string {
  if (origin === 'global') return path
  return path === '/' ? '/zh' : `/zh${path}`
}
