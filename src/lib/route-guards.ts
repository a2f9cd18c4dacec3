/**
 * Registry of named route guards (the spec's "route middleware"). A route or a CMS redirect names a guard;
 * a failing guard answers 404 'Page Not Found: {path}', an unregistered name is an error.
 */
import { alternativeOffered, solutionOffered } from '@/i18n/availability'
import type { Locale } from '@/i18n/locales'
import { alternativeIds, solutionIds } from './site-ids'

export interface GuardContext {
  locale: Locale
  params: Record<string, string>
}

export type RouteGuard = (ctx: GuardContext) => boolean

const includes = (list: readonly string[], value: string | undefined) => value !== undefined && list.includes(value)

export const routeGuards = {
  /** /solutions/{id}: a known solution that the language offers. */
  solution: ({ locale, params }) => includes(solutionIds, params.id) && solutionOffered(params.id as string, locale),
  /** /alternatives/{id}: a known comparison that the language offers. */
  alternative: ({ locale, params }) =>
    includes(alternativeIds, params.id) && alternativeOffered(params.id as string, locale),
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
