/** The site search box's strings in the page's language (src/client/site-search.tsx takes them as props). */
import { getTranslations } from 'next-intl/server'
import type { SiteSearchLabels } from '@/client/site-search'
import { SEARCH_SECTIONS, searchSectionLabel } from '@/lib/search/query'

/** The search page's strings; the help center overrides the box's own (its label and its "nothing found"). */
export async function searchLabels(
  overrides: Partial<SiteSearchLabels> = {},
): Promise<SiteSearchLabels> {
  const t = await getTranslations()
  return {
    label: t('search.label'),
    placeholder: t('search.placeholder'),
    submit: t('search.submit'),
    count: t.raw('search.count') as string,
    none: t('search.none'),
    more: t.raw('search.more') as string,
    error: t('search.error'),
    sections: Object.fromEntries(
      SEARCH_SECTIONS.map((section) => [section, t(searchSectionLabel[section])]),
    ) as SiteSearchLabels['sections'],
    ...overrides,
  }
}
