/** Where the language switcher sends a visitor, and which hreflang alternates a page has. */
import { sections, type Section } from './sections'
import { switchedUseCaseHash, keepsUseCasesOnSwitch } from './use-cases'
import { pathOffered } from '@/i18n/availability'
import { localeInfo, locales, type Locale } from '@/i18n/locales'
import { localeUrl } from '@/i18n/urls'

/** Pages that switch to their section's root in the new language: the sections marked so, and the use cases. */
const rootSections = [
  ...(Object.keys(sections) as Section[])
    .filter((s) => sections[s].switchToRoot)
    .map((s) => sections[s].path.slice(1)),
  'use-cases',
]
const SECTION_ROOT = new RegExp(`^/(${rootSections.join('|')})(?:[-/?].*)?$`)

/** Target path (without prefix) in `to` for a visitor on `path` (a `#use-case` on /use-cases is carried over). */
export function switchTargetPath(path: string, to: Locale): string {
  const useCase = /^\/use-cases#(.+)$/.exec(path)
  if (useCase) {
    if (!keepsUseCasesOnSwitch(to)) return '/'
    const hash = switchedUseCaseHash(useCase[1] as string, to)
    return hash ? `/use-cases#${hash}` : '/use-cases'
  }
  const section = SECTION_ROOT.exec(path)?.[1]
  if (section) {
    if (section === 'guide') return to === 'zh' ? '/guide' : '/blog'
    if (section === 'use-cases') return keepsUseCasesOnSwitch(to) ? '/use-cases' : '/'
    return `/${section}`
  }
  if (!pathOffered(path, to)) return '/'
  return path
}

export interface SwitchLink {
  locale: Locale
  href: string
}

/** One absolute link per language for the switcher. */
export function switchLinks(path: string): SwitchLink[] {
  return locales.map((locale) => ({
    locale,
    href: localeUrl(locale, switchTargetPath(path, locale)),
  }))
}

/** hreflang alternates: the same page in every language that offers it, plus x-default (English or the first). */
export function hreflangAlternates(path: string, offered?: (locale: Locale) => boolean) {
  const isOffered = offered ?? ((l: Locale) => pathOffered(path.split('?')[0] as string, l))
  const languages: Record<string, string> = {}
  const available = locales.filter(isOffered)
  for (const locale of available) languages[localeInfo[locale].tag] = localeUrl(locale, path)
  const fallback = available.includes('en') ? 'en' : available[0]
  if (fallback) languages['x-default'] = localeUrl(fallback, path)
  return languages
}
