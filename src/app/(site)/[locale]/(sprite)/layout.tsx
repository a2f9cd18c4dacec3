import type { ReactNode } from 'react'
import { IconSprite } from '@/components/icons'

/** svg-sprite layout: the site's SVG sprite inlined once, for pages that reference its symbols. */
export default function SpriteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <IconSprite />
      <main id="main" className="container sprite-layout">
        {children}
      </main>
    </>
  )
}
