import { nameHash } from '@/lib/name-hash'

/** How many customer marks there are, each drawn in CSS (`.logo-{n}` in pictures.css: a mark and a type treatment). */
export const LOGO_MARKS = 8

/** A customer's logo when none was uploaded: the name as real text beside an invented, decorative CSS mark. */
export function LogoMark({
  name,
  variant = nameHash(name) % LOGO_MARKS,
}: {
  name: string
  variant?: number
}) {
  return <span className={`logo logo-${variant}`}>{name}</span>
}
