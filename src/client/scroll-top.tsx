'use client'
/** Round scroll-to-top button: shown past one viewport height, scrolls smoothly (trailing 200 ms throttle). */
import { useEffect, useState } from 'react'
import { SCROLL_THROTTLE_MS } from '@/lib/constants'
import { throttleTrailing } from '@/lib/throttle'

export function ScrollTop({ label }: { label: string }) {
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    const check = () => setVisible(window.scrollY > window.innerHeight)
    const update = throttleTrailing(check, SCROLL_THROTTLE_MS)
    window.addEventListener('scroll', update, { passive: true })
    // A visitor on a slow network may scroll before the page hydrates, and going back restores the scroll position:
    // neither fires a scroll event once the listener is in place, so look once now.
    check()
    return () => {
      window.removeEventListener('scroll', update)
      update.cancel()
    }
  }, [])
  return (
    <button
      type="button"
      className="scroll-top"
      data-float=""
      aria-label={label}
      title={label}
      hidden={!visible}
      onClick={(event) => {
        // Hiding a focused button mid-scroll makes the browser cancel the smooth scroll: let go of focus first.
        event.currentTarget.blur()
        window.scrollTo({ top: 0, behavior: 'smooth' })
      }}
    >
      <svg
        viewBox="0 0 24 24"
        width={22}
        height={22}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        aria-hidden
      >
        <path d="M12 19V5M5 12l7-7 7 7" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  )
}
