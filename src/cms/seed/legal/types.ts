/** Demo copy of the legal pages (privacy policy, terms of use), one object per language. */
import type { PageSeo } from '../marketing/types'

/** A heading, a paragraph or a bulleted list (src/cms/seed/lexical.ts). */
export type LegalBlock = { h2: string } | { p: string } | { ul: string[] }

export interface LegalPageCopy {
  seo: PageSeo
  title: string
  /** Under the title: when this version took effect. */
  subtitle: string
  body: LegalBlock[]
}

export interface LegalCopy {
  privacy: LegalPageCopy
  terms: LegalPageCopy
}
