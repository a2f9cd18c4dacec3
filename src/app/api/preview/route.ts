/**
 * Preview of drafts in the real page: a signed-in editor (from the CMS's preview button) gets Next.js draft mode
 * and is sent to the document's page, which then reads the latest draft. The target comes from the document,
 * never from the query, so this cannot redirect anywhere else.
 */
import { draftMode } from 'next/headers'
import type { NextRequest } from 'next/server'
import { isLocale } from '@/i18n/locales'
import { localeUrl } from '@/i18n/urls'
import { articlePath } from '@/lib/content-paths'
import { GLOBAL_PAGE_PATHS } from '@/lib/preview-url'
import { sections, type Section } from '@/lib/sections'
import { COOKIE_SECURE, getPayloadSecret } from '@/config'
import { PREVIEW_COOKIE, PREVIEW_SESSION_SECONDS, signPreviewSession } from '@/lib/preview-session'
import { cmsSession, getPayload } from '@/server/payload'
import { previewEpochOf } from '@/server/preview/sessions'

export const dynamic = 'force-dynamic'

const text = (status: number, message: string) =>
  new Response(message, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })

/** The public path of a document, read with the server's access (the caller is an editor). */
async function documentPath(collection: string, id: string): Promise<string | null> {
  const payload = await getPayload()
  const read = async (slug: 'pages' | 'partners' | (typeof sections)[Section]['collection']) => {
    try {
      return (await payload.findByID({
        collection: slug,
        id,
        draft: true,
        depth: 0,
        overrideAccess: true,
      })) as { slug?: string; path?: string | null }
    } catch {
      return null
    }
  }
  if (collection === 'pages') return (await read('pages'))?.path ?? null
  if (collection === 'partners') {
    const slug = (await read('partners'))?.slug
    return slug ? `/partner/${slug}` : null
  }
  const section = (Object.keys(sections) as Section[]).find(
    (s) => sections[s].collection === collection,
  )
  if (!section) return null
  const doc = await read(sections[section].collection)
  if (!doc?.slug) return null
  return sections[section].articles ? articlePath(section, doc.slug) : sections[section].path
}

/** The page of each global that has drafts (a Map: the name comes from the query, never Object.prototype's). */
const GLOBAL_PAGES = new Map<string, string>(Object.entries(GLOBAL_PAGE_PATHS))

export async function GET(req: NextRequest) {
  const query = req.nextUrl.searchParams
  const global = query.get('global')
  const collection = query.get('collection') ?? ''
  const id = query.get('id') ?? ''
  const locale = query.get('locale') || 'en'
  if (global !== null) {
    if (!GLOBAL_PAGES.has(global))
      return text(400, `No page previews the global "${global.slice(0, 40)}".`)
  } else if (!/^[a-z-]{1,40}$/.test(collection) || !/^[0-9]{1,12}$/.test(id)) {
    return text(400, 'collection and a numeric id (or global) are required.')
  }
  if (!isLocale(locale)) return text(400, `Unknown language "${locale}".`)

  const { payload, role, userId } = await cmsSession(req.headers)
  if (!role || userId === undefined) {
    return text(401, 'Sign in to the CMS as an editor to preview drafts.')
  }
  const path =
    global !== null ? (GLOBAL_PAGES.get(global) as string) : await documentPath(collection, id)
  if (!path) return text(404, 'No such document.')

  ;(await draftMode()).enable()
  // Draft mode alone is one cookie value per build for everyone; this editor's own expiring session is what
  // server.ts checks before it lets draft mode through (src/lib/preview-session.ts).
  const session = signPreviewSession(
    userId,
    role,
    await previewEpochOf(payload, userId),
    getPayloadSecret(),
  )
  const cookie = `${PREVIEW_COOKIE}=${session}; Path=/; Max-Age=${PREVIEW_SESSION_SECONDS}; HttpOnly; SameSite=Lax${COOKIE_SECURE ? '; Secure' : ''}`
  return new Response(null, {
    status: 307,
    headers: {
      Location: localeUrl(locale, path),
      'Cache-Control': 'no-store',
      'Set-Cookie': cookie,
    },
  })
}
