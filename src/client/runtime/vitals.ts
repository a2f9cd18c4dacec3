/**
 * Real-user Core Web Vitals (LCP, INP, CLS, TTFB) with the `web-vitals` library, loaded with the runtime after
 * the page is idle, reported as view records of type `vital` through the same statistics queue (never counted as
 * page views). They belong to the page that was loaded, so they carry its address even when reported after
 * client-side navigations; LCP, INP and CLS are final when the page is hidden, and the queue sends them then.
 */
import { idle } from '../idle'
import type { StatsQueue } from '../stats'

export async function startVitals(queue: StatsQueue): Promise<void> {
  const url = location.href.slice(0, 2048)
  const { onCLS, onINP, onLCP, onTTFB } = await import('web-vitals')
  const report = (metric: { name: string; value: number; rating: string; navigationType?: string }) => {
    const scale = metric.name === 'CLS' ? 10_000 : 1
    queue.track('view', {
      type: 'vital',
      name: metric.name,
      value: Math.round(metric.value * scale) / scale,
      rating: metric.rating,
      navigation: metric.navigationType ?? '',
      url,
    })
  }
  // One observer per idle period: the four together took 18 ms here in one task (each reads its buffered entries).
  for (const observe of [onLCP, onINP, onCLS, onTTFB]) {
    await idle()
    observe(report)
  }
}
