import 'server-only'
import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import type { Locale } from '@/i18n/locales'
import { siteConverters } from './rich-text-converters'

export interface RenderedBody {
  html: string
  toc: { id: string; text: string }[]
  minutes: number
}

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' })
const SLUG_MAX = 60

/**
 * A heading's anchor id: its words in its own script, lowercased and in NFC, joined by hyphens. Combining marks stay
 * with their letters (Thai tone marks, kana voicing marks, accents), and the id is cut between whole characters.
 */
export function headingId(text: string, used: Set<string>): string {
  const words = text
    .toLowerCase()
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '')
  let base = ''
  for (const { segment } of graphemes.segment(words)) {
    if (base.length + segment.length > SLUG_MAX) break
    base += segment
  }
  base = base.replace(/-$/, '') || 'section'
  let id = base
  for (let n = 2; used.has(id); n++) id = `${base}-${n}`
  used.add(id)
  return id
}

const stripTags = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' ')

/** Reading time: about 220 words a minute, or 500 characters for scripts written without spaces. */
export function readingMinutes(text: string): number {
  const cjk = (text.match(/[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\u0e00-\u0e7f]/g) ?? []).length
  const words = text
    .replace(/[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\u0e00-\u0e7f]/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length
  return Math.max(1, Math.round(words / 220 + cjk / 500))
}

/**
 * Drops `value` from the items of bullet lists: the converter numbers every list item, and `<li value>` is only
 * valid in an `<ol>` (the HTML checker's error on release notes).
 */
export function withoutBulletValues(html: string): string {
  const open: ('ul' | 'ol')[] = []
  return html.replace(
    /<(\/?)(ul|ol|li)\b([^>]*)>/gi,
    (tag, closing: string, name: string, attrs: string) => {
      const element = name.toLowerCase()
      if (element !== 'li') {
        if (closing) open.pop()
        else open.push(element as 'ul' | 'ol')
        return tag
      }
      if (closing || open.at(-1) !== 'ul') return tag
      return `<${name}${attrs.replace(/\s+value\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi, '')}>`
    },
  )
}

/**
 * HTML of a rich-text body on a page in `locale` (its links lead to that language's pages), with anchor ids on its
 * headings, the table of contents and the reading time.
 */
export function renderBody(body: unknown, locale: Locale): RenderedBody {
  if (!body || typeof body !== 'object') return { html: '', toc: [], minutes: 1 }
  const data = body as Parameters<typeof convertLexicalToHTML>[0]['data']
  const raw = withoutBulletValues(
    convertLexicalToHTML({ data, converters: siteConverters(locale), disableContainer: true }),
  )
  const used = new Set<string>()
  const toc: RenderedBody['toc'] = []
  const html = raw.replace(
    /<h([23])([^>]*)>([\s\S]*?)<\/h\1>/g,
    (_match, level: string, attrs: string, inner: string) => {
      const text = stripTags(inner).replace(/\s+/g, ' ').trim()
      const id = headingId(text, used)
      if (level === '2') toc.push({ id, text })
      return `<h${level}${attrs} id="${id}">${inner}</h${level}>`
    },
  )
  return { html, toc, minutes: readingMinutes(stripTags(raw)) }
}
