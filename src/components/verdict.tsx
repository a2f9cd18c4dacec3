import type { ReactNode } from 'react'
import { Icon } from './icons'

/**
 * A table cell's "yes" or "no" as a tick or a cross, with the words for screen readers (comparison tables, the
 * pricing table); null for any other value, which the caller shows as written.
 */
export function verdictMark(
  value: string | null | undefined,
  words: { yes: string; no: string },
): ReactNode | null {
  const v = (value ?? '').trim().toLowerCase()
  if (v !== 'yes' && v !== 'no') return null
  return (
    <>
      <Icon
        name={v === 'yes' ? 'check' : 'close'}
        className={v === 'yes' ? 'verdict-yes' : 'verdict-no'}
        aria-hidden="true"
      />
      <span className="sr-only">{v === 'yes' ? words.yes : words.no}</span>
    </>
  )
}
