import 'server-only'
import { unstable_cache } from 'next/cache'
import type { Download, Home, Pricing, Site } from '@/cms/payload-types'
import { globalTag } from '@/cms/hooks/revalidate'
import type { Locale } from '@/i18n/locales'
import { getPayload } from '../payload'
import { readOptions } from '../preview/draft-mode'

interface Globals {
  site: Site
  home: Home
  pricing: Pricing
  download: Download
}
type GlobalSlug = keyof Globals
type GlobalOf<S extends GlobalSlug> = Globals[S]

/** A localized global as an anonymous visitor may read it (its published version), cached until an editor changes it. */
function publicGlobal<S extends GlobalSlug>(slug: S) {
  return (locale: Locale): Promise<GlobalOf<S>> =>
    unstable_cache(
      async () => {
        const payload = await getPayload()
        // In an editor's preview (draft mode: Next.js then bypasses this cache), the latest draft.
        const { draft } = await readOptions()
        const doc = await payload.findGlobal({
          slug,
          locale,
          fallbackLocale: 'en',
          overrideAccess: draft,
          draft,
          depth: 1,
        })
        return doc as GlobalOf<S>
      },
      ['global', slug, locale],
      { tags: [globalTag(slug)] },
    )()
}

export const getSite = publicGlobal('site')
export const getHome = publicGlobal('home')
export const getPricing = publicGlobal('pricing')
export const getDownload = publicGlobal('download')

/** Chat configuration (not public in the CMS API: read with the server's own access, only through the product API). */
export const getChat = unstable_cache(
  async () => {
    const payload = await getPayload()
    return payload.findGlobal({ slug: 'chat', overrideAccess: true, depth: 0 })
  },
  ['global', 'chat'],
  { tags: [globalTag('chat')] },
)
