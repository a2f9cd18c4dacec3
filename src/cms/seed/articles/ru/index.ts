import type { Translations } from '../types'
import { posts } from './blog'
import { docs } from './docs'
import { faqs } from './faq'
import { helpsAccount } from './helps-account'
import { helpsFix } from './helps-fix'
import { helpsStart } from './helps-start'

/** Russian translations, keyed by slug: the help center, the six newest blog posts, the FAQ and the two main docs pages. */
export const ru: Translations = {
  posts,
  helps: { ...helpsStart, ...helpsAccount, ...helpsFix },
  faqs,
  docs,
}
