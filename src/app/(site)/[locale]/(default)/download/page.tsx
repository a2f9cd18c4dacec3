import { formatFileSize } from '@/lib/file-size'
import { Phrased } from '@/components/phrased'
import type { Metadata } from 'next'
import { SiteLink } from '@/components/site-link'
import { getTranslations } from 'next-intl/server'
import { formatDate } from '@/components/article-card'
import { Icon, type IconName } from '@/components/icons'
import { PageData } from '@/components/page-data'
import { SitePage } from '@/components/site-page'
import { DownloadPicker, type DownloadView } from '@/client/download-picker'
import { localeInfo } from '@/i18n/locales'
import { pageLocale } from '@/i18n/params'
import { localePath } from '@/i18n/paths'
import { origins } from '@/i18n/urls'
import { articlePath, listingPath } from '@/lib/content-paths'
import { nodeId } from '@/lib/structured-data'
import { platforms, type Platform } from '@/lib/user-agent'
import { getDownload } from '@/server/content/globals'
import { pageMetadata } from '@/server/seo/metadata'
import { latestRelease } from '@/server/content/pages'

/** Static: the latest release and its files come from the CMS and are regenerated on publish. */
export const dynamic = 'error'

type Props = { params: Promise<{ locale: string }> }
const PATH = '/download'

const platformIcon: Record<Platform, IconName> = {
  win64: 'windows',
  win32: 'windows',
  mac: 'apple',
  arm64: 'apple',
  linux: 'linux',
}
const requirementOf = {
  windows: ['win64', 'win32'],
  mac: ['mac', 'arm64'],
  linux: ['linux'],
} as const

/** A file size in MB with one decimal, in the page's language. */

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const download = await getDownload(locale)
  return pageMetadata({
    locale,
    path: PATH,
    seo: download.seo,
    fallbackTitle: download.title ?? undefined,
  })
}

export default async function DownloadPage({ params }: Props) {
  const locale = await pageLocale(params)
  const [download, release, t] = await Promise.all([
    getDownload(locale),
    latestRelease(locale),
    getTranslations(),
  ])
  const tag = localeInfo[locale].tag
  const files = platforms.flatMap((platform) => {
    const file = release?.downloads?.find((d) => d.platform === platform)
    return file ? [{ platform, file }] : []
  })
  const views: DownloadView[] = files.map(({ platform, file }) => ({
    platform,
    url: file.url,
    label: t(`download.${platform}`),
    details: [
      release ? t('download.version', { version: release.version }) : '',
      file.size ? formatFileSize(file.size, tag) : '',
    ]
      .filter(Boolean)
      .join(' · '),
  }))

  return (
    <SitePage locale={locale} path={PATH}>
      <section className="hero hero-compact">
        <div className="container">
          <h1>
            <Phrased text={download.title || t('nav.download')} fit />
          </h1>
          {download.subtitle ? <p className="lead">{download.subtitle}</p> : null}
          {release ? (
            <p className="download-version">
              <SiteLink
                href={localePath(locale, articlePath('release', release.slug))}
                data-release-note=""
              >
                {t('download.version', { version: release.version })}
              </SiteLink>
              {release.publishedAt ? (
                <>
                  {' · '}
                  <time dateTime={release.publishedAt}>
                    {t('download.released', { date: formatDate(release.publishedAt, locale) })}
                  </time>
                </>
              ) : null}
            </p>
          ) : null}
          <DownloadPicker
            downloads={views}
            labels={{
              recommended: t('download.recommended'),
              downloadFor: t('download.downloadFor', { os: '{os}' }),
              starting: t('download.starting'),
              failed: t('download.failed'),
              desktopOnly: t('download.desktopOnly'),
            }}
          />
        </div>
      </section>

      <section className="section" aria-labelledby="all-platforms">
        <div className="container">
          <h2 id="all-platforms" className="section-title">
            {t('download.otherPlatforms')}
          </h2>
          {files.length ? (
            <ul className="card-grid download-list">
              {files.map(({ platform, file }) => (
                <li key={platform} className="card" data-platform={platform}>
                  <h3>
                    <Icon name={platformIcon[platform]} /> {t(`download.${platform}`)}
                  </h3>
                  <p>
                    <a
                      className="btn btn-outline"
                      href={file.url}
                      data-download-link={platform}
                      data-track-click={`download ${platform}`}
                    >
                      <Icon name="download" />{' '}
                      <Phrased
                        text={t('download.downloadFor', { os: t(`download.${platform}`) })}
                      />
                    </a>
                  </p>
                  <dl className="download-meta">
                    {file.size ? (
                      <>
                        <dt>{t('content.size')}</dt>
                        <dd>{formatFileSize(file.size, tag)}</dd>
                      </>
                    ) : null}
                    {file.sha256 ? (
                      <>
                        <dt>{t('content.checksum')}</dt>
                        <dd>
                          <code className="checksum">{file.sha256}</code>
                        </dd>
                      </>
                    ) : null}
                  </dl>
                </li>
              ))}
            </ul>
          ) : (
            <p>{t('download.noRelease')}</p>
          )}
        </div>
      </section>

      <section className="section section-alt" aria-labelledby="requirements">
        <div className="container">
          <h2 id="requirements" className="section-title">
            {t('download.requirements')}
          </h2>
          <ul className="card-grid">
            {(Object.keys(requirementOf) as (keyof typeof requirementOf)[]).map((system) => {
              const text = download.requirements?.[system]
              if (!text) return null
              return (
                <li key={system} className="card">
                  <h3>
                    <Icon name={platformIcon[requirementOf[system][0]]} />{' '}
                    {t(
                      system === 'windows'
                        ? 'download.windows'
                        : system === 'mac'
                          ? 'download.macos'
                          : 'download.linux',
                    )}
                  </h3>
                  <p>{text}</p>
                </li>
              )
            })}
          </ul>
          {release ? (
            <p className="center">
              <SiteLink href={localePath(locale, articlePath('release', release.slug))}>
                {t('download.releaseNotes')}
              </SiteLink>
              {' · '}
              <SiteLink href={localePath(locale, listingPath('release'))}>
                {t('download.allReleases')}
              </SiteLink>
            </p>
          ) : null}
        </div>
      </section>
      <PageData
        locale={locale}
        path={PATH}
        name={download.title || t('nav.download')}
        description={download.seo?.seo_description}
        crumbs={[{ label: download.title || t('nav.download') }]}
        about={{ '@id': nodeId.product(origins.global) }}
      />
    </SitePage>
  )
}
