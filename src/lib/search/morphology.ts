/**
 * A search word's Snowball stem (@orama/stemmers) and its key: the stem with the alternations between a word's forms
 * undone ("отпечаток"/"отпечатки", "perfil"/"perfis"), matched whole only so a short key finds no other word. Hindi's
 * stemmer is not used: it cuts "खाता" to "ख".
 */
import { stemmer as english } from '@orama/stemmers/english'
import { stemmer as french } from '@orama/stemmers/french'
import { stemmer as portuguese } from '@orama/stemmers/portuguese'
import { stemmer as russian } from '@orama/stemmers/russian'
import { stemmer as spanish } from '@orama/stemmers/spanish'
import { stemmer as turkish } from '@orama/stemmers/turkish'
import { stemmer as ukrainian } from '@orama/stemmers/ukrainian'
import type { Locale } from '@/i18n/locales'

interface Morphology {
  stem: (word: string) => string
  /** Rewrites of the (accent-folded) stem, in order, that give the word's key. */
  key: readonly (readonly [RegExp, string])[]
}

const RU_CONSONANT = 'бвгджзйклмнпрстфхцчшщ'
const UK_CONSONANT = 'бвгґджзйклмнпрстфхцчшщ'
/** A vowel between two consonants at the end of a stem drops in the other forms: отпечат(о)к, ошиб(о)к, вік(о)н, кі(і/о)нь. */
const fleeting = (consonants: string, vowels: string) =>
  [new RegExp(`(?<=[${consonants}])[${vowels}](?=[${consonants}]$)`, 'u'), ''] as const
const finalVowels = (vowels: string) => [new RegExp(`[${vowels}]+$`, 'u'), ''] as const

const MORPHOLOGY = {
  en: { stem: english, key: [finalVowels('aeiouy')] },
  es: { stem: spanish, key: [finalVowels('aeiouy'), [/z$/u, 'c']] },
  // Nouns in -l make their plural in -is (perfil/perfis, digital/digitais), which the stemmer cuts before the l.
  pt: { stem: portuguese, key: [finalVowels('aeiouy'), [/[aeiou]l$/u, '']] },
  fr: { stem: french, key: [finalVowels('aeiouy')] },
  tr: { stem: turkish, key: [finalVowels('aeıiou')] },
  ru: { stem: russian, key: [fleeting(RU_CONSONANT, 'оеё'), finalVowels('аеёиоуыэюяь')] },
  uk: { stem: ukrainian, key: [fleeting(UK_CONSONANT, 'оеєі'), finalVowels('аеєиіїоуюяь')] },
} satisfies Partial<Record<Locale, Morphology>>

/** Languages written in the Latin script: a Latin word there is the language's own (Vietnamese has no stemmer). */
const LATIN_LANGUAGES: readonly Locale[] = ['en', 'es', 'pt', 'fr', 'tr', 'vn']
const LATIN_WORD = /^\p{Script=Latin}+$/u
const CYRILLIC_WORD = /^\p{Script=Cyrillic}+$/u

function morphologyFor(word: string, locale: Locale): Morphology | undefined {
  const own = (MORPHOLOGY as Partial<Record<Locale, Morphology>>)[locale]
  if (LATIN_WORD.test(word)) return LATIN_LANGUAGES.includes(locale) ? own : MORPHOLOGY.en
  if (CYRILLIC_WORD.test(word) && (locale === 'ru' || locale === 'uk')) return own
  return undefined
}

/** Words whose accents are marks on letters, not letters of their own (unlike Thai vowels or Devanagari signs). */
const FOLDABLE = /^[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{N}\p{M}'’._-]+$/u

/** The word without its accents, where they are marks on letters. */
export const fold = (word: string) =>
  FOLDABLE.test(word)
    ? word
        .normalize('NFD')
        .replace(/\p{M}+/gu, '')
        .normalize('NFC')
    : word

/** Keys shorter than this say too little to be worth a lookup ("день" and "дно" would meet at "дн"). */
const MIN_KEY = 3

/** A key as the index holds it: marked, so that looking it up as a beginning finds only itself. */
export const keyToken = (key: string) => `~${key}~`

/** The stem and key of a lowercase word, accents folded, where its language has a stemmer. */
export function reduce(lower: string, locale: Locale): { stem: string; key?: string } | undefined {
  const morphology = morphologyFor(lower, locale)
  if (!morphology) return undefined
  const stem = fold(morphology.stem(lower))
  let key = stem
  for (const [pattern, replacement] of morphology.key) key = key.replace(pattern, replacement)
  return { stem, key: [...key].length >= MIN_KEY ? key : undefined }
}
