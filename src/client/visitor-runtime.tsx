'use client'
/**
 * The visitor-side behaviour, kept off the critical path: the chunk-load guard and the header's menus are installed
 * in the task after hydration's effects; after the page has loaded and the main thread is idle, the runtime chunk
 * starts (statistics, capture, fingerprint, one-tap, build polling, prefetching on intent) and the small UI islands
 * mount (notices, banner, consult button, the chat's button, which loads the chat when the visitor reaches for it).
 */
import { useRouter } from 'next/navigation'
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react'
import { installChunkGuard } from './chunk-guard'
import { installHeaderMenus } from './header-menus'
import { loadedAt } from './after-load'
import { inNextTask, whenIdle } from './idle'
import { PUBLIC_BUILD_ID } from '@/lib/public-config'
import { onConsentOpen, openConsent, type ConsentReason } from './consent-events'
import type { ConsentLabels } from './consent-banner'

// Rendered only after load, in the browser: their code is fetched then, except the two timed islands' (below).
const Notices = lazy(() => import('./notices'))
const loadBanner = () => import('./register-banner')
const RegisterBanner = lazy(loadBanner)
const loadConsult = () => import('./consult-button')
const ConsultButton = lazy(loadConsult)
const ChatLauncher = lazy(() => import('./chat-launcher'))
const ConsentBanner = lazy(() => import('./consent-banner'))

export interface VisitorConfig {
  locale: string
  tag: string
  googleClientId: string
  chatHosts: string[]
  chatDefaultSrc: string | null
  /** The registration address; rel, lang and from are added on the page. */
  registerUrl: string
  labels: { registrationFailed: string; bannerAlt: string; bannerClose: string; consult: string; consultQr: string; close: string; chat: string }
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
      setLoaded(true)
      whenIdle(() => {
        setReady(true)
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
    // Not in the task that runs every component's effects after hydration (src/client/idle.ts).
    const cancel = inNextTask(() => {
      installChunkGuard()
      installHeaderMenus()
      stopConsent = onConsentOpen(setConsentReason)
      document.addEventListener('click', onSettings)
      if (document.readyState === 'complete') begin()
      else window.addEventListener('load', begin, { once: true })
    })
    // The consultation button and the phone banner appear 500 ms and 1 s after load (spec sections 2 and 4): their
    // small chunks are fetched while the page loads, so that a slow fetch or a busy thread after load cannot push them
    // past their moment (a CI run saw the button at 836 ms when its chunk was fetched only at load; the rest of that lateness was the shared Suspense boundary, below). The banner's
    // chunk is fetched on every device, as it was: it decides what is a phone. Each in a task of its own: adding a
    // chunk's script took 6-7 ms here on the blog listing (the runtime first looks for it in the page), two 12-14 ms.
    const cancelBanner = inNextTask(() => void loadBanner())
    const cancelConsult = inNextTask(() => {
      if (config.consultQr) void loadConsult()
    })
    return () => {
      cancel()
      cancelBanner()
      cancelConsult()
      stopConsent()
      document.removeEventListener('click', onSettings)
      window.removeEventListener('load', begin)
    }
    // Started once per page load; later renders change nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  if (!loaded) return null
  // One boundary per island: in a shared one, the notices' and the chat button's chunks, fetched when the thread
  // is idle after load, suspended the timed islands too, and React reveals suspended content at most every 300 ms:
  // the consultation button due at 500 ms came at 826-856 ms on a slow machine.
  return (
    <>
      {ready ? (
        <Island>
          <Notices closeLabel={config.labels.close} />
        </Island>
      ) : null}
      {config.consultQr ? (
        <Island>
          <ConsultButton label={config.labels.consult} qrLabel={config.labels.consultQr} qr={config.consultQr} />
        </Island>
      ) : null}
      {ready ? (
        <Island>
          <ChatLauncher label={config.labels.chat} />
        </Island>
      ) : null}
      <Island>
        <RegisterBanner
          image={config.bannerImage}
          alt={config.labels.bannerAlt}
          lang={config.bannerLang}
          closeLabel={config.labels.bannerClose}
          registerUrl={config.registerUrl}
          tag={config.tag}
        />
      </Island>
      {consentReason ? (
        <Island>
          <ConsentBanner labels={config.consent} privacyHref={config.privacyHref} reason={consentReason} onClose={() => setConsentReason(null)} />
        </Island>
      ) : null}
    </>
  )
}

/** A lazily loaded island: nothing until its chunk is in, and no other island waits for it. */
function Island({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>
}
