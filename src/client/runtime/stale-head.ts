/**
 * Removes the first page's head metadata that Next.js leaves behind after an early client-side navigation.
 *
 * Next.js 16 renders a page's metadata (title, description, canonical, hreflang alternates, Open Graph, icons) as
 * React elements hoisted into the head. When a visitor follows a link before React has hydrated the first page's
 * metadata (a click soon after load, a slow phone), the server-rendered tags are never claimed by React, so the
 * navigation adds the new page's tags beside them instead of replacing them: two canonicals, two descriptions, two
 * sets of alternates, for as long as the visitor stays (vercel/next.js#97472, open). Measured here: every click
 * within the first moments after load on /blog left both pages' tags.
 *
 * The tags React manages carry its fiber key (`__reactFiber$…`, React's own marker on every DOM node it owns;
 * tests/e2e/content.spec.ts fails if it ever changes). Once the head holds a canonical React owns, the page's
 * metadata is React's, and a server-rendered metadata tag it does not own belongs to a page that is gone. Only the
 * server's tags are candidates (those in the head when this starts, before the statistics markup is injected), and
 * never the viewport tags, which are the same on every page and whose hydration can trail the metadata's.
 */
const METADATA =
  'title, meta[name]:not([name="viewport"]):not([name="theme-color"]):not([name="color-scheme"]), meta[property], link[rel="canonical"], link[rel="alternate"], link[rel~="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]'

const ownedByReact = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'))

export function keepHeadCurrent(): void {
  const serverTags = new Set(document.head.querySelectorAll(METADATA))
  const sweep = () => {
    if (![...document.head.querySelectorAll('link[rel="canonical"]')].some(ownedByReact)) return
    for (const element of serverTags) {
      if (!ownedByReact(element)) element.remove()
      serverTags.delete(element)
    }
  }
  sweep()
  if (serverTags.size === 0) return
  // Until React owns the head's metadata: hydration claims the server's tags, a navigation inserts new ones.
  const observer = new MutationObserver(() => {
    sweep()
    if (serverTags.size === 0) observer.disconnect()
  })
  observer.observe(document.head, { childList: true })
}
