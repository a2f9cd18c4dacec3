/**
 * Removes the first page's head metadata that a client navigation before hydration leaves beside the new page's
 * (vercel/next.js#97472). Once React owns a canonical (its `__reactFiber$` key), a server tag it does not own is
 * stale; viewport tags are left alone, their hydration can trail the metadata's.
 */
const METADATA =
  'title, meta[name]:not([name="viewport"]):not([name="theme-color"]):not([name="color-scheme"]), meta[property], link[rel="canonical"], link[rel="alternate"], link[rel~="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]'

const ownedByReact = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith('__reactFiber$'))

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
