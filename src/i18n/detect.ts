/** Locale detection, in the spec's order: path, remembered cookie, Accept-Language (exact tag, then base), fallback. */
import { isLocale, localeForBase, localeForTag, type Locale } from './locales'

interface WeightedTag {
  tag: string
  q: number
}

/** Parses an Accept-Language header into tags, best first (stable for equal weights). */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return []
  const tags: WeightedTag[] = []
  for (const part of header.split(',').slice(0, 32)) {
    const [rawTag, ...params] = part.trim().split(';')
    const tag = rawTag?.trim()
    if (!tag || tag === '*' || !/^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(tag)) continue
    let q = 1
    for (const param of params) {
      const m = /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(param)
      if (m) q = Number.parseFloat(m[1] as string)
    }
    if (!(q > 0)) continue
    tags.push({ tag, q })
  }
  return tags
    .map((t, i) => ({ ...t, i }))
    .sort((a, b) => b.q - a.q || a.i - b.i)
    .map((t) => t.tag)
}

/** Browser language list matched by exact tag over the whole list first, then by base language. */
export function matchAcceptLanguage(header: string | null | undefined): Locale | undefined {
  const tags = parseAcceptLanguage(header)
  for (const tag of tags) {
    const exact = localeForTag(tag)
    if (exact) return exact
  }
  for (const tag of tags) {
    const base = localeForBase(tag.split('-')[0] as string)
    if (base) return base
  }
  return undefined
}

/**
 * The visitor's stated preference, or undefined when there is none (a crawler sends neither):
 * the remembered cookie first, then the browser's language list.
 */
export function preferredLocale(input: {
  cookie?: string | null
  acceptLanguage?: string | null
}): Locale | undefined {
  if (isLocale(input.cookie)) return input.cookie
  return matchAcceptLanguage(input.acceptLanguage)
}
