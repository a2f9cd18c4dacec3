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
import { inNextTask } from './idle'

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

/**
 * The picture's SVG markup, drawn inline: as an `<img>` it is a document of its own, a long task on a phone to set
 * up. Only an SVG document is drawn; anything else (an error page) leaves the banner's colour.
 */
function useArt(src: string): string | null {
  const [markup, setMarkup] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    // Not in the task of the banner's other effects: a page's first fetch waits on the browser process.
    const cancel = inNextTask(
      () =>
        // eslint-disable-next-line no-restricted-globals -- one of the site's static files, not the product API
        void fetch(src)
          .then((res) => (res.ok ? res.text() : null))
          .then((text) => {
            // The wrapper is the image, named by the alt text; the picture's own title would name a second one.
            if (live && text && /^\s*<svg[\s>]/.test(text))
              setMarkup(text.replace(/^\s*<svg/, '<svg aria-hidden="true"'))
          })
          .catch(() => {}),
    )
    return () => {
      live = false
      cancel()
    }
  }, [src])
  return markup
}

function Banner({ image, alt, lang, closeLabel, registerUrl, tag }: Props) {
  const [state, setState] = useState<BannerState>('hidden')
  const lastY = useRef(0)
  const href = officialLink(registerUrl, { lang: tag, from: location.href })
  const art = useArt(image)
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
      {/* One image to assistive technology, named by the alt text. The markup is the site's own file (public/banners),
          and the page's CSP runs no script or handler in it. */}
      <div
        className="register-banner-art"
        role="img"
        aria-label={alt}
        lang={lang}
        data-src={image}
        dangerouslySetInnerHTML={art ? { __html: art } : undefined}
      />
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
