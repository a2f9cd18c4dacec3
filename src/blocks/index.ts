/**
 * The blocks editors build marketing pages from. Each block is a folder: `config.ts` (its CMS fields, imported by
 * the Pages collection) and `component.tsx` (how it renders, looked up in `render.tsx`).
 */
import type { Block } from 'payload'
import { ComparisonBlock } from './comparison/config'
import { ContactBlock } from './contact/config'
import { CtaBlock } from './cta/config'
import { FaqBlock } from './faq/config'
import { FeaturesBlock } from './features/config'
import { HeroBlock } from './hero/config'
import { LinksBlock } from './links/config'
import { MediaBlock } from './media/config'
import { PartnersBlock } from './partners/config'
import { RichTextBlock } from './rich-text/config'
import { TeamBlock } from './team/config'
import { UseCasesBlock } from './use-cases/config'

export const pageBlocks: Block[] = [
  HeroBlock,
  FeaturesBlock,
  ComparisonBlock,
  FaqBlock,
  CtaBlock,
  RichTextBlock,
  MediaBlock,
  UseCasesBlock,
  LinksBlock,
  ContactBlock,
  PartnersBlock,
  TeamBlock,
]
