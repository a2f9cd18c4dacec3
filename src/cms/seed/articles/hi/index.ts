import type { Translations } from '../types'
import { faqs } from './faq'
import { helpsStart } from './helps-start'

/** Hindi translations, keyed by slug. */
export const hi: Translations = {
  helps: { ...helpsStart },
  faqs,
}
