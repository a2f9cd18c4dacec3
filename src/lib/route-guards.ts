/**
 * Registry of named route guards (the spec's "route middleware"). A route or a CMS redirect names a guard;
 * a failing guard answers 404 'Page Not Found: {path}', an unregistered name is an error.
 */
import { alternativeOffered, solutionOffered } from '@/i18n/availability'
import type { Locale } from '@/i18n/locales'
import { listingKey, type LoadedRouteIndex } from './route-index'
import type { Section } from './sections'
import { alternativeIds, solutionIds } from './site-ids'

export interface GuardContext {
  locale: Locale
  params: Record<string, string>
  /** Content routes: the proxy's copy of the route index (null while it is not loaded: the page decides). */
  index?: LoadedRouteIndex | null
}

export type RouteGuard = (ctx: GuardContext) => boolean

const includes = (list: readonly string[], value: string | undefined) => value !== undefined && list.includes(value)

/** A content route: the document, or the listing page (category, tag pair, page number), exists in the language. */
function contentGuard(section: Section): RouteGuard {
  return ({ locale, params, index }) => {
    if (!index) return true
    const entry = index[section]?.[locale]
    if (!entry) return false
    if (params.id !== undefined) return entry.ids.has(params.id)
    const pages = entry.pages.get(listingKey(params.category, params.tag)) ?? 0
    const page = params.page === undefined ? 1 : Number(params.page)
    return Number.isInteger(page) && page >= 1 && page <= Math.max(pages, params.category ? 0 : 1)
  }
}

export const routeGuards = {
  /** /solutions/{id}: a known solution that the language offers. */
  solution: ({ locale, params }) => includes(solutionIds, params.id) && solutionOffered(params.id as string, locale),
  /** /alternatives/{id}: a known comparison that the language offers. */
  alternative: ({ locale, params }) =>
    includes(alternativeIds, params.id) && alternativeOffered(params.id as string, locale),
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
