/**
 * Source and referral capture (spec sections 3, 4 and 9): the first visit's referrer in `_POWER_REFERRER`
 * (365 days); campaign parameters recorded once through record-source; `ref` or `code` sets the 7-day
 * referral cookie through ref/set (the server sets it, with credentials).
 */
import { REFERRAL_CODE_PATTERN } from '@/lib/constants'
import { COOKIES } from '@/lib/cookies'
import { api } from '../api'
import { readCookie, writeCookie } from '../cookies'

const SOURCE_KEYS = [
  'utm_source',
  'utm_medium',
  'utm_term',
  'utm_content',
  'utm_campaign',
  'bd_vid',
  'source',
  'callback',
] as const
const RECORDED_KEY = 'source_recorded'

const isOwn = (url: string) => {
  try {
    return new URL(url).host === location.host
  } catch {
    return false
  }
}

export async function captureSource(): Promise<void> {
  const query = new URLSearchParams(location.search)
  // First visit: no cookie yet. An empty value still marks the visit (a direct arrival).
  if (readCookie(COOKIES.referrer.name) === undefined) {
    writeCookie(
      COOKIES.referrer.name,
      document.referrer && !isOwn(document.referrer) ? document.referrer.slice(0, 1024) : '',
      COOKIES.referrer.days,
    )
  }

  const source: Record<string, string> = {}
  for (const key of SOURCE_KEYS) {
    const value = query.get(key)
    if (value) source[key] = value.slice(0, key === 'callback' ? 2048 : 200)
  }
  if (Object.keys(source).length) {
    const signature = JSON.stringify(source)
    let recorded: string[] = []
    try {
      recorded = JSON.parse(localStorage.getItem(RECORDED_KEY) ?? '[]') as string[]
    } catch {
      recorded = []
    }
    if (!recorded.includes(signature)) {
      try {
        await api('sys/user/passport/record-source', {
          form: {
            referer: [readCookie(COOKIES.referrer.name), document.referrer]
              .filter(Boolean)
              .join('\n'),
            source_data: JSON.stringify({ page_url: location.href.slice(0, 2048), ...source }),
          },
        })
        localStorage.setItem(RECORDED_KEY, JSON.stringify([...recorded, signature].slice(-20)))
      } catch {
        // Reported by the fetch wrapper; tried again on the next visit with these parameters.
      }
    }
  }

  const ref = query.get('ref') || query.get('code')
  if (ref && REFERRAL_CODE_PATTERN.test(ref)) {
    await api('sys/config/ref/set', { query: { c_v: ref }, credentials: 'include' }).catch(() => {})
  }
}
