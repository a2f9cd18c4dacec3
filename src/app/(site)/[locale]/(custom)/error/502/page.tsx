import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { FatalError } from '@/client/fatal-error'
import { pageMetadata } from '@/server/seo/metadata'
import { pageLocale } from '@/i18n/params'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale })
  return pageMetadata({
    locale,
    path: '/error/502',
    fallbackTitle: t('error.502msg1'),
    noIndex: true,
  })
}

export default async function Error502Page({ params }: Props) {
  await pageLocale(params)
  return <FatalError />
}
