import type { Translations } from '../types'
import { faqs } from './faq'

/** French translations, keyed by slug: the FAQ. */
export const fr: Translations = {
  faqs,
}
