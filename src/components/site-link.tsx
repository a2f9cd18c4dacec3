import type { AnchorHTMLAttributes } from 'react'

/**
 * A link to another page of the site: a plain anchor that one delegated listener (src/client/client-navigation.ts)
 * turns into a client-side navigation once the page is interactive, and a normal page load before that.
 *
 * Not `next/link`: each Link is a client component with about six hooks, a context provider and a registration at
 * commit, and a page holds about a hundred of them (header, footer, cards). Counted after hydration on the blog
 * listing, Links were 97 of 210 function components and 582 of 660 hooks; React hydrated all of them on the
 * visitor's phone, for links the site already prefetches on intent itself (src/client/runtime/prefetch.ts).
 */
export function SiteLink(props: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return <a {...props} data-nav="" />
}
