/**
 * `llms.txt` (the llmstxt.org proposal) of a language, served where the language lives (`/llms.txt` of en on the
 * global origin and of zh on the Chinese one, `/{prefix}/llms.txt` of the others): what the site is, and its
 * documentation, help and guides written in the language, each linked to its Markdown version
 * (src/server/content/markdown.ts), with the main pages after them and every other language's own file last, so a reader
 * that finds one finds them all.
 */
import 'server-only'
import { getTranslations } from 'next-intl/server'
import { localeInfo, locales, type Locale } from '@/i18n/locales'
import { localeUrl } from '@/i18n/urls'
import { articlePath, MARKDOWN_SECTIONS } from '@/lib/content-paths'
import { getSite } from '../content/globals'
import { allInSection, getArticle } from '../content/editorial'

/** The site's own words for its sections and pages, in the language (its message files). */
const HEADINGS = { docs: 'footer.docs', helps: 'nav.help', guide: 'footer.guide' } as const
const PAGES = [
  ['nav.pricing', '/pricing'],
  ['nav.download', '/download'],
  ['footer.faq', '/faq'],
  ['footer.release', '/release'],
  ['nav.blog', '/blog'],
] as const
const oneLine = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim()

/** The address of a language's llms.txt. */
export const llmsTxtUrl = (locale: Locale) => localeUrl(locale, '/llms.txt')

export async function llmsTxt(locale: Locale): Promise<string> {
  const [site, t] = await Promise.all([getSite(locale), getTranslations({ locale })])
  const lines = [`# ${site.title}`, '', `> ${oneLine(site.description)}`, '']
  for (const section of MARKDOWN_SECTIONS) {
    const docs = (await allInSection(section, locale)) as {
      slug: string
      title?: string | null
      excerpt?: string | null
    }[]
    // Only articles written in this language: the others have no Markdown version here.
    const own = []
    for (const doc of docs)
      if (locale === 'en' || (await getArticle(section, locale, doc.slug))?.translated)
        own.push(doc)
    if (own.length === 0) continue
    lines.push(`## ${t(HEADINGS[section])}`, '')
    for (const doc of own) {
      const url = `${localeUrl(locale, articlePath(section, doc.slug))}.md`
      lines.push(
        `- [${oneLine(doc.title) || doc.slug}](${url})${doc.excerpt ? `: ${oneLine(doc.excerpt)}` : ''}`,
      )
    }
    lines.push('')
  }
  lines.push(`## ${site.title}`, '')
  for (const [key, path] of PAGES) lines.push(`- [${t(key)}](${localeUrl(locale, path)})`)
  lines.push('', '## Optional', '')
  for (const other of locales)
    if (other !== locale)
      lines.push(`- [${localeInfo[other].name}](${llmsTxtUrl(other)}): ${localeInfo[other].tag}`)
  lines.push('')
  return lines.join('\n')
}

/** The answer of an llms.txt route. */
export const llmsTxtResponse = (body: string) =>
  new Response(body, {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  })
