/**
 * Every text the seed writes is finished text of its language: no template placeholder left unfilled, and in Korean
 * no particle left for the reader to choose ("핑거프린트을(를)", "계정이(가)"): each word takes the particle its last
 * syllable calls for (issue 46).
 */
import { describe, expect, it } from 'vitest'
import { locales, type Locale } from '@/i18n/locales'
import { translations } from './articles/index'
import { homeBlocksCopy } from './home-blocks/index'
import { homeCopy } from './home-content'
import { legalCopy } from './legal/index'
import { marketingPages } from './marketing'
import { taxonomy } from './taxonomy'

type Names = { features: Record<string, string>; solutions: Record<string, string> }
const messages = async (locale: Locale) =>
  (await import(`../../../messages/${locale}.json`)).default as Names
const pages = await marketingPages(messages)

/** Every string of a value, however deep. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(strings)
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings)
  return []
}

/** What the seed writes in a language (and, for `ui`, the interface's messages, whose `{name}` next-intl fills). */
async function seededText(locale: Locale, ui = false): Promise<string[]> {
  return [
    ...strings(homeCopy[locale]),
    ...strings(homeBlocksCopy[locale]),
    ...strings(legalCopy[locale]),
    ...strings(taxonomy[locale]),
    ...strings(translations[locale]),
    ...strings(
      pages.flatMap((page) =>
        page.languages.filter(([l]) => l === locale).map(([, fields]) => fields),
      ),
    ),
    ...(ui ? strings(await messages(locale)) : []),
  ]
}

const KOREAN_ALTERNATIVES =
  /\((?:을|를|이|가|은|는|와|과|으)\)|으로\/로|로\/으로|을\/를|이\/가|은\/는|와\/과/

describe('seeded text', () => {
  it.each(locales)('%s: no template placeholder is left unfilled', async (locale) => {
    const unfilled = (await seededText(locale)).filter((text) =>
      /\{(?:t|T|v|name|competitor)\}/.test(text),
    )
    expect(unfilled).toEqual([])
  })

  it('Korean: every particle is written out for its word, never left as a choice', async () => {
    const texts = await seededText('ko', true)
    expect(texts.length).toBeGreaterThan(200)
    expect(texts.filter((text) => KOREAN_ALTERNATIVES.test(text))).toEqual([])
  })
})
