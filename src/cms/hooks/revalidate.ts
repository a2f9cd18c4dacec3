/** Cache invalidation after editors change content. */
import { revalidateTag } from 'next/cache'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
} from 'payload'

export const REDIRECTS_TAG = 'redirects'
/** Every page, listing, sitemap, feed and part of the route index that read a collection carry its tag. */
export const collectionTag = (slug: string) => `collection:${slug}`
export const globalTag = (slug: string) => `global:${slug}`

function safeRevalidate(tag: string) {
  try {
    revalidateTag(tag, { expire: 0 })
  } catch {
    // Outside a Next.js request (seed script, migrations) there is no cache to invalidate.
  }
}

export const revalidateRedirects: CollectionAfterChangeHook & CollectionAfterDeleteHook = ({
  doc,
}) => {
  safeRevalidate(REDIRECTS_TAG)
  return doc
}

export const revalidateGlobal: GlobalAfterChangeHook = ({ doc, global }) => {
  safeRevalidate(globalTag(global.slug))
  return doc
}

/** After an editor publishes, unpublishes, changes or deletes a document: its pages, listings, sitemaps and feeds. */
export const revalidateCollection: CollectionAfterChangeHook & CollectionAfterDeleteHook = ({
  doc,
  collection,
  req,
}) => {
  if (req.context?.seeding) return doc
  safeRevalidate(collectionTag(collection.slug))
  return doc
}
