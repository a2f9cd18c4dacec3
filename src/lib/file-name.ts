/**
 * Names of uploaded files: a readable ASCII slug of what the editor's file was called (transliterated as page slugs
 * are), so a media address reads `/media/snimok-ekrana.png`, not a long run of percent-escapes. A name with nothing
 * that transliterates (emoji only) gets a short hash of itself, so two such files still get different names.
 */
import { nameHash } from './name-hash'
import { latinSlug } from './slug'

/** Longest slug kept of a file's own name (Payload adds `-1`, `-2` and the image size suffixes after it). */
export const FILE_SLUG_MAX = 80

/** The name without its extension, and the extension (lowercase, without the dot; '' when there is none). */
function splitExtension(name: string): [string, string] {
  const match = /^(.*)\.([A-Za-z0-9]{1,10})$/.exec(name.trim())
  return match ? [match[1] as string, (match[2] as string).toLowerCase()] : [name.trim(), '']
}

/** `Снимок экрана 2026 — тест 写真.PNG` → `snimok-ekrana-2026-test-xie-zhen.png`; `🙂.png` → `file-1a2b3c4d.png`. */
export function uploadFileName(original: string): string {
  const [stem, extension] = splitExtension(original.normalize('NFC'))
  const slug =
    latinSlug(stem, FILE_SLUG_MAX) || `file-${nameHash(stem).toString(16).padStart(8, '0')}`
  return extension ? `${slug}.${extension}` : slug
}

/** What the file was called without its extension, as a default alt text: `Снимок экрана 2026 — тест 写真`. */
export function fileTitle(original: string): string {
  return splitExtension(original.normalize('NFC'))[0]
    .replace(/[_\s]+/g, ' ')
    .trim()
}
