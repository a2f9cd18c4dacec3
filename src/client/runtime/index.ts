/**
 * Everything the pages do for statistics, capture, sign-in and support, started after the page has loaded and
 * the main thread is idle (this module is its own chunk, loaded then). Each part fails on its own.
 */
import { idle } from '../idle'
import { onApiError } from '../report'
import { StatsQueue } from '../stats'
import { watchBuild } from './build-watch'
import { captureSource } from './capture'
import { onChatIntent } from '../chat-events'
import { settleConsent, whenConsented } from '../consent'
import { startChat } from './chat'
import { reportFingerprint } from './fingerprint-report'
import { startOneTap } from './one-tap'
import { installPrefetch } from './prefetch'
import { keepQueryInFrom } from './sign-in-from'
import { keepHeadCurrent } from './stale-head'
import { injectSiteMarkup } from './site-markup'
import { installTracking } from './tracking'
import { startVitals } from './vitals'

export interface RuntimeConfig {
  locale: string
  tag: string
  buildId: string
  googleClientId: string
  chatHosts: string[]
  chatDefaultSrc: string | null
  registrationFailed: string
  /** When the page finished loading (performance.now()). */
  loadedAt: number
  prefetch: (href: string) => void
}

/** Fires `site:navigated` after client navigations (the App Router uses the History API). */
function watchNavigations(onNavigate: () => void): void {
  let last = location.pathname + location.search
  const check = () => {
    const now = location.pathname + location.search
    if (now === last) return
    last = now
    // After the new page has rendered its title and links.
    setTimeout(() => {
      onNavigate()
      window.dispatchEvent(new Event('site:navigated'))
    }, 0)
  }
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method].bind(history)
    history[method] = (...args: Parameters<History['pushState']>) => {
      original(...args)
      check()
    }
  }
  window.addEventListener('popstate', check)
}

let started = false

/** Runs steps one per idle period, so that starting never joins two heavy first calls into a long task. */
async function runWhenIdle(steps: (() => void)[]): Promise<void> {
  for (const step of steps) {
    await idle()
    try {
      step()
    } catch (error) {
      console.error(error)
    }
  }
}

export function start(config: RuntimeConfig): void {
  // Once per page load, whatever remounts the component that starts it.
  if (started) return
  started = true
  const queue = new StatsQueue(config.locale)
  const run = (task: () => Promise<void>) => () =>
    void task().catch((error: unknown) => console.error(error))
  let consentSettled: Promise<void> = Promise.resolve()
  void runWhenIdle([
    // First: the tests wait for the statistics queue below, and this must be in place by then.
    keepQueryInFrom,
    // What needs the visitor's consent waits for it (src/client/consent.ts); counting does not.
    () => {
      consentSettled = settleConsent().catch((error: unknown) => console.error(error))
    },
    // Before the statistics markup goes into the head: only the server's own tags are ever swept.
    keepHeadCurrent,
    () => {
      queue.start()
      onApiError((report) =>
        queue.track('error', {
          error_type: report.trigger,
          message: `${report.message}`.slice(0, 500),
          url: report.url.slice(0, 2048),
          title: document.title.slice(0, 200),
          trigger: report.trigger,
        }),
      )
    },
    () => {
      const { view } = installTracking(queue)
      view()
      watchNavigations(view)
      // Exposed once this page's view is queued and the consent settled (tests and support read the queue through it).
      void consentSettled.then(() => {
        ;(window as unknown as { __siteStats?: StatsQueue }).__siteStats = queue
      })
    },
    () => watchBuild(config.buildId),
    () => installPrefetch(config.prefetch),
    run(captureSource),
    run(() => injectSiteMarkup(config.tag)),
    // The chat loads when the visitor reaches for its button (src/client/chat-launcher.tsx), once, and with consent.
    () =>
      onChatIntent(() =>
        whenConsented(
          run(() =>
            startChat({
              tag: config.tag,
              locale: config.locale,
              allowedHosts: config.chatHosts,
              defaultSrc: config.chatDefaultSrc,
              queue,
            }),
          ),
        ),
      ),
    () =>
      whenConsented(
        run(() =>
          startOneTap({
            clientId: config.googleClientId,
            tag: config.tag,
            failedText: config.registrationFailed,
            loadedAt: config.loadedAt,
          }),
        ),
      ),
    run(() => startVitals(queue)),
    () => whenConsented(run(reportFingerprint)),
  ])
}
