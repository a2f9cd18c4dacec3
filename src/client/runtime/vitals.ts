/**
 * Real-user Core Web Vitals as `vital` view records in the statistics queue (never counted as page views). They
 * carry the loaded page's address even when reported after client-side navigations.
 */
import { idle } from '../idle'
import type { StatsQueue } from '../stats'

export async function startVitals(queue: StatsQueue): Promise<void> {
  const url = location.href.slice(0, 2048)
  const { onCLS, onINP, onLCP, onTTFB } = await import('web-vitals')
  const report = (metric: {
    name: string
    value: number
    rating: string
    navigationType?: string
  }) => {
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
  // One observer per idle period: each reads its buffered entries, and the four together make a long task.
  for (const observe of [onLCP, onINP, onCLS, onTTFB]) {
    await idle()
    observe(report)
  }
}
