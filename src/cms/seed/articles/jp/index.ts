import type { Translations } from '../types'
import { faqs } from './faq'

/** Japanese translations, keyed by slug: the FAQ. */
export const jp: Translations = {
  faqs,
}
