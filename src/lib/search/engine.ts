/**
 * A language's search index (Orama, in memory) and how it is queried. A page must match every term but those more
 * than half the pages have ("the"), which only add to the score; a word no page has is tried one typo away.
 */
import { count, create, insert, search, type AnyOrama } from '@orama/orama'
import type { Locale } from '@/i18n/locales'
import type { SearchResult, SearchSection } from './query'
import { snippetFor } from './snippet'
import { queryTerms, searchTokenizer, searchTokens, type QueryTerm } from './tokens'
import { corrections, wordList, type WordList } from './typos'

/** One page as the index holds it. */
export interface SearchDoc {
  /** `{section}:{slug or path}`: unique within a language. */
  id: string
  section: SearchSection
  title: string
  excerpt: string
  body: string
  /** The page's path on its language's origin. */
  url: string
}

const schema = { section: 'enum', title: 'string', excerpt: 'string', body: 'string' } as const
const FIELDS = ['title', 'excerpt', 'body'] as const
/** A word in the title counts for five in the body; in the excerpt, a summary, for two. */
const BOOST = { title: 5, excerpt: 2, body: 1 }
/** Documents inserted between two turns of the event loop (an index is built inside the server answering pages). */
const INSERT_SLICE = 5

/** A match through a typo, or through a synonym of what was typed, counts for this much of an exact one. */
const TYPO_WEIGHT = 0.5
const SYNONYM_WEIGHT = 0.5

/** A language's index: Orama's, the words of its pages a typo can be corrected to, and each page's title tokens. */
export interface SearchIndex {
  db: AnyOrama
  words: WordList
  titles: Map<string, string[]>
}

/** A language's index of these documents. */
export async function createSearchIndex(docs: SearchDoc[], locale: Locale): Promise<SearchIndex> {
  const tokens = new Set<string>()
  const titles = new Map<string, string[]>()
  const db = create({ schema, components: { tokenizer: searchTokenizer(locale, tokens) } })
  for (const [i, doc] of docs.entries()) {
    await insert(db, doc)
    titles.set(doc.id, searchTokens(doc.title, locale))
    if (i % INSERT_SLICE === INSERT_SLICE - 1) await new Promise((resolve) => setImmediate(resolve))
  }
  return { db, words: wordList(tokens), titles }
}

interface Scored {
  score: number
  doc: SearchDoc
  /** Matched as typed (else only through a synonym or a typo): counted per document, these rank first. */
  exact: number
}

/** The documents with a token that begins with this one, and their scores. */
async function lookUp(
  db: AnyOrama,
  token: string,
  section: SearchSection | undefined,
  limit: number,
): Promise<Map<string, Scored>> {
  const { hits } = await search(db, {
    term: token,
    properties: [...FIELDS],
    boost: BOOST,
    limit,
    ...(section ? { where: { section: { eq: section } } } : {}),
  })
  return new Map(
    hits.map((hit) => [
      hit.id,
      { score: hit.score, doc: hit.document as unknown as SearchDoc, exact: 1 },
    ]),
  )
}

interface Weighted {
  token: string
  weight: number
}

/** The documents matching one term of a query: any of its tokens, each counted at its best, times its weight. */
async function matchesOf(
  db: AnyOrama,
  tokens: Weighted[],
  section: SearchSection | undefined,
  limit: number,
): Promise<Map<string, Scored>> {
  const matches = new Map<string, Scored>()
  const found = await Promise.all(tokens.map(({ token }) => lookUp(db, token, section, limit)))
  for (const [i, hits] of found.entries()) {
    for (const [id, hit] of hits) {
      const weight = tokens[i]?.weight ?? 1
      const best = matches.get(id)
      const exact = Math.max(best?.exact ?? 0, weight === 1 ? 1 : 0)
      matches.set(id, {
        score: Math.max(best?.score ?? 0, hit.score * weight),
        doc: hit.doc,
        exact,
      })
    }
  }
  return matches
}

const weighted = ({ forms, synonyms }: QueryTerm): Weighted[] => [
  ...forms.map((token) => ({ token, weight: 1 })),
  ...synonyms.map((token) => ({ token, weight: SYNONYM_WEIGHT })),
]

export interface IndexQuery {
  q: string
  locale: Locale
  /** Only this kind of page (the help center searches its own articles). */
  section?: SearchSection
  limit: number
}

/** One term of a query: the tokens it was looked up by, and the documents they found. */
interface TermMatches {
  tokens: Weighted[]
  matches: Map<string, Scored>
}

async function termMatches(
  db: AnyOrama,
  tokens: Weighted[],
  section: SearchSection | undefined,
  limit: number,
): Promise<TermMatches> {
  return { tokens, matches: await matchesOf(db, tokens, section, limit) }
}

/** The matches of a word no page has, through the words one typo away from it (none for a short word). */
async function typoMatches(
  index: SearchIndex,
  term: QueryTerm,
  section: SearchSection | undefined,
  limit: number,
): Promise<TermMatches> {
  const near = corrections(index.words, term.forms[0] ?? '')
  return termMatches(
    index.db,
    near.map((token) => ({ token, weight: TYPO_WEIGHT })),
    section,
    limit,
  )
}

/** How a title (its tokens) has a term: 2 as typed, 1 only through a synonym or a typo, 0 not at all. */
function titleGrade(title: readonly string[], { tokens }: TermMatches): number {
  let grade = 0
  for (const { token, weight } of tokens)
    if (title.some((t) => t.startsWith(token))) grade = Math.max(grade, weight === 1 ? 2 : 1)
  return grade
}

interface Ranked extends Scored {
  /** Telling terms the title has in any form, and as typed. */
  inTitle: number
  typedInTitle: number
}

/**
 * Pages whose title has more of the query first (a title is what a page is about: a body that repeats a word must
 * not outrank it), then as typed, then pages matching more of it as typed anywhere, then by score.
 */
const byRank = (a: Ranked, b: Ranked) =>
  b.inTitle - a.inTitle ||
  b.typedInTitle - a.typedInTitle ||
  b.exact - a.exact ||
  b.score - a.score ||
  a.doc.title.localeCompare(b.doc.title)

/** The best `limit` results of a query, and how many documents matched. */
export async function queryIndex(
  index: SearchIndex,
  { q, locale, section, limit }: IndexQuery,
): Promise<{ results: SearchResult[]; total: number }> {
  const { db } = index
  const terms = queryTerms(q, locale)
  const everything = count(db)
  if (!terms.length || !everything) return { results: [], total: 0 }
  const found = await Promise.all(
    terms.map((term) => termMatches(db, weighted(term), section, everything)),
  )
  // A word no page has is looked for as a typo; failing that (a word from a mistyped address) it is left out rather
  // than emptying the answer.
  const corrected = await Promise.all(
    found.map((term, i) =>
      term.matches.size ? term : typoMatches(index, terms[i] as QueryTerm, section, everything),
    ),
  )
  const perTerm = corrected.filter((term) => term.matches.size > 0)
  if (!perTerm.length) return { results: [], total: 0 }
  const telling = perTerm.filter((term) => term.matches.size <= everything / 2)
  const required = telling.length ? telling : perTerm
  const scored = new Map<string, Ranked>()
  for (const { matches } of perTerm) {
    for (const [id, hit] of matches) {
      if (!required.every((r) => r.matches.has(id))) continue
      const sum = scored.get(id)
      scored.set(id, {
        score: (sum?.score ?? 0) + hit.score,
        doc: hit.doc,
        exact: (sum?.exact ?? 0) + hit.exact,
        inTitle: 0,
        typedInTitle: 0,
      })
    }
  }
  for (const [id, page] of scored) {
    const grades = required.map((term) => titleGrade(index.titles.get(id) ?? [], term))
    page.inTitle = grades.filter((grade) => grade > 0).length
    page.typedInTitle = grades.filter((grade) => grade === 2).length
  }
  const ranked = [...scored.values()].sort(byRank)
  const snippet = snippetFor(q, locale)
  const results = ranked.slice(0, limit).map(({ doc }) => ({
    title: doc.title,
    url: doc.url,
    section: doc.section,
    snippet: snippet([doc.excerpt, doc.body]),
  }))
  return { results, total: ranked.length }
}
