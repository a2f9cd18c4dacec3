import type { ReactNode } from 'react'
import { Phrased } from '@/components/phrased'

/**
 * A block's section: its title, when it has one, is the h2 that names the section; a subtitle below it; then the
 * block's own content.
 */
export function BlockSection({
  id,
  title,
  subtitle,
  alt = false,
  narrow = false,
  children,
}: {
  id: string
  title?: string | null
  subtitle?: string | null
  /** The alternate section background. */
  alt?: boolean
  narrow?: boolean
  children: ReactNode
}) {
  return (
    <section
      className={`section${alt ? ' section-alt' : ''}`}
      aria-labelledby={title ? id : undefined}
    >
      <div className={`container${narrow ? ' narrow' : ''}`}>
        {title ? (
          <h2 id={id} className="section-title">
            <Phrased text={title} fit />
          </h2>
        ) : null}
        {subtitle ? <p className="lead">{subtitle}</p> : null}
        {children}
      </div>
    </section>
  )
}
