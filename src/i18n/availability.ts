/** Which pages a language offers (spec section 2, language switching). */
import { defaultLocale, type Locale } from './locales'

/** A localized field as read with locale 'all': a value per language, or one value for all. */
export type Localized<T> = Partial<Record<Locale, T>> | T | null | undefined

/** A language's own value of a localized field read with locale 'all' (no fallback); a value for all languages counts. */
export function ownValue<T>(value: Localized<T>, locale: Locale): T | undefined {
  if (value === null || value === undefined) return undefined
  if (typeof value === 'object' && !Array.isArray(value))
    return (value as Partial<Record<Locale, T>>)[locale] ?? undefined
  return value as T
}

/** A localized value read with locale 'all': the language's own value, else English's. */
export const inLocale = <T>(value: Localized<T>, locale: Locale): T | undefined =>
  ownValue(value, locale) ?? ownValue(value, defaultLocale)

/** What a document read with locale 'all' says about its languages. */
export interface LanguageFacts {
  /** The editor's per-language "Offered" tick (true unless unticked). */
  available?: Localized<boolean>
  /** Its title (or name): a language with none of its own shows English's, or nothing. */
  title?: Localized<string>
}

/** How a document stands in a language; `absent`: no title of its own nor English's, so never an empty card. */
export type LanguageStatus = 'translated' | 'fallback' | 'hidden' | 'absent'

export function languageStatus(doc: LanguageFacts, locale: Locale): LanguageStatus {
  if (inLocale(doc.available, locale) === false) return 'hidden'
  if (ownValue(doc.title, locale)?.trim()) return 'translated'
  if (ownValue(doc.title, defaultLocale)?.trim()) return 'fallback'
  return 'absent'
}

/** Whether a document is offered in a language (listings, feeds, sitemaps, hreflang, its own page). */
export const offeredIn = (doc: LanguageFacts, locale: Locale) => {
  const status = languageStatus(doc, locale)
  return status === 'translated' || status === 'fallback'
}

// Maps, not objects: the ids come from the address, and `/solutions/constructor` must not find Object.prototype's.
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
