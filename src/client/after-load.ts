/**
 * Milliseconds from now until `ms` after the page's load event (0 once that moment has passed). The spec's
 * timings (consultation button at 500 ms, banner at 1 s) count from load, not from when their island mounted.
 */
export function untilAfterLoad(ms: number): number {
  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
  const loadedAt = nav && nav.loadEventEnd > 0 ? nav.loadEventEnd : performance.now()
  return Math.max(0, loadedAt + ms - performance.now())
}
