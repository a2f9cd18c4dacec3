/** The docs' sidebar tree and the trail of a docs page, from the section's documents. */
import type { Crumb } from '@/components/breadcrumbs'
import type { Category, Doc, Media } from '@/cms/payload-types'
import { articlePath } from '@/lib/content-paths'

/** What the page reads of the other documents of its section (a summary, no body). */
export type Sibling = Pick<Doc, 'id' | 'slug' | 'title' | 'excerpt' | 'publishedAt' | 'parent'> & {
  categories?: (number | Category)[] | null
  cover?: number | Media | null
}

/** The sidebar: each top-level page with its children, in the order given. */
export function docTree(docs: Sibling[]) {
  const roots = docs.filter((d) => !d.parent)
  const childrenOf = (id: Doc['id']) =>
    docs.filter((d) => (typeof d.parent === 'object' ? d.parent?.id : d.parent) === id)
  return roots.map((root) => ({ root, children: childrenOf(root.id) }))
}

/**
 * The docs' trail before the page: "Docs" (the first page of the sidebar, the docs' start) and the page's parent. A
 * step is always a page, so the visible trail and its structured data name the same steps.
 */
export function docsTrail(
  tree: ReturnType<typeof docTree>,
  doc: Doc,
  sectionName: string,
  titleLang: string | undefined,
): Crumb[] {
  const start = tree[0]?.root
  const parent = tree.find(({ children }) =>
    children.some((child) => child.slug === doc.slug),
  )?.root
  const trail: Crumb[] = []
  if (start && start.slug !== doc.slug)
    trail.push({ label: sectionName, path: articlePath('docs', start.slug) })
  if (parent && parent.slug !== start?.slug)
    trail.push({
      label: parent.title ?? '',
      path: articlePath('docs', parent.slug),
      lang: titleLang,
    })
  return trail
}
