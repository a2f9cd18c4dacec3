import type { ReactNode } from 'react'

/**
 * Pass-through root: the site's `<html>` comes from `(site)/[locale]/layout.tsx` (its lang depends on the
 * locale) and the CMS brings its own. Having a root layout lets Next.js render 404s of the locale tree on
 * the server instead of leaving them to the client.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return children
}
