/** Cache invalidation after editors change content. */
import { revalidateTag } from 'next/cache'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'

export const REDIRECTS_TAG = 'redirects'
export const globalTag = (slug: string) => `global:${slug}`

function safeRevalidate(tag: string) {
  try {
    revalidateTag(tag, { expire: 0 })
  } catch {
    // Outside a Next.js request (seed script, migrations) there is no cache to invalidate.
  }
}

export const revalidateRedirects: CollectionAfterChangeHook & CollectionAfterDeleteHook = ({ doc }) => {
  safeRevalidate(REDIRECTS_TAG)
  return doc
}

export const revalidateGlobal: GlobalAfterChangeHook = ({ doc, global }) => {
  safeRevalidate(globalTag(global.slug))
  return doc
}
