/**
 * Where a document is live, language by language, beside the "Offered in this language" tick (issue: a post written
 * only in Russian was offered, empty, in all 14). It reads the published version with every language, and applies
 * the rule the site applies (src/i18n/availability.ts), so what it says is what visitors get.
 */
import type { ServerFieldBase } from 'payload'
import { languageStatus, type LanguageFacts, type LanguageStatus } from '@/i18n/availability'
import { localeInfo, locales } from '@/i18n/locales'
import './language-status.css'

const SAYS: Record<LanguageStatus, string> = {
  translated: 'Live, translated',
  fallback: 'Live in English, marked untranslated',
  hidden: 'Hidden (not offered)',
  absent: 'Absent: no title here and no English original',
}

export async function LanguageStatusField({ payload, collectionSlug, id }: ServerFieldBase) {
  if (id === undefined) return null
  const read = (draft: boolean) =>
    payload
      .findByID({
        collection: collectionSlug as 'posts',
        id,
        locale: 'all',
        depth: 0,
        draft,
        overrideAccess: true,
        disableErrors: true,
      })
      .catch(() => null)
  const [latest, published] = await Promise.all([read(true), read(false)])
  const live =
    published && (published as { _status?: string })._status !== 'draft' ? published : null
  const facts = (live ?? latest) as LanguageFacts | null
  if (!facts) return null
  const changed =
    live &&
    latest &&
    (latest as { updatedAt?: string }).updatedAt !== (live as { updatedAt?: string }).updatedAt
  return (
    <section className="language-status" aria-labelledby="language-status-title">
      <h3 id="language-status-title">Languages</h3>
      <p>
        {live
          ? changed
            ? 'As published (the draft changes apply when it is published):'
            : 'As published:'
          : 'Not published yet. Once published:'}
      </p>
      <ul>
        {locales.map((locale) => {
          const status = languageStatus(facts, locale)
          return (
            <li key={locale} data-locale={locale} data-status={live ? status : `draft-${status}`}>
              <span
                className={`language-status__dot language-status__dot--${status}`}
                aria-hidden="true"
              />
              <span lang={localeInfo[locale].tag}>{localeInfo[locale].name}</span>: {SAYS[status]}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
