import type { AnchorHTMLAttributes } from 'react'

/**
 * A link to another page of the site: a plain anchor that one delegated listener (src/client/client-navigation.ts)
 * turns into a client-side navigation. Not `next/link`: a page holds about a hundred links, and each Link is a client
 * component with its own hooks to hydrate, for prefetching the site already does on intent.
 */
export function SiteLink(props: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return <a {...props} data-nav="" />
}
