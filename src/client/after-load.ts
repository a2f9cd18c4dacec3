/** When the page's load event ended (`performance.now()` time), or now if it has not yet. */
export function loadedAt(): number {
  const nav = performance.getEntriesByType('navigation')[0] as
    PerformanceNavigationTiming | undefined
  return nav && nav.loadEventEnd > 0 ? nav.loadEventEnd : performance.now()
}

/** Milliseconds until `ms` after the load event (0 once past): the spec times the islands from load, not mount. */
export function untilAfterLoad(ms: number): number {
  return Math.max(0, loadedAt() + ms - performance.now())
}
