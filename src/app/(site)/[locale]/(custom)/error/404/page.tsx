import type { Metadata } from 'next'
import { SiteLink } from '@/components/site-link'
import { getTranslations } from 'next-intl/server'
import { localePath } from '@/i18n/paths'
import { pageMetadata } from '@/server/seo/metadata'
import { pageLocale } from '@/i18n/params'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale })
  return pageMetadata({
    locale,
    path: '/error/404',
    fallbackTitle: t('error.notFoundHint'),
    noIndex: true,
  })
}

/** The standalone 404 screen in the custom layout. */
export default async function Error404Page({ params }: Props) {
  const locale = await pageLocale(params)
  const t = await getTranslations()
  return (
    <section className="error-screen" data-not-found="page">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1>{t('error.notFoundValidation', { path: localePath(locale, '/error/404') })}</h1>
      <p>{t('error.notFoundHint')}</p>
      <SiteLink className="btn btn-primary" href={localePath(locale, '/')}>
        {t('error.backHome')}
      </SiteLink>
    </section>
  )
}
