import { getTranslations } from 'next-intl/server'
import { localeInfo, type Locale } from '@/i18n/locales'
import { switchLinks } from '@/lib/language-switch'
import { Icon } from './icons'

/** Real links to the page in each language (works without JavaScript; crawlers follow it). */
export async function LanguageSwitcher({ locale, path }: { locale: Locale; path: string }) {
  const t = await getTranslations()
  return (
    <details className="dropdown lang-switcher">
      <summary aria-label={`${t('nav.language')}: ${localeInfo[locale].name}`}>
        <Icon name="globe" />
        <span className="lang-name">{localeInfo[locale].name}</span>
        <Icon name="chevron-down" width={16} height={16} />
      </summary>
      <ul className="dropdown-menu" aria-label={t('nav.language')}>
        {switchLinks(path).map(({ locale: code, href }) => (
          <li key={code}>
            <a
              href={href}
              hrefLang={localeInfo[code].tag}
              lang={localeInfo[code].tag}
              aria-current={code === locale ? 'true' : undefined}
              data-locale={code}
            >
              {localeInfo[code].name}
            </a>
          </li>
        ))}
      </ul>
    </details>
  )
}
