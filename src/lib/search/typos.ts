/**
 * Typo tolerance: a query word of five letters or more that no page has is looked up as the words one edit away.
 * Only then, so a word the pages have is never diluted by its neighbours ("proxy" does not find "prox").
 */
import { hasUnspaced } from './tokens'

/** Words shorter than this are left as typed: one edit away from a short word are too many others. */
export const TYPO_MIN_LETTERS = 5
/** The most corrections one word is looked up by. */
const MAX_CORRECTIONS = 8

/** The words of a language's pages (spaced scripts, lowercase, accents folded), by length in code units. */
export type WordList = Map<number, string[]>

/** The list of these indexed tokens that a typo can be corrected to: words, not keys, synonyms or character pairs. */
export function wordList(tokens: Iterable<string>): WordList {
  const list: WordList = new Map()
  for (const token of tokens) {
    if (token.length < TYPO_MIN_LETTERS - 1 || token.startsWith('~') || hasUnspaced(token)) continue
    const bucket = list.get(token.length)
    if (bucket) bucket.push(token)
    else list.set(token.length, [token])
  }
  return list
}

/** Whether two words are at most one edit apart (insertion, deletion, substitution, or swap of neighbours). */
export function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false
  let i = 0
  while (i < a.length && i < b.length && a[i] === b[i]) i++
  if (a.length === b.length) {
    return (
      a.slice(i + 1) === b.slice(i + 1) ||
      (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2))
    )
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1)
}

/** The words of the pages one edit away from a word of five letters or more (none for a shorter one). */
export function corrections(list: WordList, word: string): string[] {
  if ([...word].length < TYPO_MIN_LETTERS || word.startsWith('~') || hasUnspaced(word)) return []
  const found: string[] = []
  for (let length = word.length - 1; length <= word.length + 1; length++) {
    for (const candidate of list.get(length) ?? []) {
      if (candidate !== word && oneEditApart(word, candidate)) found.push(candidate)
      if (found.length === MAX_CORRECTIONS) return found
    }
  }
  return found
}
