/** Search result snippets: the stretch of a page's text around the first word a query asked for. */
import { localeInfo, type Locale } from '@/i18n/locales'
import { fold } from './morphology'
import { segmenter, UNSPACED_WORD, unspacedRuns, wordForms, wordsOf } from './tokens'

const SNIPPET_CHARS = 180
const SNIPPET_LEAD = 50

/**
 * The snippet maker of a query: about 180 characters around the first match in the excerpt, then the body. Made
 * per result as the visitor types, so words are stemmed only when they begin like a query word.
 */
export function snippetFor(query: string, locale: Locale): (texts: string[]) => string {
  const tag = localeInfo[locale].tag
  const wanted = wordsOf(query, locale).flatMap((word) =>
    UNSPACED_WORD.test(word) ? [] : wordForms(word, locale),
  )
  const runs = unspacedRuns(query)
  const firstMatch = (text: string): number => {
    const found = runs.map((run) => text.indexOf(run)).filter((at) => at >= 0)
    const run = found.length ? Math.min(...found) : -1
    if (wanted.length) {
      for (const part of segmenter(locale).segment(run < 0 ? text : text.slice(0, run))) {
        if (!part.isWordLike || UNSPACED_WORD.test(part.segment)) continue
        const form = fold(part.segment.normalize('NFKC').toLocaleLowerCase(tag))
        const begins = (forms: string[]) => forms.some((f) => wanted.some((w) => f.startsWith(w)))
        // The word's stem only where it may matter ("proxies" asked, "proxy" written): it shares a beginning.
        if (
          begins([form]) ||
          (wanted.some((w) => form.startsWith(w.slice(0, 3))) &&
            begins(wordForms(part.segment, locale)))
        )
          return part.index
      }
    }
    return run
  }
  return (texts) => {
    const cleaned = texts.map((text) => text.replace(/\s+/g, ' ').trim()).filter(Boolean)
    for (const text of cleaned) {
      const at = firstMatch(text)
      if (at >= 0) return around(text, at, locale)
    }
    return cleaned[0] ? around(cleaned[0], 0, locale) : ''
  }
}

/** About 180 characters of a text from a little before `at`, starting and ending between words. */
function around(text: string, at: number, locale: Locale): string {
  // Only the stretch around the match is cut into words.
  const offset = Math.max(0, at - SNIPPET_LEAD - 40)
  const from = Math.max(0, at - SNIPPET_LEAD)
  let start = -1
  let end = -1
  for (const part of segmenter(locale).segment(text.slice(offset, from + SNIPPET_CHARS + 40))) {
    const index = offset + part.index
    if (start < 0 && index >= from && (index === 0 || index > offset)) start = index
    if (start >= 0 && index + part.segment.length <= start + SNIPPET_CHARS)
      end = index + part.segment.length
  }
  if (start < 0) start = end = at
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`
}
