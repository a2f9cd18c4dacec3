/**
 * The seeded editorial articles, kept as data: each document's English text and what its languages share, and the
 * translations of each language keyed by slug. A document without a translation in a language is not offered there
 * (docs excepted: they show English, marked, src/lib/sections.ts DOC_LOCALES).
 */
import type { Block } from '../lexical'

/** What a language writes of a document: its title, excerpt, SEO description and body. */
export interface ArticleText {
  title: string
  /** The card and listing summary (one or two sentences). */
  excerpt: string
  /** The search-result description (at most 160 characters). */
  description: string
  body: Block[]
}

/** One blog post or news item: its English text and the fields every language shares. */
export interface PostSeed extends ArticleText {
  slug: string
  /** Days before the demo's "today" (2026-11-15) it was published. */
  daysAgo: number
  category: string
  tags?: string[]
  /** 0 or 1: the demo authors (Mila Novak, Daniel Reyes). */
  author: 0 | 1
}

export interface GuideSeed extends ArticleText {
  slug: string
  daysAgo: number
  author: 0 | 1
}

export interface HelpSeed extends ArticleText {
  slug: string
  daysAgo: number
  category: 'getting-started' | 'account' | 'troubleshooting'
}

export interface DocSeed extends ArticleText {
  slug: string
  daysAgo: number
  /** The slug of its parent page in the docs sidebar. */
  parent?: string
}

export interface ReleaseSeed extends ArticleText {
  version: string
  daysAgo: number
}

/** A question of the FAQ: its title is the question, its body the answer. */
export interface FaqSeed {
  slug: string
  category: 'faq-start' | 'faq-account' | 'faq-general'
  question: string
  answer: Block[]
}

/** A language's translation of an FAQ entry. */
export interface FaqText {
  question: string
  answer: Block[]
}

/** The translations of one language, per section and slug (release notes by version). */
export interface Translations {
  posts?: Record<string, ArticleText>
  news?: Record<string, ArticleText>
  guides?: Record<string, ArticleText>
  helps?: Record<string, ArticleText>
  docs?: Record<string, ArticleText>
  release?: Record<string, ArticleText>
  faqs?: Record<string, FaqText>
}
