import type { ReactNode } from 'react'
import { isPagePath, type ResolvedLink } from '@/lib/links'
import { SiteLink } from './site-link'

/** An anchor for a resolved link (src/lib/links.ts); one that did not resolve renders as plain text, not a broken link. */
export function CmsLink({
  link,
  className,
  track,
  children,
}: {
  link: ResolvedLink | null
  className?: string
  track?: string
  children: ReactNode
}) {
  if (!link) return <span className={className}>{children}</span>
  if (link.external) {
    return (
      <a
        href={link.href}
        className={className}
        target="_blank"
        rel="noopener noreferrer"
        data-track-click={track}
      >
        {children}
      </a>
    )
  }
  const Anchor = isPagePath(link.href) ? SiteLink : 'a'
  return (
    <Anchor href={link.href} className={className} data-track-click={track}>
      {children}
    </Anchor>
  )
}
