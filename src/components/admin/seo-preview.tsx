/**
 * The SEO group's preview (a `ui` field, src/cms/fields/seo.ts): what the browser cannot know (the site's name and
 * description in the document's language, the language's origin) read here, the rest follows the form live.
 */
import type { ServerFieldBase } from 'payload'
import { isLocale, localeInfo } from '@/i18n/locales'
import { origins } from '@/i18n/urls'
import { SeoPreviewClient } from './seo-preview-client'

export async function SeoPreviewField({ payload, req }: ServerFieldBase) {
  const locale = isLocale(req.locale) ? req.locale : 'en'
  const site = await payload
    .findGlobal({ slug: 'site', locale, depth: 0, overrideAccess: true })
    .catch(() => null)
  return (
    <SeoPreviewClient
      locale={locale}
      origin={origins[localeInfo[locale].origin]}
      siteName={site?.title ?? ''}
      siteDescription={site?.description ?? ''}
    />
  )
}
