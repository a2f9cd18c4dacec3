import type { Messages } from './src/i18n/messages'
import type { Locale } from './src/i18n/locales'

declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale
    Messages: Messages
  }
}
