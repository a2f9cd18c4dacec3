import type { ReactNode } from 'react'

/** Custom layout: a centred screen without the site chrome (error pages). */
export default function CustomLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="custom-layout">
      {children}
    </main>
  )
}
