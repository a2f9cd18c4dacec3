import 'server-only'
import type { Site } from '@/cms/payload-types'
import type { LinkAction } from '@/cms/fields/link'
import { OWN_DOMAINS } from '@/config'
import { localeInfo, type Locale } from '@/i18n/locales'
import { localePath } from '@/i18n/paths'
import { localeUrl } from '@/i18n/urls'
import { officialLink, resolveLink, type ResolvedLink } from '@/lib/links'

export interface LinkContext {
  locale: Locale
  /** The current page's path without locale prefix (the `from` of register and login links). */
  path: string
  site: Site
}

const sameAddress = (a: string, b: string) => {
  try {
    const x = new URL(a)
    const y = new URL(b)
    return x.origin === y.origin && x.pathname.replace(/\/$/, '') === y.pathname.replace(/\/$/, '')
  } catch {
    return false
  }
}

/** Resolves links of content: register and login addresses get rel, lang and from; other rules in resolveLink. */
export function siteLinks({ locale, path, site }: LinkContext) {
  const official = (href: string) =>
    officialLink(href, { lang: localeInfo[locale].tag, from: localeUrl(locale, path) })
  const url = (href: string | null | undefined): ResolvedLink | null => {
    const resolved = resolveLink(href, OWN_DOMAINS, (p) => localePath(locale, p))
    if (!resolved) return null
    if (
      sameAddress(resolved.href, site.register_url) ||
      sameAddress(resolved.href, site.login_url)
    ) {
      return { href: official(resolved.href), external: false }
    }
    return resolved
  }
  const action = (
    kind: LinkAction | null | undefined,
    href?: string | null,
  ): ResolvedLink | null => {
    switch (kind ?? 'none') {
      case 'register':
        return url(site.register_url)
      case 'login':
        return url(site.login_url)
      case 'download':
        return { href: localePath(locale, '/download'), external: false }
      case 'pricing':
        return { href: localePath(locale, '/pricing'), external: false }
      case 'pre-sales':
        return { href: localePath(locale, '/pre-sales'), external: false }
      case 'url':
        return url(href)
      default:
        return null
    }
  }
  return { url, action, official }
}

export type SiteLinks = ReturnType<typeof siteLinks>

/** The UI message that labels an action's button when the editor left the label empty. */
export const actionLabel: Record<Exclude<LinkAction, 'none' | 'url'>, string> = {
  register: 'header.register',
  login: 'header.login',
  download: 'nav.download',
  pricing: 'nav.pricing',
  'pre-sales': 'nav.pre-sales',
}
