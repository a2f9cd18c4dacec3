/**
 * The editorial sections: their collection, public path and what each one has. `switchToRoot`: the language
 * switcher sends a reader of any of its pages to the section's root in the other language (language-switch.ts).
 * `cover`: its articles have a cover picture (an editor's upload, else one drawn from the title: article-cover.tsx).
 */
export const sections = {
  blog: {
    collection: 'posts',
    path: '/blog',
    taxonomy: true,
    listing: true,
    feed: true,
    articles: true,
    switchToRoot: true,
    cover: true,
  },
  news: {
    collection: 'news',
    path: '/news',
    taxonomy: true,
    listing: true,
    feed: true,
    articles: true,
    switchToRoot: true,
    cover: true,
  },
  guide: {
    collection: 'guides',
    path: '/guide',
    taxonomy: false,
    listing: true,
    feed: false,
    articles: true,
    switchToRoot: true,
    cover: true,
  },
  helps: {
    collection: 'helps',
    path: '/helps',
    taxonomy: false,
    listing: false,
    feed: false,
    articles: true,
    switchToRoot: true,
    cover: false,
  },
  docs: {
    collection: 'docs',
    path: '/docs',
    taxonomy: false,
    listing: false,
    feed: false,
    articles: true,
    switchToRoot: false,
    cover: false,
  },
  release: {
    collection: 'release',
    path: '/release',
    taxonomy: false,
    listing: true,
    feed: true,
    articles: true,
    switchToRoot: false,
    cover: false,
  },
  faq: {
    collection: 'faqs',
    path: '/faq',
    taxonomy: false,
    listing: false,
    feed: false,
    articles: false,
    switchToRoot: false,
    cover: false,
  },
} as const

export type Section = keyof typeof sections

export function isSection(value: string): value is Section {
  return Object.hasOwn(sections, value)
}

/** Articles per listing page. */
export const PAGE_SIZE = 12

/** Slugs that would collide with listing paths. */
export const RESERVED_SLUGS = ['p', 'c', 'feed', 'page', 'search']

/** A slug: lowercase letters, digits and single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Docs that always exist (the spec's fixed slugs). */
export const FIXED_DOC_SLUGS = ['proxies', 'profiles', 'automation', 'faq'] as const

/** Languages with their own documentation; the others read English docs, marked as such. */
export const DOC_LOCALES = ['en', 'ru', 'pt', 'vn'] as const

/** UI message naming each section. */
export const sectionLabel = {
  blog: 'nav.blog',
  news: 'nav.news',
  guide: 'footer.guide',
  helps: 'nav.help',
  docs: 'footer.docs',
  release: 'footer.release',
  faq: 'footer.faq',
} as const satisfies Record<Section, string>
