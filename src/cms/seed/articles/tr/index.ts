import type { Translations } from '../types'
import { faqs } from './faq'

/** Turkish translations, keyed by slug: the FAQ. */
export const tr: Translations = {
  faqs,
}
