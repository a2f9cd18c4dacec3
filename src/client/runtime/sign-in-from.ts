/**
 * Register and log-in links carry `from`, the page the visitor leaves (spec §5). Pages are prerendered for
 * everyone, so the server can only put the address without its query there; as the visitor follows such a link,
 * `from` becomes the page's full address (`/pricing?utm_source=…`, `/blog?page=2`).
 */
export function keepQueryInFrom(): void {
  const complete = (event: MouseEvent) => {
    if (!location.search) return
    const anchor = (event.target as Element | null)?.closest?.(
      'a[href]',
    ) as HTMLAnchorElement | null
    if (!anchor) return
    let url: URL
    try {
      url = new URL(anchor.href)
    } catch {
      return
    }
    if (url.searchParams.get('from') !== location.origin + location.pathname) return
    url.searchParams.set('from', location.origin + location.pathname + location.search)
    anchor.href = url.href
  }
  // Before the browser follows the link: capture phase, for the main button and the middle one (new tab).
  document.addEventListener('click', complete, true)
  document.addEventListener('auxclick', complete, true)
}
