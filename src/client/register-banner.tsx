'use client'
/**
 * Mobile-only registration banner (spec sections 2, 4 and 9): slides in 1 s after load, hides (200 ms) while
 * the visitor scrolls down, comes back on scrolling up and after 5 s without scrolling; the left 8 percent
 * closes it; the right 32 percent opens the registration address in a new tab.
 */
import { useEffect, useRef, useState } from 'react'
import { BANNER_IDLE_MS, BANNER_SHOW_MS, SCROLL_THROTTLE_MS } from '@/lib/constants'
import { officialLink } from '@/lib/links'
import { throttleTrailing } from '@/lib/throttle'
import { isMobileUserAgent } from '@/lib/user-agent'
import { untilAfterLoad } from './after-load'

export type BannerState = 'hidden' | 'visible' | 'closed'

interface Props {
  image: string
  alt: string
  /** The language of the picture and its alt text (BCP 47). */
  lang: string
  closeLabel: string
  /** The registration address; rel, lang and from (this page) are added. */
  registerUrl: string
  tag: string
}

/** Phones only (spec section 5: mobile is told by the user agent). */
export default function RegisterBanner(props: Props) {
  return isMobileUserAgent(navigator.userAgent) ? <Banner {...props} /> : null
}

function Banner({ image, alt, lang, closeLabel, registerUrl, tag }: Props) {
  const [state, setState] = useState<BannerState>('hidden')
  const lastY = useRef(0)
  const href = officialLink(registerUrl, { lang: tag, from: location.href })
  useEffect(() => {
    let idle: ReturnType<typeof setTimeout> | undefined
    const show = () => setState((s) => (s === 'closed' ? s : 'visible'))
    const first = setTimeout(show, untilAfterLoad(BANNER_SHOW_MS))
    lastY.current = window.scrollY
    const onScroll = throttleTrailing(() => {
      const y = window.scrollY
      const down = y > lastY.current
      lastY.current = y
      setState((s) => (s === 'closed' ? s : down ? 'hidden' : 'visible'))
      clearTimeout(idle)
      idle = setTimeout(show, BANNER_IDLE_MS)
    }, SCROLL_THROTTLE_MS)
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      clearTimeout(first)
      clearTimeout(idle)
      onScroll.cancel()
      window.removeEventListener('scroll', onScroll)
    }
  }, [])
  if (state === 'closed') return null
  return (
    // A complementary landmark of its own: content outside every landmark is what axe's `region` rule reports.
    <aside
      className={`register-banner${state === 'visible' ? ' is-visible' : ''}`}
      aria-label={alt}
      data-banner-state={state}
      data-track-expose="register banner"
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- a small SVG shown only on phones after load */}
      <img src={image} alt={alt} lang={lang} width={750} height={120} />
      <button
        type="button"
        className="register-banner-close"
        aria-label={closeLabel}
        onClick={() => setState('closed')}
        tabIndex={state === 'visible' ? 0 : -1}
      />
      <a
        className="register-banner-link"
        href={href}
        target="_blank"
        rel="noopener"
        aria-label={alt}
        lang={lang}
        data-track-click="register banner"
        tabIndex={state === 'visible' ? 0 : -1}
      />
    </aside>
  )
}
