'use client'
/**
 * The visitor-side behaviour, kept off the critical path: the chunk-load guard and the header's menus are installed
 * in the task after hydration's effects; after the page has loaded and the main thread is idle, the runtime chunk
 * starts (statistics, capture, fingerprint, one-tap, build polling, prefetching on intent) and the small UI islands
 * mount (notices, banner, consult button, the chat's button, which loads the chat when the visitor reaches for it).
 */
import { useRouter } from 'next/navigation'
import {
  lazy,
  startTransition,
  Suspense,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react'
import { createPortal } from 'react-dom'
import { installChunkGuard } from './chunk-guard'
import { installHeaderMenus } from './header-menus'
import { installFloatClearance } from './float-clearance'
import { installClientNavigation } from './client-navigation'
import { loadedAt } from './after-load'
import { inNextTask, whenIdle } from './idle'
import { PUBLIC_BUILD_ID } from '@/lib/public-config'
import { onConsentOpen, openConsent, type ConsentReason } from './consent-events'
import type { ConsentLabels } from './consent-banner'
import type { ChatLabels } from './chat-launcher'
import { CONSULT_LANG_TAG } from '@/lib/constants'

// Rendered only after load, in the browser: their code is fetched then.
const Notices = lazy(() => import('./notices'))
const ChatLauncher = lazy(() => import('./chat-launcher'))
const ConsentBanner = lazy(() => import('./consent-banner'))

/**
 * The two timed islands (spec: button 500 ms, banner 1 s after load) are not React.lazy, whose boundaries reveal at
 * most every 300 ms; their chunks are requested as this module runs, since hydration can end after load. The banner's
 * chunk is fetched on every device (it decides what is a phone); the button's only on the Chinese site.
 */
const RegisterBanner = deferred(() => import('./register-banner'))
const ConsultButton = deferred(() => import('./consult-button'))
if (typeof window !== 'undefined') {
  // Before the first chunk this module fetches: only a guard already listening turns a failed fetch into a reload.
  installChunkGuard()
  setTimeout(() => void RegisterBanner.fetch().catch(() => {}), 0)
  if (document.documentElement.lang === CONSULT_LANG_TAG)
    setTimeout(() => void ConsultButton.fetch().catch(() => {}), 0)
}

export interface VisitorConfig {
  locale: string
  tag: string
  googleClientId: string
  chatHosts: string[]
  chatDefaultSrc: string | null
  /** The registration address; rel, lang and from are added on the page. */
  registerUrl: string
  labels: {
    registrationFailed: string
    bannerAlt: string
    bannerClose: string
    consult: string
    consultQr: string
    close: string
  }
  chat: { labels: ChatLabels; helpHref: string; groupHref: string }
  consent: ConsentLabels
  /** The privacy policy in this language. */
  privacyHref: string
  bannerImage: string
  /** The language the banner's picture (and so its alt text) is in. */
  bannerLang: string
  consultQr: string | null
}

export function VisitorRuntime({ config }: { config: VisitorConfig }) {
  const router = useRouter()
  // loaded: the load event has fired (the timed islands mount: the spec times them from load); ready: the main
  // thread is idle after it (everything else starts).
  const [loaded, setLoaded] = useState(false)
  const [ready, setReady] = useState(false)
  // Why the privacy banner is open, if it is (src/client/consent.ts opens it).
  const [consentReason, setConsentReason] = useState<ConsentReason | null>(null)

  useEffect(() => {
    let stopConsent = () => {}
    // The footer's "Privacy settings" link opens the banner (without JavaScript it is the privacy policy).
    const onSettings = (event: MouseEvent) => {
      if (!(event.target as Element | null)?.closest?.('[data-consent-open]')) return
      event.preventDefault()
      openConsent('settings')
    }
    const begin = () => {
      // As transitions, which React renders in slices; an update from an event listener renders in one long task.
      // The timed islands count their moments from the load event, not from their render.
      startTransition(() => setLoaded(true))
      whenIdle(() => {
        startTransition(() => setReady(true))
        void import('./runtime').then(({ start }) =>
          start({
            locale: config.locale,
            tag: config.tag,
            buildId: PUBLIC_BUILD_ID,
            googleClientId: config.googleClientId,
            chatHosts: config.chatHosts,
            chatDefaultSrc: config.chatDefaultSrc,
            registrationFailed: config.labels.registrationFailed,
            loadedAt: loadedAt(),
            prefetch: (href) => router.prefetch(href),
          }),
        )
      }, 3000)
    }
    // A click before this is a full page load, which loses nothing; so it comes first (one listener, no work).
    installClientNavigation((href) => router.push(href))
    // Not in the task that runs every component's effects after hydration (src/client/idle.ts).
    const cancel = inNextTask(() => {
      installHeaderMenus()
      installFloatClearance()
      stopConsent = onConsentOpen(setConsentReason)
      document.addEventListener('click', onSettings)
    })
    // But the timed islands' render is asked for here, not a timer hop later: on a slow phone hydration ends after
    // their moment, and a timer can wait behind the paint and layout hydration left.
    if (document.readyState === 'complete') begin()
    else window.addEventListener('load', begin, { once: true })
    return () => {
      cancel()
      stopConsent()
      document.removeEventListener('click', onSettings)
      window.removeEventListener('load', begin)
    }
    // Started once per page load; later renders change nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  if (!loaded) return null
  // One boundary per lazy island: in a shared one, a chunk fetched late suspends the others with it. The banners and
  // notices go to the body: the floating stack moves by a transform, which would hold fixed boxes inside it.
  return (
    <>
      {config.consultQr ? (
        <ConsultButton
          label={config.labels.consult}
          qrLabel={config.labels.consultQr}
          qr={config.consultQr}
        />
      ) : null}
      {ready ? (
        <Island>
          <ChatLauncher {...config.chat} />
        </Island>
      ) : null}
      {createPortal(
        <>
          {ready ? (
            <Island>
              <Notices closeLabel={config.labels.close} />
            </Island>
          ) : null}
          <RegisterBanner
            image={config.bannerImage}
            alt={config.labels.bannerAlt}
            lang={config.bannerLang}
            closeLabel={config.labels.bannerClose}
            registerUrl={config.registerUrl}
            tag={config.tag}
          />
          {consentReason ? (
            <Island>
              <ConsentBanner
                labels={config.consent}
                privacyHref={config.privacyHref}
                reason={consentReason}
                onClose={() => setConsentReason(null)}
              />
            </Island>
          ) : null}
        </>,
        document.body,
      )}
    </>
  )
}

/** A lazily loaded island: nothing until its chunk is in, and no other island waits for it. */
function Island({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>
}

/**
 * A component whose code is fetched on demand (at the latest when it is first rendered) and that renders nothing
 * until then; its arrival is a state update, not a Suspense retry. A failed fetch stays unhandled, for the chunk-load
 * guard (src/client/chunk-guard.ts) to reload the page.
 */
function deferred<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let Loaded: ComponentType<P> | null = null
  let started: Promise<void> | undefined
  const fetch = () =>
    (started ??= load().then((chunk) => {
      Loaded = chunk.default
    }))
  function Deferred(props: P) {
    const [, setArrived] = useState(false)
    useEffect(() => {
      if (!Loaded) void fetch().then(() => setArrived(true))
    }, [])
    return Loaded ? <Loaded {...props} /> : null
  }
  return Object.assign(Deferred, { fetch })
}
