import type { Translations } from '../types'
import { faqs } from './faq'
import { helpsAccount } from './helps-account'
import { helpsFix } from './helps-fix'
import { helpsStart } from './helps-start'

/** Traditional Chinese translations, keyed by slug: the help center and the FAQ. */
export const tc: Translations = {
  helps: { ...helpsStart, ...helpsAccount, ...helpsFix },
  faqs,
}
