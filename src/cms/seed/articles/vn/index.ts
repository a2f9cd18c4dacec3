import type { Translations } from '../types'
import { faqs } from './faq'
import { helpsAccount } from './helps-account'
import { helpsFix } from './helps-fix'
import { helpsStart } from './helps-start'

/** Vietnamese translations, keyed by slug: the help center and the FAQ. */
export const vn: Translations = {
  helps: { ...helpsStart, ...helpsAccount, ...helpsFix },
  faqs,
}
