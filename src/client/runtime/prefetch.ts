/**
 * Route prefetching (spec section 9): internal links coming into view are prefetched with at most 4 in flight,
 * and not at all on 2g connections or with data saver on.
 */
import { PREFETCH_CONCURRENCY } from '@/lib/constants'

/** How long a prefetch holds its slot when its request is not seen finishing. */
const SLOT_TIMEOUT_MS = 5_000

export function prefetchAllowed(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection
  return !(connection?.saveData || /(^|-)2g$/.test(connection?.effectiveType ?? ''))
}

export function installPrefetch(prefetch: (href: string) => void): void {
  if (!prefetchAllowed() || !('IntersectionObserver' in window)) return
  const done = new Set<string>()
  const queue: string[] = []
  const inFlight = new Map<string, ReturnType<typeof setTimeout>>()

  const release = (path: string) => {
    const timer = inFlight.get(path)
    if (timer === undefined) return
    clearTimeout(timer)
    inFlight.delete(path)
    pump()
  }
  const pump = () => {
    while (inFlight.size < PREFETCH_CONCURRENCY && queue.length) {
      const path = queue.shift() as string
      inFlight.set(path, setTimeout(() => release(path), SLOT_TIMEOUT_MS))
      prefetch(path)
    }
  }
  // A route payload request finishing frees its slot.
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const url = new URL(entry.name)
        if (url.origin === location.origin && url.searchParams.has('_rsc')) release(url.pathname)
      }
    }).observe({ type: 'resource', buffered: false })
  } catch {
    // Without the observer slots free up by timeout.
  }

  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        observer.unobserve(entry.target)
        const url = new URL((entry.target as HTMLAnchorElement).href)
        if (url.origin !== location.origin || url.pathname === location.pathname || done.has(url.pathname)) continue
        done.add(url.pathname)
        queue.push(url.pathname)
      }
      pump()
    },
    { rootMargin: '200px' },
  )
  const scan = () => document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]:not([target]):not([download])').forEach((a) => observer.observe(a))
  scan()
  window.addEventListener('site:navigated', scan)
}
