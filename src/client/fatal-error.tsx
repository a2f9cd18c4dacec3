'use client'
/** The fatal error screen: 502 title and subtitle, a 5 s countdown, then the blog. */
import { useEffect, useState } from 'react'
import { ERROR_COUNTDOWN_SECONDS, ERROR_FALLBACK_PATH } from '@/lib/constants'
import { localePath } from '@/i18n/paths'
import { useClientMessages } from './messages'

/**
 * When the countdown ends (`performance.now()`): from the page's load for the screen the server sent, since hydration
 * can be seconds later; from when it appears for one shown later.
 */
function countdownEnd(): number {
  const total = ERROR_COUNTDOWN_SECONDS * 1000
  const [navigation] = performance.getEntriesByType('navigation')
  const firstDocument = navigation?.name === window.location.href
  return firstDocument ? total : performance.now() + total
}

export function FatalError() {
  const { t, locale } = useClientMessages('error')
  const [seconds, setSeconds] = useState(ERROR_COUNTDOWN_SECONDS)
  const blog = localePath(locale, ERROR_FALLBACK_PATH)

  useEffect(() => {
    const end = countdownEnd()
    let id: ReturnType<typeof setTimeout>
    const tick = () => {
      const left = Math.max(0, end - performance.now())
      setSeconds(Math.ceil(left / 1000))
      // 0 is shown as the page leaves for the blog.
      if (left <= 0) window.location.assign(blog)
      else id = setTimeout(tick, left % 1000 || 1000)
    }
    tick()
    return () => clearTimeout(id)
  }, [blog])

  return (
    <section className="error-screen" aria-labelledby="error-title">
      <svg
        className="error-image"
        viewBox="0 0 240 160"
        width={240}
        height={160}
        role="img"
        aria-label={t('imageAlt')}
      >
        <rect x="20" y="30" width="200" height="110" rx="12" fill="#e8eefc" />
        <rect x="20" y="30" width="200" height="24" rx="12" fill="#c7d5f8" />
        <circle cx="38" cy="42" r="4" fill="#fff" />
        <circle cx="52" cy="42" r="4" fill="#fff" />
        <text x="120" y="112" textAnchor="middle" fontSize="44" fontWeight="700" fill="#1d4ed8">
          502
        </text>
      </svg>
      <h1 id="error-title">{t('502msg1')}</h1>
      <p>{t('502msg2')}</p>
      <p className="error-countdown" aria-live="polite" data-seconds={seconds}>
        {t('refresh', { seconds })}
      </p>
      <a className="btn btn-primary" href={blog}>
        {t('back')}
      </a>
    </section>
  )
}
