/** The visitor's address as the server sees it (`sys/config/ip/get-visitor-ip`), asked once whoever needs it. */
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
    // Not in the task that read the storage: a first storage read and a first fetch each wait on the browser process.
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
