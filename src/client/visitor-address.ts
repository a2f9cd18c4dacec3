/**
 * The visitor's address as the server sees it (`sys/config/ip/get-visitor-ip`), asked once whoever needs it: the
 * consent decision and the pricing page want its country, the chat its address. Each used to ask on its own, so a
 * pricing page view made the same request twice, and the chat a third time.
 */
import { api } from './api'

interface VisitorAddress {
  ip?: string
  ip_data?: { country?: string }
}

let pending: Promise<VisitorAddress> | undefined

/** One request per page load; a failed one is asked again by the next caller. */
export function visitorAddress(): Promise<VisitorAddress> {
  if (!pending) {
    pending = api<VisitorAddress>('sys/config/ip/get-visitor-ip', { quiet: true })
    pending.catch(() => (pending = undefined))
  }
  return pending
}

/** The session's answer is kept: the country does not change between two pages, one lookup per visit is enough. */
const COUNTRY_KEY = 'site_country'

/** The visitor's country ('' for an address with none), or undefined when it cannot be looked up. */
export async function visitorCountry(): Promise<string | undefined> {
  try {
    const kept = sessionStorage.getItem(COUNTRY_KEY)
    if (kept !== null) return kept
  } catch {
    // Storage refused: look it up on every page.
  }
  try {
    // Not in the task that read the storage: a page's first read of session storage and its first fetch each wait on
    // the browser process (5-6 ms each here, 25 ms with the rest of the lookup in one task: a long task on the phone
    // Lighthouse models, four times slower; src/client/idle.ts).
    if (!pending) await new Promise((resolve) => setTimeout(resolve, 0))
    const country = (await visitorAddress()).ip_data?.country ?? ''
    try {
      sessionStorage.setItem(COUNTRY_KEY, country)
    } catch {
      // As above.
    }
    return country
  } catch {
    return undefined
  }
}
