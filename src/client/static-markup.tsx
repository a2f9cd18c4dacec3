'use client'
/**
 * An element whose content the server rendered and React does not hydrate: the page's own HTML is kept as it is,
 * with no fiber, props object or effect per element inside. For content with no React behaviour, such as the header
 * and footer, whose menus and links work through delegated listeners (src/client/header-menus.ts,
 * src/client/client-navigation.ts).
 *
 * Why: hydration's commit walks every hydrated fiber in one task, which React cannot split. On /pricing, with the
 * header and footer (221 of the page's 408 elements) hydrated, that task took 33 ms here: a long task on the phone
 * Lighthouse models, four times slower. The framework floor the bench holds the site to hydrates its body the same way.
 *
 * Only the first render in the browser, hydration, keeps the server's HTML (React leaves an element's content alone
 * when it hydrates one with `dangerouslySetInnerHTML`, and hydration there stops). Mounted later, by a client-side
 * navigation, there is no server HTML, and the children render as usual; so they do when new children arrive.
 */
import { createElement, useEffect, useState, type HTMLAttributes, type ReactNode } from 'react'

/** Set once the first of these has hydrated: from then on, a new one is a client-side mount. */
let hydrated = false

type Tag = 'header' | 'footer' | 'div' | 'section' | 'nav' | 'aside'

export function StaticMarkup({ as, children, ...props }: { as: Tag; children: ReactNode } & HTMLAttributes<HTMLElement>) {
  const [kept] = useState(() => (typeof window === 'undefined' || hydrated ? null : children))
  useEffect(() => {
    hydrated = true
  }, [])
  if (kept !== null && kept === children) {
    // Keyed apart from the live element: new children replace this element, not render into it beside the old HTML.
    return createElement(as, { ...props, key: 'kept', dangerouslySetInnerHTML: { __html: '' }, suppressHydrationWarning: true })
  }
  return createElement(as, { ...props, key: 'live' }, children)
}
