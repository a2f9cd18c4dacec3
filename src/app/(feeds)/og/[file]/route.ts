/**
 * A page's social card (src/server/seo/social-card.ts): `/og/{locale}-{signature}.png?t={title}`, a 1200×630 PNG with
 * the title in the page's own script. An address this server did not sign is a 404. The picture depends on nothing
 * but its address, so anything may cache it for a year; this process keeps the last few it drew.
 */
import { localeInfo } from '@/i18n/locales'
import { origins } from '@/i18n/urls'
import { getSite } from '@/server/content/globals'
import { readCardAddress, renderSocialCard } from '@/server/seo/social-card'

export const dynamic = 'force-dynamic'

const KEPT = 64
const drawn = new Map<string, Buffer>()

const notFound = () =>
  new Response('Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })

export async function GET(req: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params
  const card = readCardAddress(file, new URL(req.url).searchParams.get('t'))
  if (!card) return notFound()
  const key = `${file}\n${card.title}`
  let png = drawn.get(key)
  if (!png) {
    const site = await getSite(card.locale)
    png = await renderSocialCard(
      card.locale,
      card.title,
      site.title,
      new URL(origins[localeInfo[card.locale].origin]).host,
    )
    drawn.set(key, png)
    if (drawn.size > KEPT) drawn.delete(drawn.keys().next().value as string)
  }
  return new Response(new Uint8Array(png), {
    headers: {
      'Content-Type': 'image/png',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Length': String(png.byteLength),
    },
  })
}
