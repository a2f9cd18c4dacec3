'use client'
/** Fatal app error: the 502 screen with its countdown to the blog. */
import { FatalError } from '@/client/fatal-error'

export default function ErrorBoundary() {
  return (
    <main id="main" className="custom-layout">
      <FatalError />
    </main>
  )
}
