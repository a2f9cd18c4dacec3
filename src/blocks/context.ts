/** What every block component receives besides its own data. */
import type { getTranslations } from 'next-intl/server'
import type { Author, Page, Partner } from '@/cms/payload-types'
import type { Locale } from '@/i18n/locales'
import type { SiteLinks } from '@/server/content/site-links'

export type Translate = Awaited<ReturnType<typeof getTranslations>>

export interface BlockContext {
  locale: Locale
  links: SiteLinks
  t: Translate
  partners: Partner[]
  /** Every author, for the team block (empty on pages without one). */
  authors: Author[]
  siteName: string
}

export type LayoutBlock = NonNullable<Page['layout']>[number]
export type BlockType = LayoutBlock['blockType']

/** A block's data, its page's context, a stable id for headings (`block-{index}`), and whether it comes first. */
export interface BlockProps<K extends BlockType> {
  block: Extract<LayoutBlock, { blockType: K }>
  ctx: BlockContext
  id: string
  /** The first hero of the page: it carries the h1 and preloads its image. */
  first: boolean
}

/** A card's heading: h3 under the section's h2, h2 when the section has no title (no level skipped after the h1). */
export const cardHeading = (sectionTitle: unknown): 'h2' | 'h3' => (sectionTitle ? 'h3' : 'h2')
