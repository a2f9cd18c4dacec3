'use client'
/**
 * On /use-cases the language switcher carries the use case in view (`#slug`) to the languages that keep the
 * page (ru and vn), swapping the slug between the Chinese and the other sets; the server-rendered links
 * (without the hash) stay right for every other language.
 */
import { useEffect } from 'react'
import type { Locale } from '@/i18n/locales'
import { switchedUseCaseHash } from '@/lib/use-cases'

export function UseCaseSwitchLinks() {
  useEffect(() => {
    const update = () => {
      const hash = decodeURIComponent(location.hash.slice(1))
      document.querySelectorAll<HTMLAnchorElement>('a[data-locale]').forEach((a) => {
        const target = a.dataset.locale as Locale
        const url = new URL(a.href)
        url.hash = switchedUseCaseHash(hash, target)
        a.href = url.toString()
      })
    }
    update()
    window.addEventListener('hashchange', update)
    return () => window.removeEventListener('hashchange', update)
  }, [])
  return null
}
