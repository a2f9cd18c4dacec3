/**
 * The visitor's privacy choice, and what waits for it: an explicit choice, else Global Privacy Control (necessary
 * only), else visitors where the law asks first, or whose country is unknown, are asked (src/lib/consent.ts).
 */
import { COOKIES } from '@/lib/cookies'
import { isConsentChoice, lawAsksConsent, type ConsentChoice } from '@/lib/consent'
import { openConsent } from './consent-events'
import { readCookie, writeCookie } from './cookies'
import { idle } from './idle'
import { visitorCountry } from './visitor-address'

const GRANTED_EVENT = 'site:consent-granted'

let granted = false

/** Whether the browser sends Global Privacy Control (navigator.globalPrivacyControl). */
export const gpcSignal = () =>
  (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true

/** The choice the visitor made on this device, if any. */
export function storedChoice(): ConsentChoice | null {
  const value = readCookie(COOKIES.consent.name)
  return isConsentChoice(value) ? value : null
}

export const consentGranted = () => granted

function grant() {
  if (granted) return
  granted = true
  window.dispatchEvent(new Event(GRANTED_EVENT))
}

/** Runs `task` once everything is allowed: now, or when the visitor allows it. */
export function whenConsented(task: () => void): void {
  if (granted) task()
  else window.addEventListener(GRANTED_EVENT, task, { once: true })
}

/** What the device keeps only with consent: refusing (or withdrawing) removes it. */
const CONSENTED_STORAGE = ['fp_last_hash', 'fp_checked_at']

/** Records the visitor's choice; withdrawing reloads the page, so that nothing allowed before keeps running. */
export function choose(choice: ConsentChoice): void {
  writeCookie(COOKIES.consent.name, choice, COOKIES.consent.days)
  if (choice === 'all') {
    grant()
    return
  }
  writeCookie(COOKIES.deviceId.name, '', 0)
  try {
    for (const key of CONSENTED_STORAGE) localStorage.removeItem(key)
  } catch {
    // Private mode: nothing was kept.
  }
  if (granted) location.reload()
}

/** Decides at the start of a page: allowed, or not yet (and whether to ask). */
export async function settleConsent(): Promise<void> {
  const stored = storedChoice()
  if (stored) {
    if (stored === 'all') grant()
    return
  }
  if (gpcSignal()) return
  // The lookup's fetch in a task apart from the page's first cookie read (src/client/idle.ts).
  await idle()
  const country = await visitorCountry()
  if (country === '' || (country !== undefined && !lawAsksConsent(country))) grant()
  else openConsent('ask')
}
