import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { FatalError } from '@/client/fatal-error'
import { isLocale, type Locale } from '@/i18n/locales'
import { pageMetadata } from '@/server/metadata'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = (await params).locale as Locale
  const t = await getTranslations({ locale })
  return pageMetadata({ locale, path: '/error/502', fallbackTitle: t('error.502msg1'), noIndex: true })
}

export default async function Error502Page({ params }: Props) {
  const { locale } = await params
  if (isLocale(locale)) setRequestLocale(locale)
  return <FatalError />
}
