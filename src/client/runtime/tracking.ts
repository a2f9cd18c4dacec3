/**
 * Declarative tracking: elements opt in with `data-track-click="key"` and `data-track-expose="name"`
 * (optionally `data-track-type`), so no component carries statistics code. Views are recorded on load and on
 * every client navigation; page errors become error events 100101, 100102 and 100103.
 */
import { ERROR_CODE_REJECTION, ERROR_CODE_RESOURCE, ERROR_CODE_SCRIPT } from '@/lib/constants'
import type { StatsQueue } from '../stats'

const text = (value: string | null | undefined, max = 200) =>
  (value ?? '').replace(/\s+/g, ' ').trim().slice(0, max)
const LAST_CLICK_KEY = 'stats_last_click'

export function installTracking(queue: StatsQueue): { view: () => void } {
  // A click on a label also clicks its control, in the same task: one visitor click, counted once.
  let clickedInThisTask: Element | null = null
  document.addEventListener(
    'click',
    (event) => {
      const el = (event.target as Element | null)?.closest?.(
        '[data-track-click]',
      ) as HTMLElement | null
      if (!el) return
      if (clickedInThisTask === el) return
      clickedInThisTask = el
      setTimeout(() => (clickedInThisTask = null), 0)
      const key = text(el.dataset.trackClick, 64)
      try {
        sessionStorage.setItem(LAST_CLICK_KEY, key)
      } catch {
        // Private mode: the next view simply has no trigger button.
      }
      queue.track('click', {
        content: text(el.textContent),
        key,
        type: text(el.dataset.trackType || el.tagName.toLowerCase(), 32),
        name: text(el.getAttribute('name') || el.getAttribute('aria-label'), 100),
        class: text(typeof el.className === 'string' ? el.className : '', 200),
        target_url: text((el as HTMLAnchorElement).href, 2048),
        url: location.href.slice(0, 2048),
        title: text(document.title),
      })
    },
    { capture: true, passive: true },
  )

  const seen = new WeakSet<Element>()
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting || seen.has(entry.target)) continue
        seen.add(entry.target)
        observer.unobserve(entry.target)
        queue.track('expose', {
          name: text((entry.target as HTMLElement).dataset.trackExpose, 100),
          url: location.href.slice(0, 2048),
          title: text(document.title),
        })
      }
    },
    { threshold: 0.5 },
  )
  const observeAll = () =>
    document
      .querySelectorAll('[data-track-expose]')
      .forEach((el) => !seen.has(el) && observer.observe(el))
  observeAll()

  window.addEventListener(
    'error',
    (event) => {
      const target = event.target as (HTMLElement & { src?: string; href?: string }) | null
      if (
        target &&
        target !== (window as unknown as HTMLElement) &&
        target instanceof HTMLElement
      ) {
        queue.track('error', {
          error_type: ERROR_CODE_RESOURCE,
          message: text(`${target.tagName.toLowerCase()} ${target.src || target.href || ''}`, 500),
          url: location.href.slice(0, 2048),
          title: text(document.title),
          trigger: 'resource',
        })
        return
      }
      queue.track('error', {
        error_type: ERROR_CODE_SCRIPT,
        message: text(`${event.message} ${event.filename ?? ''}:${event.lineno ?? ''}`, 500),
        url: location.href.slice(0, 2048),
        title: text(document.title),
        trigger: 'script',
      })
    },
    true,
  )
  window.addEventListener('unhandledrejection', (event) => {
    const reason = event.reason as { message?: string } | string | undefined
    queue.track('error', {
      error_type: ERROR_CODE_REJECTION,
      message: text(typeof reason === 'string' ? reason : (reason?.message ?? String(reason)), 500),
      url: location.href.slice(0, 2048),
      title: text(document.title),
      trigger: 'promise',
    })
  })

  let lastReferrer = document.referrer
  const view = () => {
    const nav = performance.getEntriesByType('navigation')[0] as
      PerformanceNavigationTiming | undefined
    let trigger = ''
    try {
      trigger = sessionStorage.getItem(LAST_CLICK_KEY) ?? ''
      sessionStorage.removeItem(LAST_CLICK_KEY)
    } catch {
      trigger = ''
    }
    queue.track('view', {
      title: text(document.title),
      type: 'page',
      url: location.href.slice(0, 2048),
      referrer: lastReferrer.slice(0, 2048),
      referrer_document: text(document.referrer, 2048),
      load_duration: nav && nav.loadEventEnd > 0 ? Math.round(nav.loadEventEnd - nav.startTime) : 0,
      load_result: 'success',
      trigger_button: trigger,
    })
    lastReferrer = location.href
    observeAll()
  }
  return { view }
}
