'use client'
/**
 * The privacy banner (when it shows: src/client/consent.ts). A bar fixed across the bottom of the window, so it
 * moves nothing on the page and covers nothing the page cannot scroll above it (globals.css); both answers are
 * equal buttons, reachable by keyboard; it does not trap the focus.
 * Opened by the visitor (the footer's "Privacy settings", the chat's button) it takes the focus, shown on its own
 * at a first visit it does not. While it is open the phone's registration banner steps back (same place).
 */
import { useEffect, useRef } from 'react'
import { choose, gpcSignal } from './consent'
import type { ConsentReason } from './consent-events'
import { toast } from './toast-bus'
import type { ConsentChoice } from '@/lib/consent'

export interface ConsentLabels {
  region: string
  title: string
  text: string
  accept: string
  reject: string
  policy: string
  chatReason: string
  gpc: string
  saved: string
}

export default function ConsentBanner({
  labels,
  privacyHref,
  reason,
  onClose,
}: {
  labels: ConsentLabels
  privacyHref: string
  reason: ConsentReason
  onClose: () => void
}) {
  const ref = useRef<HTMLElement>(null)
  useEffect(() => {
    if (reason !== 'ask') ref.current?.focus()
  }, [reason])
  useEffect(() => {
    const root = document.documentElement
    root.classList.add('consent-open')
    // Its height, for what stands above it (the floating buttons) and the room the page's end makes for it.
    const measured = new ResizeObserver(([entry]) =>
      root.style.setProperty('--consent-h', `${Math.ceil(entry!.borderBoxSize[0]!.blockSize)}px`),
    )
    if (ref.current) measured.observe(ref.current)
    return () => {
      measured.disconnect()
      root.classList.remove('consent-open')
      root.style.removeProperty('--consent-h')
    }
  }, [])
  const answer = (choice: ConsentChoice) => {
    choose(choice)
    toast(labels.saved, 'success')
    onClose()
  }
  return (
    <section
      ref={ref}
      tabIndex={-1}
      className="consent-banner"
      aria-label={labels.region}
      data-consent-reason={reason}
    >
      <h2 className="consent-title">{labels.title}</h2>
      <p>
        {reason === 'chat' ? `${labels.chatReason} ` : ''}
        {labels.text} <a href={privacyHref}>{labels.policy}</a>
      </p>
      {gpcSignal() ? <p className="consent-gpc">{labels.gpc}</p> : null}
      <div className="consent-actions">
        <button type="button" data-consent="necessary" onClick={() => answer('necessary')}>
          {labels.reject}
        </button>
        <button type="button" data-consent="all" onClick={() => answer('all')}>
          {labels.accept}
        </button>
      </div>
    </section>
  )
}
