/** Which pages a language offers (spec section 2, language switching). */
import { defaultLocale, type Locale } from './locales'

/** A localized field as read with locale 'all': a value per language, or one value for all. */
export type Localized<T> = Partial<Record<Locale, T>> | T | null | undefined

/** A localized value read with locale 'all': the language's own value, else English's. */
export function inLocale<T>(value: Localized<T>, locale: Locale): T | undefined {
  if (value === null || value === undefined) return undefined
  if (typeof value === 'object' && !Array.isArray(value)) {
    const map = value as Partial<Record<Locale, T>>
    return map[locale] ?? map[defaultLocale]
  }
  return value as T
}

// Maps, not objects: the ids come from the address, and `/solutions/constructor` must not find Object.prototype's
// members (it answered 500).
const solutionExcluded = new Map<string, readonly Locale[]>([
  ['crypto', ['zh', 'tc']],
  ['betting', ['zh', 'tc', 'vn']],
])

const alternativeOnly = new Map<string, readonly Locale[]>([['ziniao-alternative', ['zh', 'tc']]])

const alternativeExcluded = new Map<string, readonly Locale[]>([
  ['octo-browser-alternative', ['zh', 'tc']],
  ['undetectable-alternative', ['zh', 'tc']],
])

export function solutionOffered(id: string, locale: Locale): boolean {
  return !solutionExcluded.get(id)?.includes(locale)
}

export function alternativeOffered(id: string, locale: Locale): boolean {
  const only = alternativeOnly.get(id)
  if (only) return only.includes(locale)
  return !alternativeExcluded.get(id)?.includes(locale)
}

/** Whether a page path (without locale prefix) is offered in a language by the rules above. */
export function pathOffered(path: string, locale: Locale): boolean {
  const solution = /^\/solutions\/([^/]+)$/.exec(path)
  if (solution) return solutionOffered(solution[1] as string, locale)
  const alternative = /^\/alternatives\/([^/]+)$/.exec(path)
  if (alternative) return alternativeOffered(alternative[1] as string, locale)
  return true
}
