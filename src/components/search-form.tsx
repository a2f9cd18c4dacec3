import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { localePath } from '@/i18n/paths'
import { SEARCH_MAX_CHARS } from '@/lib/search/query'

/** A plain search form to the search page (no JavaScript), e.g. on the 404 page with the address's words in it. */
export async function SearchForm({
  locale,
  id,
  query = '',
}: {
  locale: Locale
  id: string
  query?: string
}) {
  const t = await getTranslations()
  return (
    <form
      role="search"
      aria-label={t('search.label')}
      action={localePath(locale, '/search')}
      method="get"
      className="search-form"
    >
      <label htmlFor={id} className="sr-only">
        {t('search.label')}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        defaultValue={query}
        placeholder={t('search.placeholder')}
        maxLength={SEARCH_MAX_CHARS}
      />
      <button type="submit" className="btn btn-primary">
        {t('search.submit')}
      </button>
    </form>
  )
}
