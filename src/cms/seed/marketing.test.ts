/**
 * The seeded marketing pages (issue 46): English solution and feature pages have copy of their own, not a template
 * filled with a name; every language's titles fit (hero at most 70 characters, SEO title at most 60, the length
 * search results show, src/lib/seo-limits.ts); no two pages of a language share a title or an SEO description.
 */
import { describe, expect, it } from 'vitest'
import { locales, type Locale } from '@/i18n/locales'
import { DESCRIPTION_MAX, TITLE_MAX } from '@/lib/seo-limits'
import { sectionLabel } from '@/lib/sections'
import { featureIds, solutionIds } from '@/lib/site-ids'
import { english, translations } from './articles/index'
import { homeCopy } from './home-content'
import { marketingPages } from './marketing'
import { marketingCopy } from './marketing/index'

type Messages = Record<string, Record<string, string>> & {
  features: Record<string, string>
  solutions: Record<string, string>
}
const messages = async (locale: Locale) =>
  (await import(`../../../messages/${locale}.json`)).default as Messages
const pages = await marketingPages(messages)
type Fields = {
  title: string
  seo: { seo_title: string; seo_description: string }
  layout: { blockType: string; title?: string; subtitle?: string }[]
}
const fieldsOf = (page: (typeof pages)[number], locale: Locale) =>
  page.languages.find(([l]) => l === locale)?.[1] as Fields | undefined

describe('marketing pages', () => {
  it('English solution and feature pages have their own copy, with no template to fall back on', () => {
    expect(Object.keys(marketingCopy.en.solutions ?? {}).sort()).toEqual([...solutionIds].sort())
    expect(Object.keys(marketingCopy.en.features ?? {}).sort()).toEqual([...featureIds].sort())
    expect(marketingCopy.en.solution.seo).toBeUndefined()
    expect(marketingCopy.en.feature.how).toBeUndefined()
    const texts = pages
      .filter(
        (p) => p.shared.section === 'solutions' || featureIds.includes(p.shared.slug as never),
      )
      .map((p) => JSON.stringify(fieldsOf(p, 'en')))
    // The solution's name is never poured into a sentence of a template ("Run every Affiliate marketing account…").
    for (const text of texts) expect(text).not.toMatch(/Run every|Polyprofile for /)
  })

  it.each(locales)(
    '%s: hero titles of at most 70 characters, SEO titles and descriptions that fit search results',
    (locale) => {
      for (const page of pages) {
        const fields = fieldsOf(page, locale)
        if (!fields) continue
        const where = `${locale} ${String(page.shared.path)}`
        const hero = fields.layout.find((b) => b.blockType === 'hero')
        expect(
          [...(hero?.title ?? '')].length,
          `${where} hero: ${hero?.title}`,
        ).toBeLessThanOrEqual(70)
        expect(
          [...fields.seo.seo_title].length,
          `${where}: ${fields.seo.seo_title}`,
        ).toBeLessThanOrEqual(TITLE_MAX)
        expect(
          [...fields.seo.seo_description].length,
          `${where}: ${fields.seo.seo_description}`,
        ).toBeLessThanOrEqual(DESCRIPTION_MAX)
      }
    },
  )

  it.each(locales)('%s: no two pages share a title or an SEO description', async (locale) => {
    const ui = await messages(locale)
    const titles: [string, string][] = [
      ['/', homeCopy[locale].seoTitle],
      ['/pricing', marketingCopy[locale].pricing.seo.title],
      ['/download', marketingCopy[locale].download.seo.title],
      ...Object.entries(sectionLabel).map(([section, key]): [string, string] => {
        const [group, name] = key.split('.') as [string, string]
        return [`/${section}`, ui[group]?.[name] as string]
      }),
      // The docs: in the language where translated, else in English (DOC_LOCALES' fallback).
      ...english.docs.map((doc): [string, string] => [
        `/docs/${doc.slug}`,
        translations[locale]?.docs?.[doc.slug]?.title ?? doc.title,
      ]),
    ]
    const descriptions: [string, string][] = []
    for (const page of pages) {
      const fields = fieldsOf(page, locale)
      if (!fields) continue
      titles.push([String(page.shared.path), fields.seo.seo_title])
      descriptions.push([String(page.shared.path), fields.seo.seo_description])
    }
    for (const [kind, list] of [
      ['title', titles],
      ['description', descriptions],
    ] as const) {
      const first = new Map<string, string>()
      const shared: string[] = []
      for (const [path, value] of list) {
        const key = value.trim().toLowerCase()
        const other = first.get(key)
        if (other && other !== path) shared.push(`${other} and ${path}: ${value}`)
        else first.set(key, path)
      }
      expect(shared, `${locale} ${kind}s`).toEqual([])
    }
  })
})
