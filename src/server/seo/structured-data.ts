import 'server-only'
import { OWN_DOMAINS } from '@/config'
import { defaultLocale, type Locale } from '@/i18n/locales'
import { resolveLink } from '@/lib/links'
import { getPage } from '../content/pages'

/**
 * The product's own channels on other sites, the organization's `sameAs`: the links of the `/links` page (in the
 * language, else in English) that leave the product's domains. Editors keep that page; this follows it.
 */
export async function officialChannels(locale: Locale): Promise<string[]> {
  const page =
    (await getPage('page', 'links', locale)) ?? (await getPage('page', 'links', defaultLocale))
  const urls = (page?.doc.layout ?? []).flatMap((block) =>
    block.blockType === 'links' ? (block.items ?? []).map((item) => item.url) : [],
  )
  const external = urls
    .map((url) => resolveLink(url, OWN_DOMAINS, (path) => path))
    .filter((link) => link?.external)
  return [...new Set(external.map((link) => link?.href as string))]
}
