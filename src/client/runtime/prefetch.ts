/**
 * Route prefetching (spec section 9), on intent: an internal link's route payload is fetched when the visitor
 * shows they may follow it (the pointer rests on it, a finger touches it, the keyboard focuses it), at most 4 in
 * flight, and not at all on 2g connections or with data saver on.
 *
 * Prefetching every link as it scrolled into view started a dozen payload fetches 0.7 s into the load, each
 * parsed on the main thread while the page was still becoming interactive; a hover gives the 100-300 ms head
 * start a click needs.
 */
import { PREFETCH_CONCURRENCY } from '@/lib/constants'

/** The query parameter Next.js's router adds to its payload requests. */
export const PAYLOAD_QUERY = '_rsc'
/** How long a prefetch holds its slot when its request is not seen finishing. */
const SLOT_TIMEOUT_MS = 5_000
/** A pointer resting this long on a link is intent; passing over it is not. */
const HOVER_INTENT_MS = 65

export function prefetchAllowed(): boolean {
  const connection = (
    navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }
  ).connection
  return !(connection?.saveData || /(^|-)2g$/.test(connection?.effectiveType ?? ''))
}

/** The same-origin page a link leads to, when it is one worth prefetching. */
function internalPath(target: EventTarget | null): string | null {
  const link = target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null
  if (!link || link.target || link.hasAttribute('download')) return null
  const url = new URL(link.href, location.href)
  if (url.origin !== location.origin || url.pathname === location.pathname) return null
  return url.pathname + url.search
}

export function installPrefetch(prefetch: (href: string) => void): void {
  if (!prefetchAllowed()) return
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
      inFlight.set(
        path,
        setTimeout(() => release(path), SLOT_TIMEOUT_MS),
      )
      prefetch(path)
    }
  }
  // A route payload request finishing frees its slot.
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const url = new URL(entry.name)
        if (url.origin === location.origin && url.searchParams.has(PAYLOAD_QUERY))
          release(url.pathname)
      }
    }).observe({ type: 'resource', buffered: false })
  } catch {
    // Without the observer slots free up by timeout.
  }

  const want = (path: string | null) => {
    if (!path || done.has(path)) return
    done.add(path)
    queue.push(path)
    pump()
  }
  let hover: ReturnType<typeof setTimeout> | undefined
  document.addEventListener(
    'pointerover',
    (event) => {
      if ((event as PointerEvent).pointerType === 'touch') return
      clearTimeout(hover)
      const path = internalPath(event.target)
      if (path) hover = setTimeout(() => want(path), HOVER_INTENT_MS)
    },
    { passive: true },
  )
  document.addEventListener('pointerout', () => clearTimeout(hover), { passive: true })
  document.addEventListener('touchstart', (event) => want(internalPath(event.target)), {
    passive: true,
  })
  document.addEventListener('focusin', (event) => want(internalPath(event.target)))
}
