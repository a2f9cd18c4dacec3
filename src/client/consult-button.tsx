'use client'
/**
 * The Chinese site's consultation button (spec sections 2 and 4): round, appears 500 ms after load; the QR
 * popup opens on hover with a mouse and toggles on tap on touch screens.
 */
import { useEffect, useState } from 'react'
import { CONSULT_DELAY_MS } from '@/lib/constants'

export default function ConsultButton({ label, qrLabel, qr }: { label: string; qrLabel: string; qr: string }) {
  const [shown, setShown] = useState(false)
  const [open, setOpen] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), CONSULT_DELAY_MS)
    return () => clearTimeout(timer)
  }, [])
  if (!shown) return null
  const hover = () => matchMedia('(hover: hover) and (pointer: fine)').matches
  return (
    <div className="consult" onMouseEnter={() => hover() && setOpen(true)} onMouseLeave={() => hover() && setOpen(false)}>
      <button
        type="button"
        className="consult-button"
        aria-expanded={open}
        aria-controls="consult-qr"
        data-track-click="consult"
        onClick={() => !hover() && setOpen((o) => !o)}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
      >
        {label}
      </button>
      <div id="consult-qr" className="consult-popup" hidden={!open} role="dialog" aria-label={qrLabel}>
        {/* eslint-disable-next-line @next/next/no-img-element -- a 2 KB SVG shown on demand */}
        <img src={qr} alt={qrLabel} width={160} height={160} />
        <p>{qrLabel}</p>
      </div>
    </div>
  )
}
