import type { Translations } from '../types'
import { posts } from './blog'
import { faqs } from './faq'
import { helpsAccount } from './helps-account'
import { helpsFix } from './helps-fix'
import { helpsStart } from './helps-start'

/** Ukrainian translations, keyed by slug: the help center, the six newest blog posts and the FAQ. */
export const uk: Translations = {
  posts,
  helps: { ...helpsStart, ...helpsAccount, ...helpsFix },
  faqs,
}
