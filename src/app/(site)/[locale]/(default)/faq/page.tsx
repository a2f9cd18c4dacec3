import type { Metadata } from 'next'
import { Phrased } from '@/components/phrased'
import { getTranslations } from 'next-intl/server'
import { Breadcrumbs } from '@/components/breadcrumbs'
import { JsonLd } from '@/components/json-ld'
import { SitePage } from '@/components/site-page'
import { pageLocale } from '@/i18n/params'
import { faqAnchor } from '@/lib/content-paths'
import { allInSection, categoriesOf } from '@/server/content/editorial'
import { pageMetadata, summaryOf } from '@/server/seo/metadata'
import { renderBody } from '@/server/content/rich-text'

/** The FAQ is static: regenerated when an editor publishes. */
export const dynamic = 'error'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const [t, entries] = await Promise.all([getTranslations({ locale }), allInSection('faq', locale)])
  return pageMetadata({
    locale,
    path: '/faq',
    fallbackTitle: t('footer.faq'),
    fallbackDescription: summaryOf(
      '',
      entries.map((e) => e.title),
    ),
  })
}

export default async function FaqPage({ params }: Props) {
  const locale = await pageLocale(params)
  const [t, entries, groups] = await Promise.all([
    getTranslations(),
    allInSection('faq', locale),
    categoriesOf('faq', locale),
  ])
  const faqs = entries.map((e) => ({ entry: e, answer: renderBody(e.body, locale).html }))
  const inGroup = (slug: string) =>
    faqs.filter(({ entry }) =>
      (entry.categories ?? []).some((c) => typeof c === 'object' && c.slug === slug),
    )
  return (
    <SitePage locale={locale} path="/faq">
      <div className="container listing faq">
        <Breadcrumbs locale={locale} items={[{ label: t('footer.faq') }]} currentPath="/faq" />
        <h1>{t('footer.faq')}</h1>
        {groups.map((group) => (
          <section key={group.id} aria-labelledby={`faq-${group.slug}`}>
            <h2 id={`faq-${group.slug}`}>
              <Phrased text={group.name} fit />
            </h2>
            {inGroup(group.slug).map(({ entry, answer }) => (
              <details key={entry.id} className="faq-item">
                <summary>{entry.title}</summary>
                {/* The anchor is inside the entry: following a link to it (site search) opens the entry in browsers that reveal
                    a closed <details> around the target. */}
                <div
                  id={faqAnchor(entry.slug)}
                  className="prose"
                  dangerouslySetInnerHTML={{ __html: answer }}
                />
              </details>
            ))}
          </section>
        ))}
        <JsonLd
          data={{
            '@context': 'https://schema.org',
            '@type': 'FAQPage',
            mainEntity: faqs.map(({ entry, answer }) => ({
              '@type': 'Question',
              name: entry.title,
              acceptedAnswer: {
                '@type': 'Answer',
                text: answer
                  .replace(/<[^>]+>/g, ' ')
                  .replace(/\s+/g, ' ')
                  .trim(),
              },
            })),
          }}
        />
      </div>
    </SitePage>
  )
}
