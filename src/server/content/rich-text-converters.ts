import 'server-only'
import type { HTMLConverter, HTMLConvertersFunction } from '@payloadcms/richtext-lexical/html'
import type { Media } from '@/cms/payload-types'
import { cmsImageProps } from '@/components/cms-image'
import { OWN_DOMAINS } from '@/config'
import { CODE_LANGUAGES } from '@/lib/code-languages'
import type { Locale } from '@/i18n/locales'
import { localePath } from '@/i18n/paths'
import { isPagePath, mediaSrc, resolveLink } from '@/lib/links'
import { internalLinkPath, linkProblem, type LexicalNode } from '@/lib/rich-text-links'

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}
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
    const children = nodesToHTML({
      nodes: (link.children ?? []) as Parameters<typeof nodesToHTML>[0]['nodes'],
    }).join('')
    const href =
      link.fields?.linkType === 'internal'
        ? internalLinkPath(link)
        : linkProblem(link)
          ? null
          : (link.fields?.url ?? null)
    const resolved = resolveLink(href, OWN_DOMAINS, (path) => localePath(locale, path))
    if (!resolved) return children
    const attrs =
      resolved.external || link.fields?.newTab === true
        ? ' target="_blank" rel="noopener noreferrer"'
        : isPagePath(resolved.href)
          ? ' data-nav=""'
          : ''
    return `<a href="${escapeHtml(resolved.href)}"${attrs}>${children}</a>`
  }
}

/** The widths a body image is shown at: the article column (860 px at most, the page less its margins below). */
export const BODY_IMAGE_SIZES = '(max-width: 900px) calc(100vw - 40px), 860px'

/**
 * An image in a body, like every other image of the site (CmsImage): through the image optimizer at the widths of
 * the column, with its width and height (no layout shift), lazily; the stylesheet fits it to the column. Another
 * kind of file is a link to it.
 */
const uploadConverter: HTMLConverter<LexicalNode> = ({ node }) => {
  const media = node.value as Partial<Media> | number | null | undefined
  if (!media || typeof media !== 'object' || !media.url) return ''
  if (!media.mimeType?.startsWith('image/'))
    return `<a href="${escapeHtml(mediaSrc(media.url))}">${escapeHtml(media.filename ?? media.url)}</a>`
  const alt = typeof node.fields?.alt === 'string' ? node.fields.alt : null
  const props = cmsImageProps(
    { url: media.url, alt: media.alt ?? '', width: media.width, height: media.height },
    { sizes: BODY_IMAGE_SIZES, alt },
  )
  if (!props) return ''
  const attributes: [string, string | number | undefined][] = [
    ['alt', props.alt],
    ['src', props.src],
    ['srcset', props.srcSet],
    ['sizes', props.sizes],
    ['width', props.width],
    ['height', props.height],
    ['loading', props.loading],
    ['decoding', props.decoding],
  ]
  return `<img ${attributes
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}="${escapeHtml(String(value))}"`)
    .join(' ')}>`
}

/**
 * A code block (the editor's Code block) as preformatted code, its language named on the element for a reader or a
 * highlighter; its text escaped, never markup.
 */
const codeConverter: HTMLConverter<LexicalNode> = ({ node }) => {
  const fields = node.fields as { code?: unknown; language?: unknown } | null | undefined
  const code = typeof fields?.code === 'string' ? fields.code : ''
  if (!code.trim()) return ''
  const language =
    typeof fields?.language === 'string' && Object.hasOwn(CODE_LANGUAGES, fields.language)
      ? fields.language
      : null
  // Focusable: a long line scrolls the block sideways, and a keyboard must be able to scroll it too.
  return `<pre tabindex="0"${language ? ` data-language="${language}"` : ''}><code${language ? ` class="language-${language}"` : ''}>${escapeHtml(code)}</code></pre>`
}

/** The site's converters over Payload's defaults, for a page in `locale`. */
export function siteConverters(locale: Locale): HTMLConvertersFunction {
  const link = linkConverter(locale)
  return ({ defaultConverters }) => ({
    ...defaultConverters,
    link,
    autolink: link,
    upload: uploadConverter,
    blocks: { Code: codeConverter },
  })
}
