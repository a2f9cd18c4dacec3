/** Links in rich text under the rule of every other link: a site path or an absolute http(s) address. */
import { articlePath, faqAnchor } from './content-paths'
import { isSitePath, validateRedirectTarget } from './redirects/target'
import { sections, type Section } from './sections'

export interface LexicalNode {
  type?: string
  text?: string
  children?: LexicalNode[]
  fields?: { url?: string | null; linkType?: string | null; [key: string]: unknown } | null
  [key: string]: unknown
}

const isLink = (node: LexicalNode) => node.type === 'link' || node.type === 'autolink'

/** Why a link node's address may not be saved, or null when it may (internal links have none to check). */
export function linkProblem(node: LexicalNode): string | null {
  if (node.fields?.linkType === 'internal') return null
  const url = node.fields?.url?.trim() ?? ''
  if (!url) return 'A link needs an address.'
  const verdict = validateRedirectTarget(url)
  return verdict === true ? null : verdict
}

/**
 * The site path of a link to a document of the CMS, when the document was read with the link (Payload populates
 * it to the depth of the read) and has a page: an article, an FAQ entry on the FAQ page, a page. Else null.
 */
export function internalLinkPath(node: LexicalNode): string | null {
  const doc = node.fields?.doc as { relationTo?: unknown; value?: unknown } | null | undefined
  const value = doc?.value as { slug?: unknown; path?: unknown } | null | undefined
  if (!value || typeof value !== 'object') return null
  if (doc?.relationTo === 'pages')
    return typeof value.path === 'string' && isSitePath(value.path) ? value.path : null
  const section = (Object.keys(sections) as Section[]).find(
    (key) => sections[key].collection === doc?.relationTo,
  )
  if (!section || typeof value.slug !== 'string' || !/^[a-z0-9-]+$/.test(value.slug)) return null
  return section === 'faq' ? `/faq#${faqAnchor(value.slug)}` : articlePath(section, value.slug)
}

/** The text a link shows (its text nodes, joined), to name it to the editor. */
export function linkText(node: LexicalNode): string {
  return (node.children ?? [])
    .map((child) => (typeof child.text === 'string' ? child.text : linkText(child)))
    .join('')
}

function rootChildren(data: unknown): LexicalNode[] | null {
  const root = (data as { root?: LexicalNode } | null | undefined)?.root
  return Array.isArray(root?.children) ? root.children : null
}

/** Every link of a rich-text value whose address is not allowed, with the editor's words for what is wrong. */
export function linkProblems(data: unknown): { text: string; url: string; problem: string }[] {
  const found: { text: string; url: string; problem: string }[] = []
  const visit = (nodes: LexicalNode[]) => {
    for (const node of nodes) {
      const problem = isLink(node) ? linkProblem(node) : null
      if (problem) found.push({ text: linkText(node), url: node.fields?.url ?? '', problem })
      if (Array.isArray(node.children)) visit(node.children)
    }
  }
  visit(rootChildren(data) ?? [])
  return found
}

/** The refusal an editor reads: each bad link by its text and address, and why. */
export function linkProblemsMessage(problems: ReturnType<typeof linkProblems>): string {
  return problems
    .map(
      ({ text, url, problem }) =>
        `The link "${text.slice(0, 80)}" (${JSON.stringify(url.slice(0, 200))}): ${problem}`,
    )
    .join(' ')
}

/** The rich-text value with every link whose address is not allowed turned into its plain text. */
export function withoutUnsafeLinks<T>(data: T): T {
  const children = rootChildren(data)
  if (!children || linkProblems(data).length === 0) return data
  const clean = (nodes: LexicalNode[]): LexicalNode[] =>
    nodes.flatMap((node) => {
      const kept = Array.isArray(node.children) ? { ...node, children: clean(node.children) } : node
      return isLink(node) && linkProblem(node) ? (kept.children ?? []) : [kept]
    })
  const root = (data as { root: LexicalNode }).root
  return { ...data, root: { ...root, children: clean(children) } }
}
