/**
 * Builds Lexical rich-text documents for seeded content, in the node shapes Payload's editor saves (the features
 * of src/cms/fields/rich-text.ts) and the site renders (src/server/content/rich-text-converters.ts).
 *
 * Text takes a small inline markup: `**bold**`, `*italic*`, `` `code` `` and `[text](address)`, the address a site
 * path or an http(s) URL (the site's link rule, src/lib/rich-text-links.ts).
 */
import { createHash } from 'node:crypto'
import type { CodeLanguage } from '@/lib/code-languages'

/** A body block: headings, a paragraph, lists, a quote, a code block, or an image (a seeded media document). */
export type Block =
  | { h2: string }
  | { h3: string }
  | { p: string }
  | { ul: string[] }
  | { ol: string[] }
  | { quote: string }
  | { code: string; language: CodeLanguage }
  | { image: number; alt: string }

const FORMAT = { bold: 1, italic: 2, code: 16 } as const
const base = { format: '' as const, indent: 0, version: 1, direction: 'ltr' as const }

/** Node ids as the editor makes them (24 hex), derived from the content so that a seed is reproducible. */
const nodeId = (seed: string) => createHash('sha1').update(seed).digest('hex').slice(0, 24)

const text = (value: string, format = 0) => ({
  type: 'text',
  text: value,
  format,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})

const INLINE = /\*\*(.+?)\*\*|\*(.+?)\*|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g

/** The text and link nodes of a line of inline markup. */
export function inline(value: string): Record<string, unknown>[] {
  const nodes: Record<string, unknown>[] = []
  let at = 0
  for (const match of value.matchAll(INLINE)) {
    if (match.index > at) nodes.push(text(value.slice(at, match.index)))
    const [, bold, italic, code, linkText, url] = match
    if (bold !== undefined) nodes.push(text(bold, FORMAT.bold))
    else if (italic !== undefined) nodes.push(text(italic, FORMAT.italic))
    else if (code !== undefined) nodes.push(text(code, FORMAT.code))
    else {
      nodes.push({
        type: 'link',
        ...base,
        version: 3,
        id: nodeId(`${url}${linkText}${match.index}`),
        fields: { linkType: 'custom', url, newTab: false },
        children: [text(linkText as string)],
      })
    }
    at = match.index + match[0].length
  }
  if (at < value.length) nodes.push(text(value.slice(at)))
  return nodes
}

/** Markup taken out of a line: the words a reader sees. */
export const plainText = (value: string) =>
  value.replace(INLINE, (_all, bold, italic, code, linkText) => bold ?? italic ?? code ?? linkText)

const list = (items: string[], ordered: boolean) => ({
  type: 'list',
  listType: ordered ? 'number' : 'bullet',
  start: 1,
  tag: ordered ? 'ol' : 'ul',
  ...base,
  children: items.map((item, i) => ({
    type: 'listitem',
    value: i + 1,
    ...base,
    children: inline(item),
  })),
})

/** `media`: the ids of the seeded media documents an image block's index points into. */
export function lexical(blocks: Block[], media: readonly (number | string)[] = []) {
  return {
    root: {
      type: 'root',
      ...base,
      children: blocks.map((block, index) => {
        if ('h2' in block)
          return { type: 'heading', tag: 'h2', ...base, children: inline(block.h2) }
        if ('h3' in block)
          return { type: 'heading', tag: 'h3', ...base, children: inline(block.h3) }
        if ('ul' in block) return list(block.ul, false)
        if ('ol' in block) return list(block.ol, true)
        if ('quote' in block) return { type: 'quote', ...base, children: inline(block.quote) }
        if ('code' in block) {
          const id = nodeId(`${index}${block.code}`)
          return {
            type: 'block',
            format: '',
            version: 2,
            fields: {
              id,
              blockName: '',
              blockType: 'Code',
              language: block.language,
              code: block.code,
            },
          }
        }
        if ('image' in block) {
          const value = media[block.image % Math.max(media.length, 1)]
          if (value === undefined)
            throw new Error(`Seed: an image block needs the seeded media (${block.alt})`)
          return {
            type: 'upload',
            format: '',
            version: 3,
            id: nodeId(`${index}${block.alt}`),
            fields: { alt: block.alt },
            relationTo: 'media',
            value,
          }
        }
        return {
          type: 'paragraph',
          textFormat: 0,
          textStyle: '',
          ...base,
          children: inline(block.p),
        }
      }),
    },
  }
}
