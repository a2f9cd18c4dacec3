import type { Translations } from '../types'
import { faqs } from './faq'
import { helpsAccount } from './helps-account'
import { helpsFix } from './helps-fix'
import { helpsStart } from './helps-start'

/** Portuguese (Brazilian) translations, keyed by slug: the FAQ and the help center. */
export const pt: Translations = {
  helps: { ...helpsStart, ...helpsAccount, ...helpsFix },
  faqs,
}
