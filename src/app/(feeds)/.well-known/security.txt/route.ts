import { SECURITY_CONTACTS, SECURITY_LANGUAGES } from '@/config'
import { originForHost, origins } from '@/i18n/urls'
import { securityTxt } from '@/lib/security-txt'

/** security.txt (RFC 9116) of the origin asked: its Canonical names that origin. */
export const dynamic = 'force-dynamic'

export function GET(req: Request) {
  const body = securityTxt({
    contacts: SECURITY_CONTACTS,
    languages: SECURITY_LANGUAGES,
    origin: origins[originForHost(req.headers.get('host'))],
  })
  return new Response(body, {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  })
}
