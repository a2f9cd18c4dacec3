/** The pages server.ts answers itself, kept under the site tables' content version they were made from. */
import { siteTables } from '../server/site-tables/slot'
import type { Routed } from './fast-path'
import { cacheableResponse, keptHeaders, keptVary, PageCache } from './page-cache'
import type { FinishedPage } from './response'
import { contentSecurityPolicy, markupAllowances, type PolicyOptions } from './security'

export function keptPages(policy: PolicyOptions, megabytes: number) {
  const pages = new PageCache(megabytes * 2 ** 20)
  let markupVersion = ''

  /** The tables' content version; empty (nothing kept) until the tables load. */
  function generation(): string {
    const tables = siteTables()
    if (!tables) return ''
    if (tables.contentVersion !== markupVersion) {
      // The statistics markup admins configure (admin-only fields) is allowed by the pages' policy as written.
      policy.markup = markupAllowances(tables.markup)
      markupVersion = tables.contentVersion
    }
    return tables.contentVersion
  }

  /** Keeps a page every visitor gets, under the version its request saw: stale if an editor changed the tables since. */
  function keep(
    { key, dependence }: Extract<Routed, { action: 'page' }>,
    page: FinishedPage,
    seen: string,
  ) {
    if (!seen || megabytes === 0 || !cacheableResponse(page.statusCode, page.headers)) return
    const hashes = page.scriptHashes
    void pages.store(
      key,
      {
        headers: keptHeaders(page.headers),
        policy: {
          http: contentSecurityPolicy(policy, hashes, false),
          https: contentSecurityPolicy(policy, hashes, true),
        },
        identity: page.html,
        etag: page.headers.etag === undefined ? undefined : String(page.headers.etag),
        vary: keptVary(page.headers.vary),
        dependence,
        generation: seen,
      },
      generation,
    )
  }

  return { pages, generation, keep }
}
