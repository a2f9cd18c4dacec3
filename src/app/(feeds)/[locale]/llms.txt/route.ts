import { isLocale, isUnprefixed, localeInfo } from '@/i18n/locales'
import { originForHost } from '@/i18n/urls'
import { llmsTxt, llmsTxtResponse } from '@/server/seo/llms-txt'

/** `/{prefix}/llms.txt`: a prefixed language's llms.txt, on the origin it lives on; anything else is not a file here. */
export const dynamic = 'force-dynamic'

export async function GET(req: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params
  if (
    !isLocale(locale) ||
    isUnprefixed(locale) ||
    localeInfo[locale].origin !== originForHost(req.headers.get('host'))
  ) {
    return new Response('Not found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    })
  }
  return llmsTxtResponse(await llmsTxt(locale))
}
