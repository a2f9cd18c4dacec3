'use client'
/** Top loading bar for client-side navigations: appears after a 200 ms throttle, eases over 2000 ms. */
import { usePathname } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'
import { LOADING_BAR_DURATION_MS, LOADING_BAR_HEIGHT_PX, LOADING_BAR_THROTTLE_MS } from '@/lib/constants'

type Phase = 'idle' | 'running' | 'done'

/**
 * A click the router turned into a client-side navigation: the Link component has already called
 * preventDefault (React's listener runs before ours), the target is on this origin and elsewhere.
 */
function isClientNavigation(event: MouseEvent): boolean {
  if (!event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
    return false
  }
  const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null
  if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return false
  const url = new URL(anchor.href, location.href)
  if (url.origin !== location.origin) return false
  return url.pathname !== location.pathname || url.search !== location.search
}

export function LoadingBar({ label }: { label: string }) {
  const pathname = usePathname()
  const [phase, setPhase] = useState<Phase>('idle')
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const pending = useRef(false)

  useEffect(() => {
    const start = () => {
      pending.current = true
      clearTimeout(timer.current)
      timer.current = setTimeout(() => {
        if (!pending.current) return
        setPhase('running')
        // A navigation that never commits (cancelled, failed) must not leave the bar behind.
        timer.current = setTimeout(() => {
          pending.current = false
          setPhase('idle')
        }, LOADING_BAR_DURATION_MS * 5)
      }, LOADING_BAR_THROTTLE_MS)
    }
    const onClick = (event: MouseEvent) => {
      if (isClientNavigation(event)) start()
    }
    document.addEventListener('click', onClick)
    window.addEventListener('popstate', start)
    return () => {
      document.removeEventListener('click', onClick)
      window.removeEventListener('popstate', start)
      clearTimeout(timer.current)
    }
  }, [])

  useEffect(() => {
    if (!pending.current) return
    pending.current = false
    clearTimeout(timer.current)
    setPhase((current) => (current === 'running' ? 'done' : 'idle'))
    timer.current = setTimeout(() => setPhase('idle'), 400)
  }, [pathname])

  if (phase === 'idle') return null
  return (
    <div
      className={`loading-bar loading-bar-${phase}`}
      role="progressbar"
      aria-label={label}
      aria-busy={phase === 'running'}
      style={{ height: LOADING_BAR_HEIGHT_PX, ['--loading-duration' as string]: `${LOADING_BAR_DURATION_MS}ms` }}
    />
  )
}
