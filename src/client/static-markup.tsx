'use client'
/**
 * An element whose content the server rendered and React does not hydrate: the page's own HTML is kept as it is,
 * with no fiber, props object or effect per element inside. For content with no React behaviour: the header and
 * footer, whose menus and links work through delegated listeners (src/client/header-menus.ts,
 * src/client/client-navigation.ts), a page's `<main>` when it holds no client component (src/components/site-page.tsx),
 * and the sections around the client components of the pages that have some.
 *
 * Why: hydration's commit walks every hydrated fiber in one task, which React cannot split. On /pricing, with the
 * header and footer (221 of the page's 408 elements) hydrated, that task took 33 ms here: a long task on the phone
 * Lighthouse models, four times slower. The framework floor the bench holds the site to hydrates its body as one
 * HTML string.
 *
 * Usage: `<StaticMarkup><section className="…">…</section></StaticMarkup>`, one element written in a server
 * component (or the output of a synchronous one). A client component anywhere inside it would never hydrate: keep
 * those outside. Anything else than one plain element (a fragment, a list, an async component's lazy output)
 * hydrates as usual, so a mistake costs time, never the page.
 *
 * Only the first render in the browser, hydration, keeps the server's HTML (React leaves an element's content alone
 * when it hydrates one with `dangerouslySetInnerHTML`, and hydration there stops). Mounted later, by a client-side
 * navigation, there is no server HTML, and the children render as usual; so they do when new children arrive.
 */
import { cloneElement, createElement, Fragment, isValidElement, useEffect, useState, type ReactElement, type ReactNode } from 'react'

/** Set once the first of these has hydrated: from then on, a new one is a client-side mount. */
let hydrated = false

export function StaticMarkup({ children }: { children: ReactElement }) {
  const [kept] = useState(() => (typeof window === 'undefined' || hydrated ? null : children))
  useEffect(() => {
    hydrated = true
  }, [])
  if (kept !== null && kept === children && isValidElement<{ children?: ReactNode }>(children) && typeof children.type === 'string') {
    const { children: _content, ...props } = children.props
    // Keyed apart from the live element: new children replace this element, not render into it beside the old HTML.
    return createElement(children.type, { ...props, key: 'kept', dangerouslySetInnerHTML: { __html: '' }, suppressHydrationWarning: true })
  }
  return isValidElement(children) ? cloneElement(children, { key: 'live' }) : createElement(Fragment, { key: 'live' }, children)
}
