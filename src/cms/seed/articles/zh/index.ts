import type { Translations } from '../types'
import { faqs } from './faq'

/** Simplified Chinese translations, keyed by slug: the FAQ. */
export const zh: Translations = {
  faqs,
}
