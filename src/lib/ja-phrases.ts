/**
 * Japanese titles cut into phrases by BudouX's basic rules, for browsers without `word-break: auto-phrase` (they
 * break only at `<wbr>`). A katakana word is never cut: the title shrinks until it fits (globals.css, `.phrased`).
 */

type Kind = 'katakana' | 'hiragana' | 'kanji' | 'open' | 'close' | 'space' | 'other'

function kindOf(char: string): Kind {
  if (/[\u30a1-\u30fa\u30fc-\u30fe\uff66-\uff9f]/.test(char)) return 'katakana'
  if (/[\u3041-\u3096\u309d\u309e]/.test(char)) return 'hiragana'
  if (/[\u3005-\u3007\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/.test(char)) return 'kanji'
  if (/[「『（(【〔［[〈《“‘]/.test(char)) return 'open'
  if (/[、。，．,.：:；;！!？?」』）)】〕］\]〉》”’｜|・…]/.test(char)) return 'close'
  if (/\s|\u3000/.test(char)) return 'space'
  return 'other'
}

function breaksBetween(a: Kind, b: Kind): boolean {
  // Nothing starts a line with closing punctuation, nor ends one with an opening bracket.
  if (b === 'close' || b === 'space' || a === 'open') return false
  // A particle stays with the quoted word before it (「プロファイル」を).
  if (a === 'close' && b === 'hiragana') return false
  if (a === 'close' || a === 'space' || b === 'open') return true
  if (a === 'hiragana') return b !== 'hiragana'
  return (a === 'kanji' && b === 'katakana') || (a === 'katakana' && b === 'kanji')
}

/** The phrases of a Japanese text, in order: joined, they are the text. */
export function jaPhrases(text: string): string[] {
  const phrases: string[] = []
  let current = ''
  let previous: Kind | null = null
  for (const char of text) {
    const kind = kindOf(char)
    if (previous && current && breaksBetween(previous, kind)) {
      phrases.push(current)
      current = ''
    }
    current += char
    previous = kind
  }
  if (current) phrases.push(current)
  return phrases
}

const KATAKANA_WORD = /([\u30a1-\u30fa\u30fc-\u30fe\uff66-\uff9f]{2,})/

/** Whether a text has a katakana word: Japanese that the rules here are for. */
export const hasKatakana = (text: string): boolean => KATAKANA_WORD.test(text)

/** A phrase cut into its katakana words (odd places) and what lies between them (even places, maybe empty). */
export const katakanaWords = (phrase: string): string[] => phrase.split(KATAKANA_WORD)

/**
 * The width of a phrase in em, as a title's sans-serif shows it: full-width characters are 1 em, others about 0.62
 * (bold Latin letters and digits), spaces at the ends do not count.
 */
export function phraseWidthEm(phrase: string): number {
  let width = 0
  for (const char of phrase.trim())
    width += /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uff60\uffe0-\uffe6]/.test(char) ? 1 : 0.62
  return Math.round(width * 100) / 100
}
