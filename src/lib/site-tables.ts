/**
 * The tables every request consults before Next.js renders anything: the editors' redirects, the route index
 * (which documents, listings and pages exist per language) and the CMS staff (whose preview sessions are valid).
 *
 * They are built from the database inside the server process (src/server/site-tables-loader.ts, started by
 * src/instrumentation.ts) and published here, on a process-wide slot: the proxy (Next.js runs it in-process on
 * the Node.js runtime) and server.ts read them synchronously, so a request costs map lookups and never waits on a
 * fetch to the server itself. That fetch, with its 2 s timeout and the per-address rate limit it shared with
 * visitors on the loopback address, is what kept an old table alive on a busy server.
 */
import type { LoadedRouteIndex } from './route-index'
import type { RedirectTable } from './redirect-table'

export type StaffRole = 'admin' | 'editor'

export interface SiteTables {
  redirects: RedirectTable
  routeIndex: LoadedRouteIndex
  /** CMS users by id, with their role: a preview session is valid only for a user still listed here. */
  staff: ReadonlyMap<string, StaffRole>
  /** The statistics markup admins configure (site settings): the pages' policy allows what it needs. */
  markup: string
  /** What the database said when these were built (row counts and last changes of the tables they read). */
  version: string
  /** The part of the version the pages depend on (staff changes aside). */
  contentVersion: string
  /** When they were built (ms since the epoch). */
  builtAt: number
}

interface Slot {
  tables: SiteTables | null
  ready: Promise<void>
  resolveReady: () => void
  /** When the loader last confirmed the tables match the database (ms since the epoch). */
  checkedAt: number
}

const KEY = Symbol.for('polyprofile.site-tables')

function slot(): Slot {
  const holder = globalThis as unknown as Record<symbol, Slot | undefined>
  let current = holder[KEY]
  if (!current) {
    let resolveReady = () => {}
    const ready = new Promise<void>((resolve) => (resolveReady = resolve))
    current = { tables: null, ready, resolveReady, checkedAt: 0 }
    holder[KEY] = current
  }
  return current
}

/** Publishes freshly built tables (the loader). */
export function publishSiteTables(tables: SiteTables) {
  const s = slot()
  s.tables = tables
  s.checkedAt = Date.now()
  s.resolveReady()
}

/** Records that the database still matches the published tables (the loader, after a version check). */
export function confirmSiteTables() {
  slot().checkedAt = Date.now()
}

/** The current tables, or null before the first load. */
export function siteTables(): SiteTables | null {
  return slot().tables
}

/** The tables, waiting at most `ms` for the first load (null when it has not finished by then). */
export async function siteTablesWithin(ms: number): Promise<SiteTables | null> {
  const s = slot()
  if (s.tables) return s.tables
  let timer: ReturnType<typeof setTimeout> | undefined
  await Promise.race([s.ready, new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))])
  clearTimeout(timer)
  return s.tables
}
