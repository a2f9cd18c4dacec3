/**
 * The tables every request consults before Next.js renders anything: the editors' redirects, the route index
 * (which documents, listings and pages exist per language) and the CMS staff (whose preview sessions are valid).
 *
 * They are built from the database inside the server process (loader.ts, started by src/instrumentation.ts) and
 * published here, on a process-wide slot: the proxy (Next.js runs it in-process on the Node.js runtime) and
 * server.ts read them synchronously, so a request costs map lookups and never waits on a fetch to the server itself. That fetch, with its 2 s timeout and the per-address rate limit it shared with
 * visitors on the loopback address, is what kept an old table alive on a busy server.
 */
import type { CmsRouteTable } from '@/lib/cms-routes'
import type { SiteTables, StaffRole } from '@/lib/site-tables'

interface Slot {
  tables: SiteTables | null
  ready: Promise<void>
  resolveReady: () => void
  /**
   * When the database was last asked the question whose answer the published tables match (ms since the epoch):
   * they list everything that existed then. Asked every second, so this stays current while nothing changes.
   */
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
/** Publishes tables read from the database after `askedAt` (the start of the loader's round). */
export function publishSiteTables(tables: SiteTables, askedAt: number) {
  const s = slot()
  s.tables = tables
  s.checkedAt = askedAt
  s.resolveReady()
}

/** Records that the database, asked at `askedAt`, still matches the published tables. */
export function confirmSiteTables(askedAt: number) {
  slot().checkedAt = askedAt
}

/**
 * The staff list the preview guard (src/lib/preview-session.ts) judges sessions by, null before the first load. It
 * is as of the loader's last look at the database (every second), not of the tables' last rebuild: a user deleted
 * just after their preview was issued is turned away a second later, not when something else changes.
 */
export function staffList(): {
  role: (userId: string) => StaffRole | undefined
  epoch: (userId: string) => number
  listedAt: number
} | null {
  const { tables, checkedAt } = slot()
  return (
    tables && {
      role: (id) => tables.staff.get(id)?.role,
      epoch: (id) => tables.staff.get(id)?.previewEpoch ?? 0,
      listedAt: checkedAt,
    }
  )
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

const CMS_ROUTES_KEY = Symbol.for('polyprofile.cms-routes')

/** Publishes the CMS REST API's route table (src/lib/cms-routes.ts), once Payload's config is loaded. */
export function publishCmsRoutes(table: CmsRouteTable) {
  ;(globalThis as unknown as Record<symbol, CmsRouteTable | undefined>)[CMS_ROUTES_KEY] = table
}

/** The published table, or null before it is (requests then pass: Payload answers them as before). */
export function cmsRoutes(): CmsRouteTable | null {
  return (
    (globalThis as unknown as Record<symbol, CmsRouteTable | undefined>)[CMS_ROUTES_KEY] ?? null
  )
}
