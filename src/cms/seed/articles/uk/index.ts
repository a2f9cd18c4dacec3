import type { Translations } from '../types'
import { faqs } from './faq'

/** Ukrainian translations, keyed by slug. */
export const uk: Translations = {
  faqs,
}
