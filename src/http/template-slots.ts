/**
 * A rendered page cut into a template at the places that show what the visitor typed (src/http/page-templates.ts),
 * and filled again: the page's HTML, and the text of its inline scripts that hold a slot (the policy hashes them).
 */
import { constants, crc32, deflateRawSync } from 'node:zlib'
import { inlineScriptHashes, SCRIPT_ELEMENT, scriptHash } from './inline-scripts'

/** `typed` and `words` in HTML text or attributes; `script` and `scriptWords` in the framework's data scripts. */
type Slot = 'typed' | 'words' | 'script' | 'scriptWords'
type ScriptSlot = Extract<Slot, 'script' | 'scriptWords'>

export interface Slotted {
  /** The page split at each slot, as sent: `parts.length === slots.length + 1`. */
  parts: Buffer[]
  slots: Slot[]
  /** Policy hashes of the inline scripts that hold no slot. */
  fixedHashes: string[]
  /** The inline scripts that hold a slot: their text around each, and which slot each is. */
  slottedScripts: { pieces: string[]; slots: ScriptSlot[] }[]
  /** Each part compressed once, as a piece of one deflate stream (gzipSlots). */
  deflatedParts: Buffer[]
}

/** Text and attribute values as React escapes them. */
export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c] as string,
  )

/** A string inside a JSON string of the server-components payload, inside the framework's inline script. */
export const escapePayload = (text: string) =>
  JSON.stringify(JSON.stringify(text).slice(1, -1))
    .slice(1, -1)
    .replace(/[&<>\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

/**
 * Cuts a page at each `token`; null when nothing shows it. With `whole` (an address containing the token), `whole`
 * is what was typed and a lone token its words (the search box's value).
 */
export function slotsOf(html: string, token: string, whole?: string): Slotted | null {
  const typed = whole ?? token
  const slotAt = new RegExp(`${escapeRegExp(typed)}|${escapeRegExp(token)}`, 'g')
  const kind = (match: string, inScript: boolean): Slot =>
    match === typed ? (inScript ? 'script' : 'typed') : inScript ? 'scriptWords' : 'words'
  const scripts = [...html.matchAll(SCRIPT_ELEMENT)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
    text: m[2] ?? '',
  }))
  const inScript = (at: number) => scripts.some((s) => at >= s.start && at < s.end)
  const parts: string[] = []
  const slots: Slot[] = []
  let from = 0
  for (const match of html.matchAll(slotAt)) {
    parts.push(html.slice(from, match.index))
    slots.push(kind(match[0], inScript(match.index)))
    from = match.index + match[0].length
  }
  parts.push(html.slice(from))
  if (!slots.includes('typed')) return null
  const slotted = scripts.filter((s) => s.text.includes(token))
  const withoutSlotted = slotted.reduceRight(
    (text, s) => text.slice(0, s.start) + text.slice(s.end),
    html,
  )
  return {
    parts: parts.map((part) => Buffer.from(part)),
    slots,
    fixedHashes: inlineScriptHashes(withoutSlotted).hashes,
    slottedScripts: slotted.map((s) => ({
      pieces: s.text.split(slotAt),
      slots: [...s.text.matchAll(slotAt)].map((m) => kind(m[0], true) as ScriptSlot),
    })),
    deflatedParts: parts.map((part) => deflatePiece(part, 9)),
  }
}

/** A piece of a deflate stream ending on a full flush, so pieces compressed apart concatenate into one stream. */
const deflatePiece = (text: string | Buffer, level: number) =>
  deflateRawSync(text, { level, finishFlush: constants.Z_FULL_FLUSH })
/** A running CRC-32 on: Node 20's crc32 of an empty buffer of its own answers 0, not the running value. */
const crcOn = (data: Buffer, crc: number) => (data.length ? crc32(data, crc) : crc)
/** gzip's header (no name, no time, unknown system), and deflate's empty last block. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff])
const LAST_BLOCK = Buffer.from([0x03, 0x00])

/** What fills each slot, as sent, and the policy hashes of the scripts that hold one. */
export interface Filling {
  values: Record<Slot, Buffer>
  scriptHashes: string[]
}

/** The values for what was typed (and its words, for a 404's search box). */
export function fillSlots(
  template: Slotted,
  { typed, words = '' }: { typed: string; words?: string },
): Filling {
  const inScript = { script: escapePayload(typed), scriptWords: escapePayload(words) }
  const script = ({ pieces, slots }: Slotted['slottedScripts'][number]) =>
    pieces.reduce(
      (text, piece, i) => text + piece + (i < slots.length ? inScript[slots[i] as ScriptSlot] : ''),
      '',
    )
  return {
    values: {
      typed: Buffer.from(escapeHtml(typed)),
      words: Buffer.from(escapeHtml(words)),
      script: Buffer.from(inScript.script),
      scriptWords: Buffer.from(inScript.scriptWords),
    },
    scriptHashes: template.slottedScripts.map((slotted) => scriptHash(script(slotted))),
  }
}

/** The filled page, uncompressed. */
export function plainBody(template: Slotted, { values }: Filling): Buffer {
  const pieces = [template.parts[0] as Buffer]
  template.slots.forEach((slot, i) => pieces.push(values[slot], template.parts[i + 1] as Buffer))
  return Buffer.concat(pieces)
}

/** The filled page gzipped: the parts as compressed ahead, the slots' values compressed now. */
export function gzipBody(template: Slotted, { values }: Filling): Buffer {
  const compressed: Partial<Record<Slot, Buffer>> = {}
  const pieces: Buffer[] = [GZIP_HEADER, template.deflatedParts[0] as Buffer]
  let crc = crc32(template.parts[0] as Buffer)
  let length = (template.parts[0] as Buffer).length
  template.slots.forEach((slot, i) => {
    const part = template.parts[i + 1] as Buffer
    pieces.push(
      (compressed[slot] ??= deflatePiece(values[slot], 1)),
      template.deflatedParts[i + 1] as Buffer,
    )
    crc = crcOn(part, crcOn(values[slot], crc))
    length += values[slot].length + part.length
  })
  const trailer = Buffer.alloc(8)
  trailer.writeUInt32LE(crc >>> 0, 0)
  trailer.writeUInt32LE(length >>> 0, 4)
  pieces.push(LAST_BLOCK, trailer)
  return Buffer.concat(pieces)
}
