import type { Translations } from '../types'
import { faqs } from './faq'

/** Spanish translations, keyed by slug: the FAQ. */
export const es: Translations = {
  faqs,
}
