/**
 * The app polls the current build id; once it differs from the page's own, the next navigation is a full page
 * load (the new build's pages and chunks), instead of a client transition into a build that is gone.
 */
import { BUILD_POLL_MS } from '@/lib/constants'
import { api } from '../api'
import { loadPagesInFull } from '../client-navigation'

let stale = false

async function check(current: string): Promise<void> {
  try {
    const { id } = await api<{ id: string }>('builds/latest.json', {
      query: { t: Date.now() },
      quiet: true,
    })
    if (id && id !== current) {
      stale = true
      loadPagesInFull()
    }
  } catch {
    // Try again at the next poll.
  }
}

export function watchBuild(current: string): void {
  if (!current) return
  void check(current)
  setInterval(() => !stale && void check(current), BUILD_POLL_MS)
  document.addEventListener(
    'visibilitychange',
    () => document.visibilityState === 'visible' && !stale && void check(current),
  )
}
