import { SiteLink } from '@/components/site-link'
import { getTranslations } from 'next-intl/server'
import type { Site } from '@/cms/payload-types'
import type { Locale } from '@/i18n/locales'
import { localePath } from '@/i18n/paths'
import { Icon } from './icons'
import { alternativeOffered } from '@/i18n/availability'
import { alternativeIds, competitorNames } from '@/lib/site-ids'

/** Footer with the site's sections. */
export async function SiteFooter({ locale, site }: { locale: Locale; site: Site }) {
  const t = await getTranslations()
  const columns = [
    {
      title: t('footer.product'),
      links: [
        { label: t('nav.pricing'), path: '/pricing' },
        { label: t('nav.download'), path: '/download' },
        { label: t('footer.release'), path: '/release' },
        { label: t('features.rpa'), path: '/rpa' },
        { label: t('features.local-api'), path: '/local-api' },
      ],
    },
    {
      title: t('footer.resources'),
      links: [
        { label: t('nav.blog'), path: '/blog' },
        { label: t('nav.news'), path: '/news' },
        { label: t('footer.guide'), path: '/guide' },
        { label: t('nav.help'), path: '/helps' },
        { label: t('footer.docs'), path: '/docs/profiles' },
        { label: t('footer.faq'), path: '/faq' },
        { label: t('footer.useCases'), path: '/use-cases' },
      ],
    },
    {
      title: t('footer.compare'),
      links: alternativeIds
        .filter((id) => alternativeOffered(id, locale))
        .map((id) => ({
          label: t('footer.versus', { name: competitorNames[id] }),
          path: `/alternatives/${id}`,
        })),
    },
    {
      title: t('footer.company'),
      links: [
        { label: t('nav.about-us'), path: '/about-us' },
        { label: t('nav.partner'), path: '/partner-plan' },
        { label: t('footer.referral'), path: '/referral-program' },
        { label: t('nav.pre-sales'), path: '/pre-sales' },
        { label: t('footer.links'), path: '/links' },
      ],
    },
  ]
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-brand">
          <SiteLink href={localePath(locale, '/')} className="brand">
            <Icon name="logo" width={28} height={28} />
            <span>{site.title}</span>
          </SiteLink>
          {site.tagline ? <p>{site.tagline}</p> : null}
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="footer-title">{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.path}>
                  <SiteLink href={localePath(locale, link.path)}>{link.label}</SiteLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="container footer-bottom">
        <span>
          © {new Date().getFullYear()} {site.title}. {t('footer.rights')}
        </span>
        <nav aria-label={t('consent.region')} className="footer-legal">
          <SiteLink href={localePath(locale, '/privacy')}>{t('consent.policy')}</SiteLink>
          <SiteLink href={localePath(locale, '/terms')}>{t('consent.terms')}</SiteLink>
          {/* Opens the privacy banner (src/client/visitor-runtime.tsx); without JavaScript, the policy. */}
          <a href={localePath(locale, '/privacy')} data-consent-open="">
            {t('consent.settings')}
          </a>
        </nav>
      </div>
    </footer>
  )
}
