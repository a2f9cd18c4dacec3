/**
 * Client-side navigation for the site's own links: one listener on `window` instead of a Link per anchor. Being
 * last, it leaves clicks another handler prevented, and any but a plain left click, to the browser.
 */

/** Told to the loading bar (src/client/loading-bar.tsx) when a click became a client-side navigation. */
export const NAVIGATE_EVENT = 'site:navigate'

// The router of the layout mounted last: one listener per page, however often the layout's runtime mounts.
let navigateTo: ((href: string) => void) | null = null
let inFull = false

/** From now on links load their page in full: a newer build was deployed, and this one's chunks are gone. */
export function loadPagesInFull(): void {
  inFull = true
}

export function installClientNavigation(navigate: (href: string) => void): void {
  const first = navigateTo === null
  navigateTo = navigate
  if (!first) return
  window.addEventListener('click', (event) => {
    if (
      inFull ||
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return
    const link = (event.target as Element | null)?.closest?.(
      'a[data-nav]',
    ) as HTMLAnchorElement | null
    if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return
    const url = new URL(link.href, location.href)
    if (url.origin !== location.origin) return
    event.preventDefault()
    // Only a change of page shows the bar; a link to the page itself (or one of its anchors) does not.
    if (url.pathname !== location.pathname || url.search !== location.search)
      window.dispatchEvent(new Event(NAVIGATE_EVENT))
    navigateTo?.(url.pathname + url.search + url.hash)
  })
}
