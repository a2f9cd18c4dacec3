import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { iconNames } from '@/components/icons'
import { pageMetadata } from '@/server/seo/metadata'
import { pageLocale } from '@/i18n/params'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale })
  return pageMetadata({ locale, path: '/_icons', fallbackTitle: t('icons.title'), noIndex: true })
}

/** Every icon of the sprite with its name. */
export default async function IconsPage({ params }: Props) {
  await pageLocale(params)
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
