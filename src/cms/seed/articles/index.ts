/**
 * The seeded articles: English, which every document has, and the translations of each language keyed by slug
 * (src/cms/seed/articles/<lang>/). Add a language's translations to `translations` below.
 */
import type { Locale } from '@/i18n/locales'
import { blogGuides } from './en/blog-guides'
import { blogMistakes } from './en/blog-mistakes'
import { docsApi } from './en/docs-api'
import { docsCore } from './en/docs-core'
import { faqs } from './en/faq'
import { guides } from './en/guides'
import { helpsAccount } from './en/helps-account'
import { helpsFix } from './en/helps-fix'
import { helpsStart } from './en/helps-start'
import { news } from './en/news'
import { releases } from './en/release'
import { es } from './es/index'
import { fr } from './fr/index'
import { hi } from './hi/index'
import { jp } from './jp/index'
import { ko } from './ko/index'
import { pt } from './pt/index'
import { ru } from './ru/index'
import { tc } from './tc/index'
import { th } from './th/index'
import { tr } from './tr/index'
import { uk } from './uk/index'
import { vn } from './vn/index'
import { zh } from './zh/index'
import type {
  DocSeed,
  FaqSeed,
  GuideSeed,
  HelpSeed,
  PostSeed,
  ReleaseSeed,
  Translations,
} from './types'

export const english: {
  posts: PostSeed[]
  news: PostSeed[]
  guides: GuideSeed[]
  helps: HelpSeed[]
  docs: DocSeed[]
  release: ReleaseSeed[]
  faqs: FaqSeed[]
} = {
  posts: [...blogGuides, ...blogMistakes],
  news,
  guides,
  helps: [...helpsStart, ...helpsAccount, ...helpsFix],
  docs: [...docsCore, ...docsApi],
  release: releases,
  faqs,
}

/** The translations of each language; a language not listed here has none yet. */
export const translations: Partial<Record<Locale, Translations>> = {
  es,
  fr,
  hi,
  jp,
  ko,
  pt,
  ru,
  tc,
  th,
  tr,
  uk,
  vn,
  zh,
}

/** The slug of a release note: its version with hyphens (`v5-7-0`). */
export const releaseSlug = (version: string) => `v${version.replaceAll('.', '-')}`
