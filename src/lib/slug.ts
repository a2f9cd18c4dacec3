/**
 * A URL slug from a title in any of the site's languages: transliterated to Latin letters (Cyrillic, Vietnamese,
 * Thai, Devanagari, Hangul, kana; Chinese characters as pinyin), lowercased, runs of anything else turned into single
 * hyphens. The `transliteration` library carries the per-script tables (Unidecode's), kept up by its authors.
 */
import { slugify } from 'transliteration'
import { RESERVED_SLUGS, SLUG_PATTERN } from './sections'

export const SLUG_MAX = 120

/** Lowercase Latin letters, digits and single hyphens, at most `max` long ('' when nothing transliterates). */
export function latinSlug(text: string, max = SLUG_MAX): string {
  return slugify(text.normalize('NFC'), { lowercase: true, separator: '-', trim: true })
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '')
}

export function slugFromTitle(title: string): string | null {
  const slug = latinSlug(title)
  if (!slug || !SLUG_PATTERN.test(slug)) return null
  return RESERVED_SLUGS.includes(slug) ? `${slug}-1` : slug
}
