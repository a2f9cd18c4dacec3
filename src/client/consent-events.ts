/** Opening the privacy banner, apart from src/client/consent.ts so that every page hydrates without the choice's logic. */
const OPEN_EVENT = 'site:consent-open'
/** Why the banner was opened: on its own (first visit), by the visitor, or because they reached for the chat. */
export type ConsentReason = 'ask' | 'settings' | 'chat'

/** Asks the banner to open (it mounts on the first request: src/client/visitor-runtime.tsx). */
export function openConsent(reason: ConsentReason): void {
  window.dispatchEvent(new CustomEvent<ConsentReason>(OPEN_EVENT, { detail: reason }))
}

export function onConsentOpen(listener: (reason: ConsentReason) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<ConsentReason>).detail)
  window.addEventListener(OPEN_EVENT, handler)
  return () => window.removeEventListener(OPEN_EVENT, handler)
}
