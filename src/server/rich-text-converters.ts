import 'server-only'
import type { HTMLConverter, HTMLConvertersFunction } from '@payloadcms/richtext-lexical/html'
import { OWN_DOMAINS } from '@/config'
import type { Locale } from '@/i18n/locales'
import { localePath } from '@/i18n/paths'
import { isPagePath, resolveLink } from '@/lib/links'
import { internalLinkPath, linkProblem, type LexicalNode } from '@/lib/rich-text-links'

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
/** Text or an attribute value as HTML. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c] as string)

/**
 * Links of rich text as CmsLink renders every other link (src/components/cms-link.tsx), from the same rule
 * (resolveLink): an external one opens in a new tab without opener or referrer, a page of the site is a client-side
 * navigation in the visitor's language, and one whose address is not allowed (stored before links were checked)
 * is its plain text.
 */
function linkConverter(locale: Locale): HTMLConverter<LexicalNode> {
  return ({ node, nodesToHTML }) => {
    const link = node
    const children = nodesToHTML({ nodes: (link.children ?? []) as Parameters<typeof nodesToHTML>[0]['nodes'] }).join('')
    const href = link.fields?.linkType === 'internal' ? internalLinkPath(link) : linkProblem(link) ? null : (link.fields?.url ?? null)
    const resolved = resolveLink(href, OWN_DOMAINS, (path) => localePath(locale, path))
    if (!resolved) return children
    const attrs =
      resolved.external || link.fields?.newTab === true ? ' target="_blank" rel="noopener noreferrer"' : isPagePath(resolved.href) ? ' data-nav=""' : ''
    return `<a href="${escapeHtml(resolved.href)}"${attrs}>${children}</a>`
  }
}

/** The site's converters over Payload's defaults, for a page in `locale`. */
export function siteConverters(locale: Locale): HTMLConvertersFunction {
  const link = linkConverter(locale)
  return ({ defaultConverters }) => ({ ...defaultConverters, link, autolink: link })
}
