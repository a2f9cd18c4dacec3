import { ConsultationForm } from '@/client/consultation-form'
import { CmsLink } from '@/components/cms-link'
import type { BlockProps } from '../context'

/** An address an e-mail contact may be written to (a mailto: link; anything else stays text). */
const EMAIL = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/

/** The consultation form (pre-sales) beside the sales contacts. */
export function Contact({ block, ctx }: BlockProps<'contact'>) {
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
                  <strong>{contact.label}</strong>{' '}
                  {contact.channel === 'email' && !contact.url && EMAIL.test(contact.value) ? (
                    <a href={`mailto:${contact.value}`}>{contact.value}</a>
                  ) : (
                    <CmsLink link={ctx.links.url(contact.url)}>{contact.value}</CmsLink>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </section>
  )
}
