/**
 * How the site search cuts text and queries into tokens, per language: words (lowercase, stem, key, accents folded)
 * in spaced scripts; every pair of neighbouring graphemes in Chinese, Japanese and Thai, since `Intl.Segmenter`'s
 * dictionary cuts loanwords by context ("プロキシ" as "プロ|キシ"); synonym tokens (src/lib/search/synonyms.ts).
 */
import { localeInfo, type Locale } from '@/i18n/locales'
import { fold, keyToken, reduce } from './morphology'
import { COMPOUNDS, SYNONYMS } from './synonyms'

/** Scripts written without spaces between words, with the Japanese long-vowel mark (its script is "common"). */
const UNSPACED =
  '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Thai}\\u30fc\\uff70'
const UNSPACED_RUN = new RegExp(`[${UNSPACED}]+`, 'gu')
export const UNSPACED_WORD = new RegExp(`^[${UNSPACED}]+$`, 'u')

const segmenters = new Map<Locale, Intl.Segmenter>()
export function segmenter(locale: Locale): Intl.Segmenter {
  let found = segmenters.get(locale)
  if (!found)
    segmenters.set(
      locale,
      (found = new Intl.Segmenter(localeInfo[locale].tag, { granularity: 'word' })),
    )
  return found
}
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' })

/** The words of a text in a language (punctuation and spaces left out). */
export function wordsOf(text: string, locale: Locale): string[] {
  const found: string[] = []
  for (const part of segmenter(locale).segment(text)) if (part.isWordLike) found.push(part.segment)
  return found
}

/** The lowercase form of a word (its script's compatibility forms unified) in a language. */
const lowerOf = (word: string, locale: Locale) =>
  word.normalize('NFKC').toLocaleLowerCase(localeInfo[locale].tag)

/**
 * The forms a word of a spaced script is indexed and looked up under: itself in lowercase, its stem and its key
 * (a marked token), accents folded.
 */
export function wordForms(word: string, locale: Locale): string[] {
  const lower = lowerOf(word, locale)
  const reduced = reduce(lower, locale)
  const forms = new Set([fold(lower)])
  if (reduced?.stem) forms.add(reduced.stem)
  if (reduced?.key) forms.add(keyToken(reduced.key))
  forms.delete('')
  return [...forms]
}

/** The runs of a text in the unspaced scripts. */
export const unspacedRuns = (text: string): string[] => text.match(UNSPACED_RUN) ?? []

const charactersOf = (run: string) =>
  [...graphemes.segment(run)].map((g) => g.segment.normalize('NFKC'))

/** Pairs of neighbouring characters of a run; its last character alone too, so that one typed character finds it. */
function pairsOf(run: string): string[] {
  const chars = charactersOf(run)
  const pairs = chars.slice(1).map((char, i) => `${chars[i]}${char}`)
  return [...pairs, chars.at(-1) ?? '']
}

/** A phrase of a synonym group as the tokenizer uses it: its token, and its unspaced text or its words. */
interface Phrase {
  token: string
  run?: string
  /** Per word: its key token, else the beginning one of a text's words must have; its lowercase form. */
  words: { key?: string; begins: string; lower: string }[]
}

const HAS_UNSPACED = new RegExp(`[${UNSPACED}]`, 'u')
/** Whether a text has characters of the scripts written without spaces (searched by pairs, not words). */
export const hasUnspaced = (text: string) => HAS_UNSPACED.test(text)

const groupsCache = new Map<Locale, Phrase[][]>()
function synonymGroups(locale: Locale): Phrase[][] {
  const cached = groupsCache.get(locale)
  if (cached) return cached
  const made = SYNONYMS[locale].map((group) =>
    group.map((phrase): Phrase => {
      const lower = lowerOf(phrase, locale)
      if (hasUnspaced(phrase)) return { token: `~=${lower}~`, run: lower, words: [] }
      const words = wordsOf(lower, locale).map((word) => {
        const reduced = reduce(word, locale)
        return {
          key: reduced?.key && keyToken(reduced.key),
          begins: reduced?.stem ?? fold(word),
          lower: fold(word),
        }
      })
      return { token: `~=${fold(lower)}~`, words }
    }),
  )
  groupsCache.set(locale, made)
  return made
}

/** The synonym tokens of a text whose word tokens are these: unspaced phrases outside the compounds that hold them. */
function phraseTokens(text: string, tokens: Set<string>, locale: Locale): string[] {
  let masked: string | undefined
  const maskedText = () =>
    (masked ??= (COMPOUNDS[locale] ?? []).reduce(
      (t, compound) => t.replaceAll(compound, ' '),
      lowerOf(text, locale),
    ))
  const words = [...tokens]
  const has = (word: Phrase['words'][number]) =>
    word.key ? tokens.has(word.key) : words.some((t) => t.startsWith(word.begins))
  return synonymGroups(locale)
    .flat()
    .filter((phrase) => (phrase.run ? maskedText().includes(phrase.run) : phrase.words.every(has)))
    .map((phrase) => phrase.token)
}

/** Every token of a text, once each: what the index holds for one field of a page. */
export function searchTokens(text: string, locale: Locale): string[] {
  const tokens = new Set<string>()
  for (const word of wordsOf(text, locale))
    if (!UNSPACED_WORD.test(word)) for (const form of wordForms(word, locale)) tokens.add(form)
  for (const run of unspacedRuns(text)) for (const pair of pairsOf(run)) tokens.add(pair)
  tokens.delete('')
  for (const token of phraseTokens(text, tokens, locale)) tokens.add(token)
  return [...tokens]
}

/** One thing a query asks for: tokens any of which matches, and synonyms of it, whose matches count for less. */
export interface QueryTerm {
  forms: string[]
  synonyms: string[]
}

/** The most terms a query is looked up by (a query is at most 100 characters, but each term is a lookup). */
const MAX_TERMS = 16

/**
 * What a query asks for: one entry per word (any of its forms) or per pair of an unspaced run, each looked up as the
 * beginning of a token; a page must have every entry. A synonym phrase typed whole is one entry.
 */
export function queryTerms(query: string, locale: Locale): QueryTerm[] {
  const terms = new Map<string, QueryTerm>()
  const words = wordsOf(query, locale)
    .filter((word) => !UNSPACED_WORD.test(word))
    .map((word) => ({
      forms: wordForms(word, locale),
      lower: fold(lowerOf(word, locale)),
      synonyms: [] as string[],
    }))
  const runs = unspacedRuns(query).map((run) => ({
    run,
    lower: lowerOf(run, locale),
    phrase: undefined as Phrase | undefined,
    synonyms: [] as string[],
  }))
  const replaced = new Set<number>()
  for (const group of synonymGroups(locale)) {
    for (const phrase of group) {
      const synonyms = group.filter((other) => other !== phrase).map((other) => other.token)
      const run = phrase.run ? runs.find((r) => r.lower === phrase.run) : undefined
      if (run) Object.assign(run, { phrase, synonyms })
      if (phrase.run) continue
      const at = phrase.words.map((w) =>
        words.findIndex(
          (q) => q.lower === w.lower || (w.key !== undefined && q.forms.includes(w.key)),
        ),
      )
      if (at.some((i) => i < 0)) continue
      if (at.length === 1) words[at[0] as number]?.synonyms.push(...synonyms)
      else {
        at.forEach((i) => replaced.add(i))
        terms.set(phrase.token, { forms: [phrase.token], synonyms })
      }
    }
  }
  for (const [i, { forms, synonyms }] of words.entries())
    if (!replaced.has(i) && forms.length) terms.set(forms.join(' '), { forms, synonyms })
  for (const { run, phrase, synonyms } of runs) {
    if (phrase) {
      terms.set(phrase.token, { forms: [phrase.token], synonyms })
      continue
    }
    const chars = charactersOf(run)
    const pairs = chars.length === 1 ? chars : chars.slice(1).map((char, i) => `${chars[i]}${char}`)
    for (const pair of pairs) terms.set(pair, { forms: [pair], synonyms: [] })
  }
  return [...terms.values()].slice(0, MAX_TERMS)
}

/**
 * The tokenizer Orama calls for a language's index (its component interface). Orama passes the field's name when
 * it indexes one and none when it looks a query up: queries are cut by queryTerms, each token looked up as given.
 * Every token indexed is also added to `seen`.
 */
export function searchTokenizer(locale: Locale, seen: Set<string>) {
  const tokenize = (raw: string, _language?: string, prop?: string) => {
    if (typeof raw !== 'string') return []
    if (prop === undefined) return [raw]
    const tokens = searchTokens(raw, locale)
    for (const token of tokens) seen.add(token)
    return tokens
  }
  return {
    language: localeInfo[locale].tag,
    normalizationCache: new Map<string, string>(),
    tokenize,
  }
}
