import type { Translations } from '../types'
import { faqs } from './faq'

/** Portuguese (Brazilian) translations, keyed by slug: the FAQ. */
export const pt: Translations = {
  faqs,
}
