/**
 * A rendered page cut into a template at the places that show what the visitor typed (src/http/page-templates.ts),
 * and filled again: the page's HTML, and the text of its inline scripts that hold a slot (the policy hashes them).
 */
import { inlineScriptHashes, SCRIPT_ELEMENT } from './inline-scripts'

/** `typed` and `words` in HTML text or attributes; `script` in the framework's data scripts. */
type Slot = 'typed' | 'words' | 'script'

export interface Slotted {
  /** The page split at each slot: `parts.length === slots.length + 1`. */
  parts: string[]
  slots: Slot[]
  /** Policy hashes of the inline scripts that hold no slot. */
  fixedHashes: string[]
  /** The inline scripts that hold a slot: their text around each. */
  slottedScripts: string[][]
}

/** Text and attribute values as React escapes them. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c] as string)

/** A string inside a JSON string of the server-components payload, inside the framework's inline script. */
export const escapePayload = (text: string) =>
  JSON.stringify(JSON.stringify(text).slice(1, -1))
    .slice(1, -1)
    .replace(/[&<>\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

/**
 * Cuts a page at each `token`. With `whole` (an address the token is part of), `whole` is what was typed and a lone
 * token in the HTML its words; a lone token in a script is the router's copy of the address's segments, which the
 * client never shows, and is left empty. Without it, the token itself is what was typed. Null when nothing shows it.
 */
export function slotsOf(html: string, token: string, whole?: string): Slotted | null {
  const typed = whole ?? token
  // Lone tokens in scripts, first: gone.
  const page = whole
    ? html.replace(SCRIPT_ELEMENT, (element) =>
        element
          .split(whole)
          .map((piece) => piece.replaceAll(token, ''))
          .join(whole),
      )
    : html
  const scripts = [...page.matchAll(SCRIPT_ELEMENT)].map((m) => ({ start: m.index, end: m.index + m[0].length, text: m[2] ?? '' }))
  const inScript = (at: number) => scripts.some((s) => at >= s.start && at < s.end)
  const parts: string[] = []
  const slots: Slot[] = []
  let from = 0
  for (const match of page.matchAll(new RegExp(`${escapeRegExp(typed)}|${escapeRegExp(token)}`, 'g'))) {
    parts.push(page.slice(from, match.index))
    slots.push(inScript(match.index) ? 'script' : match[0] === typed ? 'typed' : 'words')
    from = match.index + match[0].length
  }
  parts.push(page.slice(from))
  if (!slots.includes('typed')) return null
  const slotted = scripts.filter((s) => s.text.includes(typed))
  const withoutSlotted = slotted.reduceRight((text, s) => text.slice(0, s.start) + text.slice(s.end), page)
  return { parts, slots, fixedHashes: inlineScriptHashes(withoutSlotted).hashes, slottedScripts: slotted.map((s) => s.text.split(typed)) }
}

/** The page for what was typed (and its words, for a 404's search box), and its slotted scripts' text. */
export function fillSlots(template: Slotted, { typed, words = '' }: { typed: string; words?: string }): { html: string; scripts: string[] } {
  const values: Record<Slot, string> = { typed: escapeHtml(typed), words: escapeHtml(words), script: escapePayload(typed) }
  let html = template.parts[0] as string
  template.slots.forEach((slot, i) => {
    html += values[slot] + template.parts[i + 1]
  })
  return { html, scripts: template.slottedScripts.map((pieces) => pieces.join(values.script)) }
}
