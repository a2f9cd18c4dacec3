import type { Locale } from '@/i18n/locales'
import type { HomeBlocksCopy } from './types'
import { en } from './en'
import { zh } from './zh'
import { ru } from './ru'
import { vn } from './vn'
import { es } from './es'
import { pt } from './pt'
import { tr } from './tr'
import { th } from './th'
import { fr } from './fr'
import { uk } from './uk'
import { ko } from './ko'
import { hi } from './hi'
import { jp } from './jp'
import { tc } from './tc'

/** The home page's selling blocks' demo copy in every language. */
export const homeBlocksCopy: Record<Locale, HomeBlocksCopy> = {
  en,
  zh,
  ru,
  vn,
  es,
  pt,
  tr,
  th,
  fr,
  uk,
  ko,
  hi,
  jp,
  tc,
}
