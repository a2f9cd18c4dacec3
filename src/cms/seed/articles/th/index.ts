import type { Translations } from '../types'
import { faqs } from './faq'

/** Thai translations, keyed by slug: the FAQ. */
export const th: Translations = {
  faqs,
}
