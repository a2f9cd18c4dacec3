import type { Translations } from '../types'
import { faqs } from './faq'

/** Hindi translations, keyed by slug. */
export const hi: Translations = {
  faqs,
}
