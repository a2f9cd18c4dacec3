import { getTranslations } from 'next-intl/server'
import type { Release } from '@/cms/payload-types'
import { localeInfo, type Locale } from '@/i18n/locales'
import { formatFileSize } from '@/lib/file-size'

/** A release note's files: platform, size and SHA-256 of each. */
export async function Downloads({ release, locale }: { release: Release; locale: Locale }) {
  const t = await getTranslations()
  if (!release.downloads?.length) return null
  const size = (bytes?: number | null) => formatFileSize(bytes, localeInfo[locale].tag)
  return (
    <section aria-labelledby="downloads-title">
      <h2 id="downloads-title">{t('content.downloads')}</h2>
      <div className="table-scroll">
        <table className="downloads">
          <thead>
            <tr>
              <th scope="col">{t('content.platform')}</th>
              <th scope="col">{t('content.size')}</th>
              <th scope="col">{t('content.checksum')}</th>
            </tr>
          </thead>
          <tbody>
            {release.downloads.map((d) => (
              <tr key={d.id ?? d.platform}>
                <td>
                  <a href={d.url} rel="nofollow">
                    {t(`download.${d.platform}`)}
                  </a>
                </td>
                <td>{size(d.size)}</td>
                <td>
                  <code>{d.sha256}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
