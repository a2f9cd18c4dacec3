/**
 * Markdown versions of the documentation, help and guide articles (`…/{id}.md`), for the programs that read the
 * site on someone's behalf (assistants, `/llms.txt`): the article's own text without the page around it. Only in a
 * language the article is written in: the page shows English where a translation is missing, the Markdown is a
 * 404 there (the page's `rel="alternate"` link is left out too).
 */
import 'server-only'
import { convertLexicalToMarkdown, editorConfigFactory } from '@payloadcms/richtext-lexical'
import { richTextEditor } from '@/cms/fields/rich-text'
import type { Locale } from '@/i18n/locales'
import { localeUrl } from '@/i18n/urls'
import { articlePath, type MarkdownSection } from '@/lib/content-paths'
import { getArticle } from './editorial'
import { getPayload } from '../payload'

// The site's own editor (its Code block becomes a fenced block), not Payload's default features.
let editorConfig: ReturnType<typeof editorConfigFactory.fromEditor> | undefined

/** The article as Markdown: its title, the page it is the text of, when it changed, and its body. */
export async function articleMarkdown(
  section: MarkdownSection,
  locale: Locale,
  slug: string,
): Promise<string | null> {
  const found = await getArticle(section, locale, slug)
  if (!found || (locale !== 'en' && !found.translated)) return null
  const doc = found.doc as {
    title?: string | null
    excerpt?: string | null
    body?: unknown
    updatedAt?: string
    slug: string
  }
  const payload = await getPayload()
  editorConfig ??= editorConfigFactory.fromEditor({
    config: payload.config,
    editor: richTextEditor,
  })
  const body = doc.body
    ? convertLexicalToMarkdown({
        data: doc.body as Parameters<typeof convertLexicalToMarkdown>[0]['data'],
        editorConfig: await editorConfig,
      })
    : ''
  return [
    `# ${doc.title ?? slug}`,
    '',
    ...(doc.excerpt ? [`> ${doc.excerpt.replace(/\n+/g, ' ')}`, ''] : []),
    `Source: ${localeUrl(locale, articlePath(section, doc.slug))}`,
    ...(doc.updatedAt ? [`Updated: ${doc.updatedAt.slice(0, 10)}`] : []),
    '',
    body.trim(),
    '',
  ].join('\n')
}
