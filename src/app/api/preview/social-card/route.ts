/**
 * The social card of a title, for the CMS's SEO preview (src/components/admin/seo-preview-client.tsx): a signed-in
 * editor's browser is sent to the card's signed address (src/server/social-card.ts), the very file the page will
 * serve. The signature stays on the server; only editors may have titles signed, so nobody else makes the site draw
 * their text.
 */
import type { NextRequest } from 'next/server'
import { isLocale } from '@/i18n/locales'
import { cmsSession } from '@/server/payload'
import { CARD_TITLE_MAX, socialCardPath } from '@/server/seo/social-card'

export const dynamic = 'force-dynamic'

const text = (status: number, message: string) =>
  new Response(message, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })

export async function GET(req: NextRequest) {
  const query = req.nextUrl.searchParams
  const locale = query.get('locale') ?? ''
  const title = (query.get('title') ?? '').trim()
  if (!isLocale(locale)) return text(400, `Unknown language "${locale.slice(0, 20)}".`)
  if (!title) return text(400, 'A title is required.')
  const { role } = await cmsSession(req.headers)
  if (!role) return text(401, 'Sign in to the CMS as an editor to preview social cards.')
  return new Response(null, {
    status: 307,
    headers: {
      Location: socialCardPath(locale, title.slice(0, CARD_TITLE_MAX)),
      'Cache-Control': 'no-store',
    },
  })
}
