/** The one list of the site's languages. Payload, routing, sitemaps and the switcher all read it. */

export const locales = [
  'en',
  'zh',
  'ru',
  'vn',
  'es',
  'pt',
  'tr',
  'th',
  'fr',
  'uk',
  'ko',
  'hi',
  'jp',
  'tc',
] as const
export type Locale = (typeof locales)[number]

export const defaultLocale: Locale = 'en'

/** Which origin serves a locale: zh lives on the Chinese origin, every other code on the global one. */
export type SiteOrigin = 'global' | 'zh'

export interface LocaleInfo {
  code: Locale
  /** BCP-47 tag: `<html lang>`, hreflang and sitemap names. */
  tag: string
  /** Display name in its own language. */
  name: string
  origin: SiteOrigin
}

export const localeInfo: Record<Locale, LocaleInfo> = {
  en: { code: 'en', tag: 'en-US', name: 'English', origin: 'global' },
  zh: { code: 'zh', tag: 'zh-CN', name: '简体中文', origin: 'zh' },
  ru: { code: 'ru', tag: 'ru-RU', name: 'Русский', origin: 'global' },
  vn: { code: 'vn', tag: 'vi-VN', name: 'Tiếng Việt', origin: 'global' },
  es: { code: 'es', tag: 'es-ES', name: 'Español', origin: 'global' },
  pt: { code: 'pt', tag: 'pt-PT', name: 'Português', origin: 'global' },
  tr: { code: 'tr', tag: 'tr-TR', name: 'Türkçe', origin: 'global' },
  th: { code: 'th', tag: 'th-TH', name: 'ไทย', origin: 'global' },
  fr: { code: 'fr', tag: 'fr-FR', name: 'Français', origin: 'global' },
  uk: { code: 'uk', tag: 'uk-UA', name: 'Українська', origin: 'global' },
  ko: { code: 'ko', tag: 'ko-KR', name: '한국어', origin: 'global' },
  hi: { code: 'hi', tag: 'hi-IN', name: 'हिन्दी', origin: 'global' },
  jp: { code: 'jp', tag: 'ja-JP', name: '日本語', origin: 'global' },
  tc: { code: 'tc', tag: 'zh-TW', name: '繁體中文', origin: 'global' },
}

/** The locale an origin serves without a prefix. */
export const originDefaultLocale: Record<SiteOrigin, Locale> = { global: 'en', zh: 'zh' }

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

/** Locale whose URL carries no prefix (the default of its origin). */
export function isUnprefixed(locale: Locale): boolean {
  return originDefaultLocale[localeInfo[locale].origin] === locale
}

/** Locales whose URLs start with their code (`/ru/…`): all but each origin's default. */
export const prefixedLocales: readonly Locale[] = locales.filter((l) => !isUnprefixed(l))

/** Extra tags that map onto a locale besides its own tag (zh-HK is served by tc). */
const aliasTags: Record<string, Locale> = {
  'zh-hk': 'tc',
  'zh-mo': 'tc',
  'zh-hant': 'tc',
  'zh-hans': 'zh',
  'zh-sg': 'zh',
}

/** Locale whose own tag is exactly this one (`ja-JP`), as in sitemap and feed names; no aliases. */
export function localeForOwnTag(tag: string): Locale | undefined {
  return locales.find((code) => localeInfo[code].tag === tag)
}

/** Locale for a BCP-47 tag (case-insensitive), its own or an alias such as zh-HK, or undefined. */
export function localeForTag(tag: string): Locale | undefined {
  const lower = tag.toLowerCase()
  for (const code of locales) if (localeInfo[code].tag.toLowerCase() === lower) return code
  // Own keys only: `__proto__` or `constructor` would otherwise find Object.prototype's members.
  return Object.hasOwn(aliasTags, lower) ? aliasTags[lower] : undefined
}

/** Locale for a base language (`ru`, `ja`, `vi`, ...), or undefined. Chinese without region means zh. */
export function localeForBase(base: string): Locale | undefined {
  const lower = base.toLowerCase()
  for (const code of locales)
    if (localeInfo[code].tag.toLowerCase().split('-')[0] === lower) return code
  return undefined
}
