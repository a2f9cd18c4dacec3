import type { Translations } from '../types'
import { faqs } from './faq'

/** Traditional Chinese translations, keyed by slug: the FAQ. */
export const tc: Translations = {
  faqs,
}
