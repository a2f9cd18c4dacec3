/**
 * Heading anchors of every seeded text in every language that has one (articles in their languages, the legal pages
 * in all 14): an id is in NFC and spells its heading's letters with their marks, in order (issue 46: Thai, Japanese,
 * Vietnamese, Spanish and Korean ids lost or split their marks).
 */
import { describe, expect, it } from 'vitest'
import type { Locale } from '@/i18n/locales'
import { renderBody } from '@/server/content/rich-text'
import { english, translations } from './articles/index'
import { legalCopy } from './legal/index'
import { lexical, type Block } from './lexical'

/** Every body (a list of blocks with a heading) found in `value`, however deep. */
function bodiesIn(value: unknown, found: Block[][] = []): Block[][] {
  if (Array.isArray(value)) {
    if (value.some((item) => item && typeof item === 'object' && ('h2' in item || 'h3' in item)))
      found.push(value as Block[])
    else for (const item of value) bodiesIn(item, found)
  } else if (value && typeof value === 'object')
    for (const item of Object.values(value)) bodiesIn(item, found)
  return found
}

const texts: [Locale, unknown][] = [
  ['en', english],
  ...(Object.entries(translations) as [Locale, unknown][]),
  ...(Object.entries(legalCopy) as [Locale, unknown][]),
]
const decode = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
/** The letters, marks and digits of a text, lowercased and composed: what an id keeps of it. */
const letters = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\p{N}]/gu, '')

describe('heading anchors of the seeded texts', () => {
  const headings = texts.flatMap(([locale, value]) =>
    bodiesIn(value).flatMap((body) =>
      [
        ...renderBody(lexical(body), locale).html.matchAll(
          /<h[23][^>]* id="([^"]*)">([\s\S]*?)<\/h[23]>/g,
        ),
      ].map(([, id, inner]) => ({
        locale,
        id: id as string,
        text: decode(inner as string),
      })),
    ),
  )

  it('covers the headings of every language', () => {
    expect(new Set(headings.map((h) => h.locale)).size).toBe(14)
    expect(headings.length).toBeGreaterThan(500)
  })

  it('keeps each heading’s letters with their marks, in NFC', () => {
    // All of a short heading, the start of a long one (ids are cut at 60); a repeated heading's id ends in `-2`.
    const spells = (id: string, text: string) => {
      const kept = letters(id)
      return (
        kept !== '' &&
        letters(text).startsWith(kept) &&
        (kept.length >= 40 || kept === letters(text))
      )
    }
    const wrong = headings.filter(
      ({ id, text }) =>
        id !== id.normalize('NFC') || !(spells(id, text) || spells(id.replace(/-\d+$/, ''), text)),
    )
    expect(wrong.map(({ locale, id, text }) => `${locale}: "${text}" → #${id}`)).toEqual([])
  })
})
