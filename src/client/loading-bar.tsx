'use client'
/** Top loading bar for client-side navigations: appears after a 200 ms throttle, eases over 2000 ms. */
import { usePathname } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'
import { NAVIGATE_EVENT } from './client-navigation'
import {
  LOADING_BAR_DURATION_MS,
  LOADING_BAR_HEIGHT_PX,
  LOADING_BAR_THROTTLE_MS,
} from '@/lib/constants'

type Phase = 'idle' | 'running' | 'done'

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
    // A click on a site link that became a client-side navigation (src/client/client-navigation.ts), or back/forward.
    window.addEventListener(NAVIGATE_EVENT, start)
    window.addEventListener('popstate', start)
    return () => {
      window.removeEventListener(NAVIGATE_EVENT, start)
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
      style={{
        height: LOADING_BAR_HEIGHT_PX,
        ['--loading-duration' as string]: `${LOADING_BAR_DURATION_MS}ms`,
      }}
    />
  )
}
