import type { Translations } from '../types'
import { faqs } from './faq'
import { helpsStart } from './helps-start'

/** Korean translations, keyed by slug: the FAQ and the help center. */
export const ko: Translations = {
  helps: { ...helpsStart },
  faqs,
}
