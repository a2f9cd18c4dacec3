import { nameHash } from '@/lib/name-hash'

/** The marks a customer without an uploaded logo is drawn with (28×28), each with its own type treatment (`.logo-{n}`). */
const MARKS = [
  'M14 8.6a5.4 5.4 0 1 1 0 10.8 5.4 5.4 0 0 1 0-10.8zM2.6 18.6c1.6 4.4 9.6 4 16.4-.4S28.2 8 26 4.6c-.6-.9-1.8-1.4-3.4-1.4 1 .1 1.6.5 2 1.1 1.5 2.4-2.4 6.6-7.8 9.8S4.5 19.8 3 17.4c-.2-.3-.3-.6-.3-1z',
  'M1.5 8.5 14 15l12.5-6.5-4.2 9.6L14 22.5l-8.3-4.4z',
  'M3.5 24C5.6 13.4 12 5.6 24.5 3.5c-3.4 5.6-4.6 12.5-2.3 20.5z',
  'M14 8.5a5.5 5.5 0 1 1 0 11 5.5 5.5 0 0 1 0-11zM12.8 1.5h2.4v4.2h-2.4zM12.8 22.3h2.4v4.2h-2.4zM1.5 12.8h4.2v2.4H1.5zM22.3 12.8h4.2v2.4h-4.2z',
  'M2.5 24.5 14 3.5l11.5 21H18l-4-7.8-4 7.8z',
  'M4 5h20v4.4H4zM7 11.8h14v4.4H7zM10 18.6h8V23h-8z',
  'M14 1.8 24.6 8v12.2L14 26.2 3.4 20.2V8zM14 8.6l-5 2.9v5.8l5 2.9 5-2.9v-5.8z',
  'M4.5 24C4.5 11.6 11.6 4.5 24 4.5 24 16.9 16.9 24 4.5 24zM7.5 21.6 18.4 10.6l-1.2-1.2L6.3 20.4z',
]

/** How many customer marks there are (ProofStrip gives the customers of one strip different ones). */
export const LOGO_MARKS = MARKS.length

/**
 * A customer's logo drawn for the proof strip when none was uploaded: a mark and the name set as a wordmark. The
 * name is real text (read and found as written); the mark is decoration. Invented marks, never a real brand's.
 */
export function LogoMark({ name, variant = nameHash(name) % MARKS.length }: { name: string; variant?: number }) {
  return (
    <span className={`logo logo-${variant}`}>
      <svg viewBox="0 0 28 28" width="26" height="26" aria-hidden="true">
        <path d={MARKS[variant]} fillRule="evenodd" />
      </svg>
      {name}
    </span>
  )
}
