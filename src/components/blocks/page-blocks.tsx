import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import type { ComparisonBlock, ContactBlock, FaqBlock, FeaturesBlock, HeroBlock, LinksBlock, Page, Partner } from '@/cms/payload-types'
import { ConsultationForm } from '@/client/consultation-form'
import { localeInfo, type Locale } from '@/i18n/locales'
import { localePath } from '@/i18n/paths'
import type { ResolvedLink } from '@/lib/links'
import { slugOfUseCaseIn, type UseCaseSlug } from '@/lib/use-cases'
import { renderBody } from '@/server/rich-text'
import { actionLabel, type SiteLinks } from '@/server/site-links'
import { comparisonGroups } from '@/cms/blocks'
import { CmsImage } from '../cms-image'
import { Icon } from '../icons'

type Block = NonNullable<Page['layout']>[number]
type Translate = Awaited<ReturnType<typeof getTranslations>>

export interface BlockContext {
  locale: Locale
  links: SiteLinks
  t: Translate
  partners: Partner[]
  siteName: string
}

/** An anchor for a resolved link; external ones open safely, invalid ones render as plain text. */
export function SmartLink({ link, className, track, children }: { link: ResolvedLink | null; className?: string; track?: string; children: ReactNode }) {
  if (!link) return <span className={className}>{children}</span>
  if (link.external) {
    return (
      <a href={link.href} className={className} target="_blank" rel="noopener noreferrer" data-track-click={track}>
        {children}
      </a>
    )
  }
  return (
    <a href={link.href} className={className} data-track-click={track}>
      {children}
    </a>
  )
}

function Button({ group, ctx, className }: { group: HeroBlock['primary']; ctx: BlockContext; className: string }) {
  const action = group?.action ?? 'none'
  if (action === 'none') return null
  const link = ctx.links.action(action, group?.url)
  const label = group?.label || (action !== 'url' ? ctx.t(actionLabel[action]) : '')
  if (!link || !label) return null
  return (
    <SmartLink link={link} className={className} track={action}>
      {action === 'download' ? <Icon name="download" /> : null} {label}
    </SmartLink>
  )
}

function Hero({ block, ctx, first }: { block: HeroBlock; ctx: BlockContext; first: boolean }) {
  const image = typeof block.image === 'object' && block.image ? block.image : null
  const Title = first ? 'h1' : 'h2'
  return (
    <section className="hero" data-track-expose={first ? 'hero' : undefined}>
      <div className="container hero-inner">
        {block.eyebrow ? <p className="eyebrow">{block.eyebrow}</p> : null}
        <Title>{block.title}</Title>
        {block.subtitle ? <p className="lead">{block.subtitle}</p> : null}
        <div className="hero-actions">
          <Button group={block.primary} ctx={ctx} className="btn btn-primary btn-lg" />
          <Button group={block.secondary} ctx={ctx} className="btn btn-outline btn-lg" />
        </div>
        {image ? (
          <div className="hero-media">
            <CmsImage media={image} priority={first} sizes="(max-width: 767px) 100vw, 1200px" />
          </div>
        ) : null}
      </div>
    </section>
  )
}

function Features({ block, ctx, id }: { block: FeaturesBlock; ctx: BlockContext; id: string }) {
  const steps = block.style === 'steps'
  const List = steps ? 'ol' : 'ul'
  return (
    <section className={`section${steps ? ' section-alt' : ''}`} aria-labelledby={block.title ? id : undefined}>
      <div className="container">
        {block.title ? (
          <h2 id={id} className="section-title">
            {block.title}
          </h2>
        ) : null}
        {block.subtitle ? <p className="lead">{block.subtitle}</p> : null}
        <List className={`card-grid${steps ? ' steps' : ''}`}>
          {(block.items ?? []).map((item, i) => {
            const link = ctx.links.url(item.link)
            return (
              <li key={item.id ?? i} className="card">
                {steps ? (
                  <span className="step-number" aria-hidden="true">
                    {i + 1}
                  </span>
                ) : null}
                <h3>{link ? <SmartLink link={link}>{item.title}</SmartLink> : item.title}</h3>
                {item.text ? <p>{item.text}</p> : null}
              </li>
            )
          })}
        </List>
      </div>
    </section>
  )
}

function Verdict({ value, t }: { value: string; t: Translate }) {
  const v = value.trim().toLowerCase()
  if (v === 'yes')
    return (
      <>
        <Icon name="check" className="verdict-yes" aria-hidden="true" />
        <span className="sr-only">{t('compare.yes')}</span>
      </>
    )
  if (v === 'no')
    return (
      <>
        <Icon name="close" className="verdict-no" aria-hidden="true" />
        <span className="sr-only">{t('compare.no')}</span>
      </>
    )
  return <>{value}</>
}

function Comparison({ block, ctx, id }: { block: ComparisonBlock; ctx: BlockContext; id: string }) {
  const { t, locale } = ctx
  const date = (value: string) => new Intl.DateTimeFormat(localeInfo[locale].tag, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(value))
  return (
    <section className="section" aria-labelledby={id}>
      <div className="container">
        <h2 id={id} className="section-title">
          {block.title || `${ctx.siteName} / ${block.competitor}`}
        </h2>
        <div className="table-scroll" role="region" aria-labelledby={id} tabIndex={0}>
          <table className="compare-table">
            <thead>
              <tr>
                <th scope="col">{t('compare.criterion')}</th>
                <th scope="col">{ctx.siteName}</th>
                <th scope="col">{block.competitor}</th>
                <th scope="col">{t('compare.checked')}</th>
              </tr>
            </thead>
            {comparisonGroups.map((group) => {
              const rows = (block.rows ?? []).filter((row) => row.group === group)
              if (!rows.length) return null
              return (
                <tbody key={group}>
                  <tr className="compare-group">
                    <th scope="rowgroup" colSpan={4}>
                      {t(`compare.${group}`)}
                    </th>
                  </tr>
                  {rows.map((row, i) => {
                    const source = ctx.links.url(row.source)
                    return (
                      <tr key={row.id ?? i}>
                        <th scope="row">{row.label}</th>
                        <td>
                          <Verdict value={row.ours} t={t} />
                        </td>
                        <td>
                          <Verdict value={row.theirs} t={t} />
                        </td>
                        <td className="compare-checked">
                          <time dateTime={row.checkedOn.slice(0, 10)}>{t('compare.checkedOn', { date: date(row.checkedOn) })}</time>
                          {source ? (
                            <>
                              {' · '}
                              <SmartLink link={source}>{t('compare.source')}</SmartLink>
                            </>
                          ) : null}
                        </td>
                      </tr>
                    )
                  })}
                </tbody>
              )
            })}
          </table>
        </div>
      </div>
    </section>
  )
}

export function FaqSection({ title, items, id }: { title?: string | null; items: { id?: string | null; question: string; answer: string }[]; id: string }) {
  return (
    <section className="section" aria-labelledby={title ? id : undefined}>
      <div className="container narrow">
        {title ? (
          <h2 id={id} className="section-title">
            {title}
          </h2>
        ) : null}
        <div className="faq-list">
          {items.map((item, i) => (
            <details key={item.id ?? i} className="faq-item">
              <summary>{item.question}</summary>
              <p>{item.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  )
}

function UseCases({
  items,
  title,
  ctx,
  id,
}: {
  items: { id?: string | null; slug: UseCaseSlug; title: string; text?: string | null }[]
  title?: string | null
  ctx: BlockContext
  id: string
}) {
  const seen = new Set<string>()
  const shown = items.flatMap((item) => {
    const slug = slugOfUseCaseIn(item.slug, ctx.locale)
    if (!slug || seen.has(slug)) return []
    seen.add(slug)
    return [{ ...item, slug }]
  })
  return (
    <section className="section" aria-labelledby={title ? id : undefined}>
      <div className="container">
        {title ? (
          <h2 id={id} className="section-title">
            {title}
          </h2>
        ) : null}
        <nav className="use-case-nav" aria-label={title || undefined}>
          {shown.map((item) => (
            <a key={item.slug} href={`#${item.slug}`}>
              {item.title}
            </a>
          ))}
        </nav>
        <div className="card-grid" data-use-cases="">
          {shown.map((item) => (
            <article key={item.slug} id={item.slug} className="card use-case">
              <h3>{item.title}</h3>
              {item.text ? <p>{item.text}</p> : null}
            </article>
          ))}
        </div>
      </div>
    </section>
  )
}

function Links({ block, ctx, id }: { block: LinksBlock; ctx: BlockContext; id: string }) {
  return (
    <section className="section" aria-labelledby={block.title ? id : undefined}>
      <div className="container narrow">
        {block.title ? (
          <h2 id={id} className="section-title">
            {block.title}
          </h2>
        ) : null}
        <ul className="link-list">
          {(block.items ?? []).map((item, i) => {
            const link = ctx.links.url(item.url)
            return (
              <li key={item.id ?? i} className="card">
                <h3>
                  <SmartLink link={link}>{item.label}</SmartLink>
                </h3>
                {item.description ? <p>{item.description}</p> : null}
                {link ? <p className="link-address">{link.href.replace(/^https?:\/\//, '')}</p> : null}
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}

function Contact({ block, ctx }: { block: ContactBlock; ctx: BlockContext }) {
  const { t } = ctx
  const labels = {
    name: t('presales.name'),
    email: t('presales.email'),
    channel: t('presales.channel'),
    contact: t('presales.contact'),
    company: t('presales.company'),
    teamSize: t('presales.teamSize'),
    message: t('presales.message'),
    submit: t('presales.submit'),
    sending: t('presales.sending'),
    success: t('presales.success'),
    failed: t('presales.failed'),
    required: t('presales.required'),
    invalidEmail: t('presales.invalidEmail'),
    optional: t('presales.optional'),
    channels: {
      email: t('presales.channelEmail'),
      telegram: t('presales.channelTelegram'),
      whatsapp: t('presales.channelWhatsapp'),
      wechat: t('presales.channelWechat'),
      phone: t('presales.channelPhone'),
    },
  }
  return (
    <section className="section">
      <div className="container contact-grid">
        <div className="card">
          {block.formTitle ? <h2 id="consultation-title">{block.formTitle}</h2> : null}
          {block.formText ? <p>{block.formText}</p> : null}
          <ConsultationForm labels={labels} />
        </div>
        {block.contacts?.length ? (
          <div>
            {block.contactsTitle ? <h2>{block.contactsTitle}</h2> : null}
            <ul className="contact-list">
              {block.contacts.map((contact, i) => (
                <li key={contact.id ?? i}>
                  <strong>{contact.label}</strong> <SmartLink link={ctx.links.url(contact.url)}>{contact.value}</SmartLink>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </section>
  )
}

function Partners({ title, subtitle, ctx, id }: { title?: string | null; subtitle?: string | null; ctx: BlockContext; id: string }) {
  return (
    <section className="section" aria-labelledby={title ? id : undefined}>
      <div className="container">
        {title ? (
          <h2 id={id} className="section-title">
            {title}
          </h2>
        ) : null}
        {subtitle ? <p className="lead">{subtitle}</p> : null}
        <ul className="card-grid">
          {ctx.partners.map((partner) => (
            <li key={partner.id} className="card partner-card">
              <p className="eyebrow">{ctx.t(`partner.${partner.category}`)}</p>
              <h3>
                <Link href={localePath(ctx.locale, `/partner/${partner.slug}`)} prefetch={false}>
                  {partner.name}
                </Link>
              </h3>
              {partner.description ? <p>{partner.description}</p> : null}
              {partner.offer ? <p className="partner-offer">{partner.offer}</p> : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

/** Renders a page's blocks in order; the first hero carries the page's h1. */
export function PageBlocks({ blocks, ctx }: { blocks: Block[]; ctx: BlockContext }) {
  const firstHero = blocks.findIndex((b) => b.blockType === 'hero')
  return (
    <>
      {blocks.map((block, i) => {
        const id = `block-${i}`
        const key = block.id ?? id
        switch (block.blockType) {
          case 'hero':
            return <Hero key={key} block={block} ctx={ctx} first={i === firstHero} />
          case 'features':
            return <Features key={key} block={block} ctx={ctx} id={id} />
          case 'comparison':
            return <Comparison key={key} block={block} ctx={ctx} id={id} />
          case 'faq':
            return <FaqSection key={key} title={block.title} items={block.items ?? []} id={id} />
          case 'cta': {
            return (
              <section key={key} className="section section-accent">
                <div className="container cta">
                  <div>
                    <h2>{block.title}</h2>
                    {block.text ? <p>{block.text}</p> : null}
                  </div>
                  <Button group={block.button} ctx={ctx} className="btn btn-light btn-lg" />
                </div>
              </section>
            )
          }
          case 'richText':
            return (
              <section key={key} className="section">
                <div className="container narrow prose" dangerouslySetInnerHTML={{ __html: renderBody(block.content).html }} />
              </section>
            )
          case 'media': {
            const media = typeof block.image === 'object' && block.image ? block.image : null
            return media ? (
              <figure key={key} className="container media-block">
                <CmsImage media={media} sizes="(max-width: 767px) 100vw, 1200px" />
                {block.caption ? <figcaption>{block.caption}</figcaption> : null}
              </figure>
            ) : null
          }
          case 'useCases':
            return <UseCases key={key} items={block.items ?? []} title={block.title} ctx={ctx} id={id} />
          case 'links':
            return <Links key={key} block={block} ctx={ctx} id={id} />
          case 'contact':
            return <Contact key={key} block={block} ctx={ctx} />
          case 'partners':
            return <Partners key={key} title={block.title} subtitle={block.subtitle} ctx={ctx} id={id} />
          default:
            return null
        }
      })}
    </>
  )
}

/** FAQPage structured data from every FAQ block of a page (null when there is none). */
export function faqJsonLd(blocks: Block[]): Record<string, unknown> | null {
  const items = blocks.flatMap((b) => (b.blockType === 'faq' ? ((b as FaqBlock).items ?? []) : []))
  if (!items.length) return null
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({ '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: item.answer } })),
  }
}
