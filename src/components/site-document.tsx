import type { ReactNode } from 'react'
import type { Viewport } from 'next'
import { MessagesProvider } from '@/client/messages'
import { localeInfo, type Locale } from '@/i18n/locales'
import { clientMessages, loadMessages } from '@/i18n/messages'
import '../app/(site)/globals.css'
import '../app/(site)/pictures.css'

/** The viewport of every public page. */
export const siteViewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#1d4ed8',
}

/** `<html lang>` and `<body>` of every public page; only this locale's client strings ship. */
export async function SiteDocument({ locale, children }: { locale: Locale; children: ReactNode }) {
  const messages = await loadMessages(locale)
  return (
    <html lang={localeInfo[locale].tag} dir="ltr">
      <body>
        <a className="skip-link" href="#main">
          {messages.shell.skip}
        </a>
        <MessagesProvider locale={locale} messages={clientMessages(messages)}>
          {children}
        </MessagesProvider>
      </body>
    </html>
  )
}
