import type { ReactNode } from 'react'
import type { ResolvedLink } from '@/lib/links'

/**
 * An anchor for a link an editor entered (resolved by src/lib/links.ts): external ones open in a new tab without
 * opener or referrer, one that did not resolve renders as plain text instead of a broken link.
 */
export function CmsLink({ link, className, track, children }: { link: ResolvedLink | null; className?: string; track?: string; children: ReactNode }) {
  if (!link) return <span className={className}>{children}</span>
  if (link.external) {
    return (
      <a href={link.href} className={className} target="_blank" rel="noopener noreferrer" data-track-click={track}>
        {children}
      </a>
    )
  }
  return (
    <a href={link.href} className={className} data-track-click={track}>
      {children}
    </a>
  )
}
