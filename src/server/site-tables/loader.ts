/**
 * Keeps the proxy's tables (src/server/site-tables/slot.ts) in step with the database, on every instance.
 *
 * Once a second it asks the database one cheap question: the row count and the latest `updated_at` of each table
 * the tables are made from. Publishing, unpublishing, editing or deleting a document, a redirect or a user changes
 * that answer; only then are the tables rebuilt (tens of milliseconds at the demo seed) and published. The answer
 * comes from the database every instance shares, so a change made through one instance reaches all of them within
 * about a second, and it is read after the editor's write committed (the hooks that revalidate pages run inside
 * the write's transaction on PostgreSQL: a table built there could miss the change).
 *
 * It runs on a timer of its own, outside any request, so a busy server delays it by at most a loop turn; a round
 * that fails keeps the last tables and the next round tries again.
 *
 * The same answer tells which collections and globals changed, after their writes committed: their pages' cache
 * tags are revalidated once more then (src/app/api/internal/revalidate/route.ts). The editors' hooks revalidate
 * them too, but inside the write's transaction on PostgreSQL, where a page rendered between that and the commit
 * would be cached with the old content until the next change.
 */
import { randomBytes } from 'node:crypto'
import { sql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'
import { PORT } from '@/config'
import { collectionTag, globalTag, REDIRECTS_TAG } from '@/cms/hooks/revalidate'
import { buildCmsRouteTable } from '@/lib/cms-routes'
import { buildRedirectTable } from '@/lib/redirects/table'
import { INTERNAL_TOKEN_HEADER } from '@/lib/request-headers'
import { loadRouteIndex } from '@/lib/route-index'
import { sections } from '@/lib/sections'
import type { StaffMember } from '@/lib/site-tables'
import {
  cmsRoutes,
  confirmSiteTables,
  publishCmsRoutes,
  publishSiteTables,
  siteTables,
} from './slot'
import { computeRouteIndex } from './route-index'
import { getPayload } from '../payload'
import { loadRedirects } from './redirects'
import { rows } from '../stats/sql'

/**
 * The collections the tables and the pages are made from: every section's, the block pages, partners, taxonomy,
 * authors and media (pages show them), redirects, staff. A change to any of them is a new version: the tables are
 * rebuilt and the pages the server keeps (src/http/page-cache.ts) are dropped.
 */
const SOURCE_COLLECTIONS = [
  ...new Set<string>([
    ...Object.values(sections).map((s) => s.collection),
    'pages',
    'partners',
    'categories',
    'tags',
    'authors',
    'media',
    'redirects',
    'users',
  ]),
]
/** Globals whose pages are revalidated after commit (they are in no table). */
const SOURCE_GLOBALS = ['site', 'home', 'pricing', 'download', 'chat']

/** How often the database is asked whether anything changed. */
export const TABLES_CHECK_MS = 1_000

/** Count and last change of every source table, in one statement on either database. */
export async function databaseVersion(payload: Payload): Promise<string> {
  const names = (payload.db as unknown as { tableNameMap: Map<string, string> }).tableNameMap
  const table = (slug: string) =>
    sql.identifier(names.get(slug.replace(/-/g, '_')) ?? slug.replace(/-/g, '_'))
  const parts = [
    ...SOURCE_COLLECTIONS.map(
      (slug) =>
        sql`SELECT ${slug} AS t, COUNT(*) AS n, MAX(${sql.identifier('updated_at')}) AS m FROM ${table(slug)}`,
    ),
    ...SOURCE_GLOBALS.map(
      (slug) =>
        sql`SELECT ${`global:${slug}`} AS t, COUNT(*) AS n, MAX(${sql.identifier('updated_at')}) AS m FROM ${table(slug)}`,
    ),
  ]
  const query = sql.join(parts, sql` UNION ALL `)
  const result = await rows<{ t: string; n: number | string; m: string | Date | null }>(
    payload,
    query,
  )
  return result
    .map(
      (r) => `${r.t}:${String(r.n)}:${r.m instanceof Date ? r.m.toISOString() : String(r.m ?? '')}`,
    )
    .sort()
    .join('|')
}

/** Builds every table from the database as it is now. */
export async function buildSiteTables(payload: Payload, version: string) {
  const [redirects, routeIndex, users, site] = await Promise.all([
    loadRedirects(),
    computeRouteIndex(),
    payload.find({
      collection: 'users',
      overrideAccess: true,
      showHiddenFields: true,
      pagination: false,
      depth: 0,
      select: { roles: true, previewEpoch: true },
    }),
    payload.findGlobal({
      slug: 'site',
      overrideAccess: true,
      depth: 0,
      select: { statistical_title: true, statistical_body: true },
    }),
  ])
  const staff = new Map<string, StaffMember>()
  for (const user of users.docs)
    if (user.roles === 'admin' || user.roles === 'editor')
      staff.set(String(user.id), { role: user.roles, previewEpoch: user.previewEpoch ?? 0 })
  const markup = `${site.statistical_title ?? ''}\n${site.statistical_body ?? ''}`
  const contentVersion = version
    .split('|')
    .filter((part) => !part.startsWith('users:'))
    .join('|')
  return {
    redirects: buildRedirectTable(redirects),
    routeIndex: loadRouteIndex(routeIndex),
    staff,
    markup,
    version,
    contentVersion,
  }
}

let lastComplaint = 0
function complain(error: unknown) {
  if (Date.now() - lastComplaint < 60_000) return
  lastComplaint = Date.now()
  console.error(
    'Site tables: could not refresh from the database; keeping the last ones.',
    error instanceof Error ? error.message : error,
  )
}

/** The cache tags of what changed between two versions (collections and globals, by their part of the version). */
export function changedTags(before: string, after: string): string[] {
  const parts = (version: string) =>
    new Map(
      version
        .split('|')
        .map((part) => [
          part.slice(0, part.indexOf(':', part.startsWith('global:') ? 7 : 0)),
          part,
        ]),
    )
  const old = parts(before)
  const tags = new Set<string>()
  for (const [name, part] of parts(after)) {
    if (old.get(name) === part) continue
    if (name.startsWith('global:')) tags.add(globalTag(name.slice(7)))
    else if (name === 'redirects') tags.add(REDIRECTS_TAG)
    else if (name !== 'users') tags.add(collectionTag(name))
  }
  return [...tags].sort()
}

/** A random token of this process: the revalidation route answers only requests that carry it (the loop's own). */
export function internalToken(): string {
  const holder = globalThis as unknown as Record<symbol, string | undefined>
  return (holder[TOKEN] ??= randomBytes(32).toString('hex'))
}
const TOKEN = Symbol.for('polyprofile.internal-token')

let revalidations: Promise<void> = Promise.resolve()

/** Asks this process's own server to revalidate tags (revalidateTag works only inside a request). */
async function revalidateAfterCommit(tags: string[]) {
  if (tags.length === 0) return
  const res = await fetch(`http://127.0.0.1:${PORT}/api/internal/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [INTERNAL_TOKEN_HEADER]: internalToken() },
    body: JSON.stringify({ tags }),
    signal: AbortSignal.timeout(30_000),
  })
  if (!res.ok) throw new Error(`revalidation answered ${res.status}`)
}

/**
 * One round: rebuild and publish when the database changed, else record that the tables are current. The server's
 * rounds also revalidate the pages of what changed, through its own HTTP port; `revalidatePages: false` is for a
 * process with no server listening (the integration tests), where that request could only fail.
 */
export async function refreshSiteTables(
  payload: Payload,
  { revalidatePages = true }: { revalidatePages?: boolean } = {},
): Promise<boolean> {
  const askedAt = Date.now()
  const version = await databaseVersion(payload)
  const previous = siteTables()?.version
  if (previous === version) {
    confirmSiteTables(askedAt)
    return false
  }
  publishSiteTables(await buildSiteTables(payload, version), askedAt)
  // Not awaited: a slow revalidation (a busy server answering its own request) must not hold up the next rounds, or
  // the redirects and the staff list would lag behind the database for as long as it takes (up to its 30 s limit).
  // One at a time, in order.
  if (previous !== undefined && revalidatePages) {
    const tags = changedTags(previous, version)
    revalidations = revalidations
      .then(() => revalidateAfterCommit(tags))
      .catch((error: unknown) =>
        console.error(
          'Site tables: revalidating the changed pages failed',
          error instanceof Error ? error.message : error,
        ),
      )
  }
  return true
}

const STARTED = Symbol.for('polyprofile.site-tables-loader')

/** Starts the loop once per process (the first round right away). */
export function startSiteTablesLoader(intervalMs = TABLES_CHECK_MS) {
  const holder = globalThis as unknown as Record<symbol, boolean | undefined>
  if (holder[STARTED]) return
  holder[STARTED] = true
  const round = async () => {
    try {
      const payload = await getPayload()
      if (!cmsRoutes())
        publishCmsRoutes(
          buildCmsRouteTable(payload.config as unknown as Parameters<typeof buildCmsRouteTable>[0]),
        )
      await refreshSiteTables(payload)
    } catch (error) {
      complain(error)
    } finally {
      setTimeout(() => void round(), intervalMs).unref()
    }
  }
  void round()
}
