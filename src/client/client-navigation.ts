/**
 * Client-side navigation for the site's own links (src/components/site-link.tsx): one listener for the whole page
 * instead of a Link component per anchor. It runs on `window`, after every other click handler: a handler that
 * prevented the default (the privacy settings link) keeps the click, and a click that is not a plain left click on a
 * same-origin link stays the browser's.
 */

/** Told to the loading bar (src/client/loading-bar.tsx) when a click became a client-side navigation. */
export const NAVIGATE_EVENT = 'site:navigate'

// The router of the layout mounted last: one listener per page, however often the layout's runtime mounts.
let navigateTo: ((href: string) => void) | null = null
let inFull = false

/**
 * From now on the site's links load their page in full, as the browser does: the page's build is gone (a newer one
 * was deployed, src/client/runtime/build-watch.ts), so a client transition would ask it for pages and chunks it no
 * longer has.
 */
export function loadPagesInFull(): void {
  inFull = true
}

export function installClientNavigation(navigate: (href: string) => void): void {
  const first = navigateTo === null
  navigateTo = navigate
  if (!first) return
  window.addEventListener('click', (event) => {
    if (inFull || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const link = (event.target as Element | null)?.closest?.('a[data-nav]') as HTMLAnchorElement | null
    if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return
    const url = new URL(link.href, location.href)
    if (url.origin !== location.origin) return
    event.preventDefault()
    // Only a change of page shows the bar; a link to the page itself (or one of its anchors) does not.
    if (url.pathname !== location.pathname || url.search !== location.search) window.dispatchEvent(new Event(NAVIGATE_EVENT))
    navigateTo?.(url.pathname + url.search + url.hash)
  })
}
