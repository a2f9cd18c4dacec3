import { nameHash } from '@/lib/name-hash'

/** How many customer marks there are, each drawn in CSS (`.logo-{n}` in pictures.css: a mark and a type treatment). */
export const LOGO_MARKS = 8

/**
 * A customer's logo drawn for the proof strip when none was uploaded: a mark and the name set as a wordmark. The
 * name is real text (read and found as written); the mark, drawn by the stylesheet, is decoration. Invented marks,
 * never a real brand's.
 */
export function LogoMark({ name, variant = nameHash(name) % LOGO_MARKS }: { name: string; variant?: number }) {
  return <span className={`logo logo-${variant}`}>{name}</span>
}
