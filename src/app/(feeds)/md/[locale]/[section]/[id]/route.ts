/**
 * `/{lang}/{docs|helps|guide}/{id}.md` (the proxy, src/proxy.ts, rewrites it here once the route's own checks let
 * the article through): the article as Markdown, src/server/content/markdown.ts.
 */
import { isLocale } from '@/i18n/locales'
import { isMarkdownSection } from '@/lib/content-paths'
import { articleMarkdown } from '@/server/content/markdown'

export const dynamic = 'force-dynamic'

const notFound = () =>
  new Response('Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })

export async function GET(
  _req: Request,
  { params }: { params: Promise<{ locale: string; section: string; id: string }> },
) {
  const { locale, section, id } = await params
  if (!isLocale(locale) || !isMarkdownSection(section)) return notFound()
  const markdown = await articleMarkdown(section, locale, id)
  if (markdown === null) return notFound()
  return new Response(markdown, {
    headers: {
      'Content-Type': 'text/markdown; charset=utf-8',
      'Cache-Control': 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400',
    },
  })
}
