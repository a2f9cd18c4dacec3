import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { iconNames } from '@/components/icons'
import { isLocale, type Locale } from '@/i18n/locales'
import { pageMetadata } from '@/server/metadata'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = (await params).locale as Locale
  const t = await getTranslations({ locale })
  return pageMetadata({ locale, path: '/_icons', fallbackTitle: t('icons.title'), noIndex: true })
}

/** Every icon of the sprite with its name. */
export default async function IconsPage({ params }: Props) {
  const { locale } = await params
  if (isLocale(locale)) setRequestLocale(locale)
  const t = await getTranslations()
  return (
    <>
      <h1>{t('icons.title')}</h1>
      <p>{t('icons.count', { count: iconNames.length })}</p>
      <ul className="icon-grid">
        {iconNames.map((name) => (
          <li key={name} data-icon={name}>
            <svg width={32} height={32} aria-hidden>
              <use href={`#icon-${name}`} />
            </svg>
            <code>{name}</code>
          </li>
        ))}
      </ul>
    </>
  )
}
