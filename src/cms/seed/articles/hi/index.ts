import type { Translations } from '../types'
import { faqs } from './faq'
import { helpsAccount } from './helps-account'
import { helpsFix } from './helps-fix'
import { helpsStart } from './helps-start'

/** Hindi translations, keyed by slug. */
export const hi: Translations = {
  helps: { ...helpsStart, ...helpsAccount, ...helpsFix },
  faqs,
}
