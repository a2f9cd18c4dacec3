/**
 * The languages the admin speaks: Payload's own translations for every language of the site that it has (all but
 * Hindi, for which Payload ships none; Hindi-speaking editors get English). An editor picks one under Account →
 * Language; Payload keeps the choice in a cookie for a year, and before any choice follows the browser's
 * Accept-Language.
 */
import type { SupportedLanguages } from '@payloadcms/translations'
import { en } from '@payloadcms/translations/languages/en'
import { es } from '@payloadcms/translations/languages/es'
import { fr } from '@payloadcms/translations/languages/fr'
import { ja } from '@payloadcms/translations/languages/ja'
import { ko } from '@payloadcms/translations/languages/ko'
import { pt } from '@payloadcms/translations/languages/pt'
import { ru } from '@payloadcms/translations/languages/ru'
import { th } from '@payloadcms/translations/languages/th'
import { tr } from '@payloadcms/translations/languages/tr'
import { uk } from '@payloadcms/translations/languages/uk'
import { vi } from '@payloadcms/translations/languages/vi'
import { zh } from '@payloadcms/translations/languages/zh'
import { zhTw } from '@payloadcms/translations/languages/zhTw'

export const adminLanguages: SupportedLanguages = {
  en,
  zh,
  'zh-TW': zhTw,
  ja,
  ko,
  ru,
  uk,
  es,
  pt,
  fr,
  tr,
  vi,
  th,
}
