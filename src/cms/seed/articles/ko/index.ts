import type { Translations } from '../types'
import { faqs } from './faq'

/** Korean translations, keyed by slug: the FAQ. */
export const ko: Translations = {
  faqs,
}
