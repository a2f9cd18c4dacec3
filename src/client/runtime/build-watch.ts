/**
 * The app polls the current build id; once it differs from the page's own, the next navigation is a full page
 * load (the new build's pages and chunks), instead of a client transition into a build that is gone.
 */
import { BUILD_POLL_MS } from '@/lib/constants'
import { api } from '../api'

let stale = false

async function check(current: string): Promise<void> {
  try {
    const { id } = await api<{ id: string }>('builds/latest.json', { query: { t: Date.now() }, quiet: true })
    if (id && id !== current) stale = true
  } catch {
    // Try again at the next poll.
  }
}

export function watchBuild(current: string): void {
  if (!current) return
  void check(current)
  setInterval(() => !stale && void check(current), BUILD_POLL_MS)
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && !stale && void check(current))
  // Before the router sees the click: a same-origin link becomes a full load once the build is stale.
  document.addEventListener(
    'click',
    (event) => {
      if (!stale || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null
      if (!link || link.target === '_blank' || link.hasAttribute('download')) return
      const url = new URL(link.href, location.href)
      if (url.origin !== location.origin) return
      event.preventDefault()
      event.stopPropagation()
      location.assign(url.toString())
    },
    true,
  )
}
