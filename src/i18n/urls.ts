/** Where each locale's pages live: origin, prefix, and the mapping between public and internal paths. */
import { SITE_URL, SITE_URL_ZH } from '@/config'
import {
  isLocale,
  isUnprefixed,
  localeInfo,
  originDefaultLocale,
  type Locale,
  type SiteOrigin,
} from './locales'
import { localePath } from './paths'

export const origins: Record<SiteOrigin, string> = { global: SITE_URL, zh: SITE_URL_ZH }

/** Which of the two origins a Host header names (anything unknown is treated as global). */
export function originForHost(host: string | null | undefined): SiteOrigin {
  if (!host) return 'global'
  return host.toLowerCase() === new URL(SITE_URL_ZH).host.toLowerCase() ? 'zh' : 'global'
}

/** Absolute URL of a page in a locale. */
export function localeUrl(locale: Locale, path: string): string {
  return origins[localeInfo[locale].origin] + localePath(locale, path)
}

export interface ParsedPath {
  /** Locale the path names. */
  locale: Locale
  /** Path inside the locale, always starting with `/`. */
  rest: string
  /** Where this page really lives when the request reached the wrong origin or used a redundant prefix. */
  canonical?: string
}

/** Splits a public path on an origin into locale and rest, noting when it belongs elsewhere. */
export function parsePublicPath(origin: SiteOrigin, pathname: string): ParsedPath {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname)
  const first = match?.[1]
  if (first && isLocale(first)) {
    const locale = first
    const rest = match?.[2] || '/'
    const home = localeInfo[locale].origin
    if (home !== origin || isUnprefixed(locale)) {
      return { locale, rest, canonical: localeUrl(locale, rest) }
    }
    return { locale, rest }
  }
  return { locale: originDefaultLocale[origin], rest: pathname || '/' }
}

/** Locale of the site page a visitor came from, when the Referer is one of the site's origins. */
export function localeOfReferer(referer: string | null | undefined): Locale | undefined {
  if (!referer) return undefined
  try {
    const url = new URL(referer)
    if (url.origin !== origins.global && url.origin !== origins.zh) return undefined
    return parsePublicPath(originForHost(url.host), url.pathname).locale
  } catch {
    return undefined
  }
}
