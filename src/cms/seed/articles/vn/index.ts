import type { Translations } from '../types'
import { faqs } from './faq'

/** Vietnamese translations, keyed by slug: the FAQ. */
export const vn: Translations = {
  faqs,
}
