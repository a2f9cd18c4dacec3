/**
 * How an article's drawn cover looks (src/components/article-cover.tsx), decided from what every article has: its
 * slug (language-independent words, which pick the motif) and its title (which picks colours and pattern, so two
 * articles on one topic still differ). Deterministic: the same article draws the same cover on every render.
 */
import { nameHash } from './name-hash'

/** Motifs, each drawn in CSS (`.cover-m-{name}`), and the slug words that choose them. */
const MOTIFS: [motif: string, words: RegExp][] = [
  ['fingerprint', /finger|canvas|webgl|detect/],
  ['globe', /prox|ip-|geo|vpn/],
  ['users', /team|member|role|agenc|affiliat/],
  ['robot', /rpa|automat|robot|script|bot/],
  ['shield', /secur|ban|safe|privacy|cookie/],
  ['sync', /sync|mirror/],
  ['code', /api|scrap|selenium|puppeteer|playwright|code/],
  ['cart', /amazon|shop|store|commerce|ebay|etsy/],
  ['chart', /ads|traffic|arbitrage|tiktok|facebook|marketing/],
]
export const COVER_MOTIFS = [...MOTIFS.map(([motif]) => motif), 'layers'] as const
export const COVER_PALETTES = 6
export const COVER_PATTERNS = 3

export interface CoverDesign {
  palette: number
  pattern: number
  motif: string
  /** A long title is set smaller, so that it fits in three lines. */
  long: boolean
}

export function coverDesign(slug: string, title: string): CoverDesign {
  const h = nameHash(title)
  const motif = MOTIFS.find(([, words]) => words.test(slug))?.[0] ?? 'layers'
  // East Asian titles carry more per character: their length counts double against the limit.
  const weight = [...title].reduce(
    (sum, ch) =>
      sum +
      (/[\u1100-\u11ff\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/.test(ch) ? 2 : 1),
    0,
  )
  return {
    palette: h % COVER_PALETTES,
    pattern: (h >>> 8) % COVER_PATTERNS,
    motif,
    long: weight > 56,
  }
}
