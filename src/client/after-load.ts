/** When the page's load event ended (`performance.now()` time), or now if it has not yet. */
export function loadedAt(): number {
  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
  return nav && nav.loadEventEnd > 0 ? nav.loadEventEnd : performance.now()
}

/**
 * Milliseconds from now until `ms` after the page's load event (0 once that moment has passed). The spec's
 * timings (consultation button at 500 ms, banner at 1 s, one-tap at 3 s) count from load, not from when their
 * island mounted.
 */
export function untilAfterLoad(ms: number): number {
  return Math.max(0, loadedAt() + ms - performance.now())
}
