import { SiteLink } from '@/components/site-link'
import { getTranslations } from 'next-intl/server'
import type { Site } from '@/cms/payload-types'
import { solutionOffered } from '@/i18n/availability'
import { localeInfo, type Locale } from '@/i18n/locales'
import { localePath } from '@/i18n/paths'
import { localeUrl } from '@/i18n/urls'
import { officialLink } from '@/lib/links'
import { featureIds, solutionIds } from '@/lib/site-ids'
import { Icon } from './icons'
import { LanguageSwitcher } from './language-switcher'

interface Props {
  locale: Locale
  /** Path of the current page without the locale prefix. */
  path: string
  site: Site
}

/** Header with the spec's navbar items, the language switcher and the register/login buttons. */
export async function SiteHeader({ locale, path, site }: Props) {
  const t = await getTranslations()
  const href = (p: string) => localePath(locale, p)
  const from = localeUrl(locale, path)
  const lang = localeInfo[locale].tag
  const more = [
    { key: 'nav.pre-sales', path: '/pre-sales' },
    { key: 'nav.partner', path: '/partner' },
    { key: 'nav.proxy', path: '/docs/proxies' },
    { key: 'nav.chat-group', path: '/links' },
    { key: 'nav.video', path: '/guide' },
    { key: 'nav.about-us', path: '/about-us' },
  ] as const
  const main = [
    { key: 'nav.pricing', path: '/pricing' },
    { key: 'nav.download', path: '/download' },
    { key: 'nav.blog', path: '/blog' },
    { key: 'nav.help', path: '/helps' },
    { key: 'nav.news', path: '/news' },
  ] as const

  return (
    <header className="site-header">
      <div className="container header-row">
        <SiteLink
          href={href('/')}
          className="brand"
          aria-label={`${site.title} – ${t('header.home')}`}
        >
          <Icon name="logo" width={28} height={28} />
          <span>{site.title}</span>
        </SiteLink>
        {/* The label names the menu checkbox (its text is for screen readers; the icon is what the eye sees). */}
        <input type="checkbox" id="nav-toggle" className="nav-toggle" />
        <label htmlFor="nav-toggle" className="nav-toggle-label">
          <Icon name="menu" width={24} height={24} className="nav-icon-open" />
          <Icon name="close" width={24} height={24} className="nav-icon-close" />
          <span className="sr-only">{t('nav.menu')}</span>
        </label>
        <nav className="site-nav" aria-label={t('nav.main')}>
          <ul className="nav-list">
            <li>
              <details className="dropdown">
                <summary>
                  {t('nav.solutions')} <Icon name="chevron-down" width={16} height={16} />
                </summary>
                <ul className="dropdown-menu columns">
                  {solutionIds
                    .filter((id) => solutionOffered(id, locale))
                    .map((id) => (
                      <li key={id}>
                        <SiteLink href={href(`/solutions/${id}`)}>{t(`solutions.${id}`)}</SiteLink>
                      </li>
                    ))}
                </ul>
              </details>
            </li>
            <li>
              <details className="dropdown">
                <summary>
                  {t('nav.features')} <Icon name="chevron-down" width={16} height={16} />
                </summary>
                <ul className="dropdown-menu">
                  {featureIds.map((id) => (
                    <li key={id}>
                      <SiteLink href={href(`/${id}`)}>{t(`features.${id}`)}</SiteLink>
                    </li>
                  ))}
                </ul>
              </details>
            </li>
            {/* At 1280 px and wider, the links that do not fit one row move into "More" (src/client/header-menus.ts:
                measured, since each language's labels have their own widths); their twins there are hidden until then. */}
            {main.map((item) => (
              <li key={item.key} data-fold={item.key}>
                <SiteLink href={href(item.path)}>{t(item.key)}</SiteLink>
              </li>
            ))}
            <li>
              <details className="dropdown dropdown-more">
                <summary>
                  {t('nav.more')} <Icon name="chevron-down" width={16} height={16} />
                </summary>
                <ul className="dropdown-menu">
                  {main.map((item) => (
                    <li key={item.key} data-fold-twin={item.key} hidden>
                      <SiteLink href={href(item.path)}>{t(item.key)}</SiteLink>
                    </li>
                  ))}
                  {more.map((item) => (
                    <li key={item.key}>
                      <SiteLink href={href(item.path)}>{t(item.key)}</SiteLink>
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          </ul>
          <div className="nav-actions">
            <LanguageSwitcher locale={locale} path={path} />
            <a
              className="btn btn-ghost"
              href={officialLink(site.login_url, { lang, from })}
              data-track-click="header login"
            >
              {t('header.login')}
            </a>
            <a
              className="btn btn-primary"
              href={officialLink(site.register_url, { lang, from })}
              data-track-click="header register"
            >
              {t('header.register')}
            </a>
          </div>
        </nav>
        {/* The site search at every width: after the buttons on wide screens, beside the menu button on phones. */}
        <SiteLink href={href('/search')} className="header-search" aria-label={t('search.label')}>
          <Icon name="search" width={22} height={22} />
        </SiteLink>
      </div>
    </header>
  )
}
