/**
 * Use-case slugs (spec section 2). Chinese and Traditional Chinese pages show a different set: five slugs are
 * swapped for their counterparts and web-scraping is not shown; the other languages show the reverse.
 */
import type { Locale } from '@/i18n/locales'

export const useCaseSlugs = [
  'traffic',
  'ad-placement',
  'e-commerce',
  'affiliate-market',
  'media-market',
  'data-collection',
  'betting',
  'crypto',
  'agencies',
  'price-comparison',
  'ticketing',
  'self-examination',
  'web-scraping',
] as const
export type UseCaseSlug = (typeof useCaseSlugs)[number]

/** Slug shown elsewhere → slug shown in zh and tc (null: not shown there). */
const toChinese: Partial<Record<UseCaseSlug, UseCaseSlug | null>> = {
  betting: 'media-market',
  crypto: 'data-collection',
  agencies: 'price-comparison',
  ticketing: 'self-examination',
  'web-scraping': null,
}
const fromChinese = Object.fromEntries(
  Object.entries(toChinese).flatMap(([other, zh]) => (zh ? [[zh, other]] : [])),
) as Partial<Record<UseCaseSlug, UseCaseSlug>>

export const isUseCaseSlug = (value: string): value is UseCaseSlug =>
  (useCaseSlugs as readonly string[]).includes(value)

/** Whether a language shows the Chinese set of use cases. */
export const chineseUseCases = (locale: Locale) => locale === 'zh' || locale === 'tc'

/** The slug a language shows for a use case (null when that language does not show it). */
export function slugOfUseCaseIn(slug: UseCaseSlug, locale: Locale): UseCaseSlug | null {
  if (chineseUseCases(locale))
    return Object.hasOwn(toChinese, slug) ? (toChinese[slug] ?? null) : slug
  return (Object.hasOwn(fromChinese, slug) ? fromChinese[slug] : undefined) ?? slug
}

/** The use cases a language shows, in the order of the spec. */
export function shownUseCases(locale: Locale): UseCaseSlug[] {
  return useCaseSlugs.filter((slug) => slugOfUseCaseIn(slug, locale) === slug)
}

/** Languages whose /use-cases page a language switch keeps (the others go to the site root). */
export const keepsUseCasesOnSwitch = (locale: Locale) => locale === 'ru' || locale === 'vn'

/**
 * The fragment a language switch from /use-cases#{slug} carries to another language: the use case as that
 * language names it, or nothing when the target does not keep the page or does not show that use case.
 */
export function switchedUseCaseHash(hash: string, to: Locale): string {
  if (!keepsUseCasesOnSwitch(to) || !isUseCaseSlug(hash)) return ''
  return slugOfUseCaseIn(hash, to) ?? ''
}
