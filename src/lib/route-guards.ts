/**
 * Registry of named route guards (the spec's "route middleware"). A route or a CMS redirect names a guard;
 * a failing guard answers 404 'Page Not Found: {path}', an unregistered name is an error.
 */
import { alternativeOffered, solutionOffered } from '@/i18n/availability'
import type { Locale } from '@/i18n/locales'
import { listingKey } from './content-paths'
import type { LoadedRouteIndex } from './route-index'
import type { Section } from './sections'
import { alternativeIds, solutionIds } from './site-ids'

export interface GuardContext {
  locale: Locale
  /** The public path without locale prefix. */
  path: string
  params: Record<string, string>
  /** Content routes: the proxy's copy of the route index (null while it is not loaded: the page decides). */
  index?: LoadedRouteIndex | null
}

export type RouteGuard = (ctx: GuardContext) => boolean

const includes = (list: readonly string[], value: string | undefined) =>
  value !== undefined && list.includes(value)

/** A content route: the document, or the listing page (category, tag pair, page number), exists in the language. */
function contentGuard(section: Section): RouteGuard {
  return ({ locale, params, index }) => {
    if (!index) return true
    const entry = index[section]?.[locale]
    if (!entry) return false
    if (params.id !== undefined) return entry.ids.has(params.id)
    const pages = entry.pages.get(listingKey({ category: params.category, tag: params.tag })) ?? 0
    const page = params.page === undefined ? 1 : Number(params.page)
    return Number.isInteger(page) && page >= 1 && page <= Math.max(pages, params.category ? 0 : 1)
  }
}

/** An editor-built page at this path is published and offered in the language. */
const pageGuard: RouteGuard = ({ locale, path, index }) =>
  !index || (index.pages?.[locale]?.ids.has(path) ?? false)

export const routeGuards = {
  /** /solutions/{id}: a known solution that the language offers and an editor has published. */
  solution: (ctx) =>
    includes(solutionIds, ctx.params.id) &&
    solutionOffered(ctx.params.id as string, ctx.locale) &&
    pageGuard(ctx),
  /** /alternatives/{id}: a known comparison that the language offers and an editor has published. */
  alternative: (ctx) =>
    includes(alternativeIds, ctx.params.id) &&
    alternativeOffered(ctx.params.id as string, ctx.locale) &&
    pageGuard(ctx),
  /** /{html} and the named block pages: a published page with this address. */
  html: pageGuard,
  'pre-sales': pageGuard,
  /** /partner/{id}: a published partner offered in the language. */
  partner: ({ locale, params, index }) =>
    !index || (index.partners?.[locale]?.ids.has(params.id as string) ?? false),
  blog: contentGuard('blog'),
  news: contentGuard('news'),
  guide: contentGuard('guide'),
  help: contentGuard('helps'),
  docs: contentGuard('docs'),
  release: contentGuard('release'),
} satisfies Record<string, RouteGuard>

export type RouteGuardName = keyof typeof routeGuards
export const routeGuardNames = Object.keys(routeGuards) as RouteGuardName[]

export class UnknownRouteGuardError extends Error {
  constructor(name: string) {
    super(`Unknown route middleware: ${name}`)
    this.name = 'UnknownRouteGuardError'
  }
}

export function isRouteGuardName(name: string): name is RouteGuardName {
  return Object.hasOwn(routeGuards, name)
}

/** Throws the spec's 'Unknown route middleware' for a name that is not registered. */
export function assertRouteGuardName(name: string): RouteGuardName {
  if (!isRouteGuardName(name)) throw new UnknownRouteGuardError(name)
  return name
}

/** Runs a guard by name. */
export function runRouteGuard(name: string, ctx: GuardContext): boolean {
  return routeGuards[assertRouteGuardName(name)](ctx)
}
