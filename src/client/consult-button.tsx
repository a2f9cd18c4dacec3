'use client'
/**
 * The Chinese site's consultation button (spec sections 2 and 4): its QR popup opens on hover with a mouse and
 * toggles on tap. Pointer types decide, since a tap also fires mouseenter and focus.
 */
import { useEffect, useRef, useState, type PointerEvent } from 'react'
import { CONSULT_DELAY_MS } from '@/lib/constants'
import { untilAfterLoad } from './after-load'

export default function ConsultButton({
  label,
  qrLabel,
  qr,
}: {
  label: string
  qrLabel: string
  qr: string
}) {
  // Mounted after its moment (on a slow phone hydration can end after it), it shows in the same render: a timer
  // could wait behind a paint and a layout.
  const [shown, setShown] = useState(() => untilAfterLoad(CONSULT_DELAY_MS) === 0)
  const [open, setOpen] = useState(false)
  // The pointer that pressed the button last ('' for the keyboard).
  const pressedWith = useRef('')
  useEffect(() => {
    if (shown) return
    const timer = setTimeout(() => setShown(true), untilAfterLoad(CONSULT_DELAY_MS))
    return () => clearTimeout(timer)
  }, [shown])
  if (!shown) return null
  const mouse = (event: PointerEvent) => event.pointerType === 'mouse'
  return (
    <div
      className="consult"
      data-float=""
      onPointerEnter={(e) => mouse(e) && setOpen(true)}
      onPointerLeave={(e) => mouse(e) && setOpen(false)}
    >
      <button
        type="button"
        className="consult-button"
        aria-expanded={open}
        aria-controls="consult-qr"
        data-track-click="consult"
        onPointerDown={(e) => (pressedWith.current = e.pointerType)}
        onClick={() => {
          // A mouse opened it by hovering; a tap or the keyboard toggles it.
          if (pressedWith.current !== 'mouse') setOpen((o) => !o)
          pressedWith.current = ''
        }}
        onFocus={(e) => e.currentTarget.matches(':focus-visible') && setOpen(true)}
        onBlur={() => setOpen(false)}
      >
        {label}
      </button>
      <div
        id="consult-qr"
        className="consult-popup"
        hidden={!open}
        role="dialog"
        aria-label={qrLabel}
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- a 2 KB SVG shown on demand */}
        <img src={qr} alt={qrLabel} width={160} height={160} />
        <p>{qrLabel}</p>
      </div>
    </div>
  )
}
