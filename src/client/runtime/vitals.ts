/**
 * Real-user Core Web Vitals (LCP, INP, CLS, TTFB) with the `web-vitals` library, loaded with the runtime after
 * the page is idle, reported as view records of type `vital` through the same statistics queue.
 */
import type { StatsQueue } from '../stats'

export async function startVitals(queue: StatsQueue): Promise<void> {
  const { onCLS, onINP, onLCP, onTTFB } = await import('web-vitals')
  const report = (metric: { name: string; value: number; rating: string; navigationType?: string }) =>
    queue.track('view', {
      type: 'vital',
      name: metric.name,
      value: Math.round(metric.value * (metric.name === 'CLS' ? 10_000 : 1)) / (metric.name === 'CLS' ? 10_000 : 1),
      rating: metric.rating,
      navigation: metric.navigationType ?? '',
      url: location.href.slice(0, 2048),
    })
  onLCP(report)
  onINP(report)
  onCLS(report)
  onTTFB(report)
}
