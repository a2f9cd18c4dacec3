import type { ReactNode } from 'react'
import { isPagePath, type ResolvedLink } from '@/lib/links'
import { SiteLink } from './site-link'

/**
 * An anchor for a resolved link (src/lib/links.ts): an editor's, or a page's call to action such as a pricing plan's
 * button. External ones open in a new tab without opener or referrer, one that did not resolve renders as plain text
 * instead of a broken link, and one to a page of the site is a SiteLink (a client-side navigation; a file such as an
 * upload stays a plain page load).
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
  const Anchor = isPagePath(link.href) ? SiteLink : 'a'
  return (
    <Anchor href={link.href} className={className} data-track-click={track}>
      {children}
    </Anchor>
  )
}
