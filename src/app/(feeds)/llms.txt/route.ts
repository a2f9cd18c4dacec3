import { originDefaultLocale } from '@/i18n/locales'
import { originForHost } from '@/i18n/urls'
import { llmsTxt, llmsTxtResponse } from '@/server/seo/llms-txt'

/** `/llms.txt` of the origin asked: its unprefixed language's (en on the global origin, zh on the Chinese one). */
export const dynamic = 'force-dynamic'

export async function GET(req: Request) {
  return llmsTxtResponse(await llmsTxt(originDefaultLocale[originForHost(req.headers.get('host'))]))
}
