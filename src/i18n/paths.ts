/** Origin-independent path helpers (safe for client components). */
import { isLocale, isUnprefixed, type Locale } from './locales'

/** Path of a page in a locale on that locale's own origin: `/ru/pricing`, `/pricing`, `/ru`. */
export function localePath(locale: Locale, path: string): string {
  const clean = path === '' ? '/' : path.startsWith('/') ? path : `/${path}`
  if (isUnprefixed(locale)) return clean
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`
}

/** Public path of an internal `/{locale}/...` path: drops the prefix of an unprefixed locale. */
export function publicPathOf(internalPath: string): string {
  const match = /^\/([^/]+)(\/.*)?$/.exec(internalPath)
  const locale = match?.[1]
  if (isLocale(locale) && isUnprefixed(locale)) return match?.[2] || '/'
  return internalPath
}
