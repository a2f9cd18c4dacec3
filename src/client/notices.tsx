'use client'
/** The one view of toasts and tips popups (see toast-bus): toast 3.6 s; tips after 1 s (or as asked) + 0.3 s exit. */
import { useEffect, useState } from 'react'
import { TIPS_DELAY_MS, TIPS_EXIT_MS, TOAST_MS } from '@/lib/constants'
import { listenNotices, type Notice } from './toast-bus'

type Shown = Notice & { leaving?: boolean }

export default function Notices({ closeLabel }: { closeLabel: string }) {
  const [items, setItems] = useState<Shown[]>([])
  useEffect(() => {
    const timers: ReturnType<typeof setTimeout>[] = []
    const remove = (id: number) => setItems((list) => list.filter((n) => n.id !== id))
    const leave = (id: number) => {
      setItems((list) => list.map((n) => (n.id === id ? { ...n, leaving: true } : n)))
      timers.push(setTimeout(() => remove(id), TIPS_EXIT_MS))
    }
    const stop = listenNotices((notice) => {
      setItems((list) => [...list, notice])
      if (notice.kind === 'toast') timers.push(setTimeout(() => remove(notice.id), TOAST_MS))
      else timers.push(setTimeout(() => leave(notice.id), notice.delayMs ?? TIPS_DELAY_MS))
    })
    ;(window as unknown as { __closeTips?: (id: number) => void }).__closeTips = leave
    return () => {
      stop()
      timers.forEach(clearTimeout)
    }
  }, [])
  const close = (id: number) =>
    (window as unknown as { __closeTips?: (id: number) => void }).__closeTips?.(id)
  return (
    <div className="notices" aria-live="polite">
      {items.map((item) =>
        item.kind === 'toast' ? (
          <p
            key={item.id}
            className={`toast toast-${item.type}`}
            role={item.type === 'failed' ? 'alert' : 'status'}
            data-toast={item.type}
          >
            {item.text}
          </p>
        ) : (
          <div
            key={item.id}
            className={`tips tips-${item.type}${item.leaving ? ' tips-leaving' : ''}`}
            role="status"
            data-tips={item.type}
          >
            <span>{item.text}</span>
            <button type="button" aria-label={closeLabel} onClick={() => close(item.id)}>
              ×
            </button>
          </div>
        ),
      )}
    </div>
  )
}
