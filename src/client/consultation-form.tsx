'use client'
/**
 * The pre-sales consultation form. It works as a plain form (the browser validates the required fields) and
 * sends through the product API; the server validates everything again and answers 4xx with a message.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { teamSizes, type ContactChannel } from '@/lib/consultation'
import { api } from './api'

export interface ConsultationLabels {
  name: string
  email: string
  channel: string
  contact: string
  company: string
  teamSize: string
  message: string
  submit: string
  sending: string
  success: string
  failed: string
  required: string
  invalidEmail: string
  optional: string
  channels: Record<ContactChannel, string>
}

/** Whether a form of this document has already been counted from the document's first paint. */
let paintCounted = false

/**
 * When the visitor could first see the form, for the server's too-quick check: the first paint on the loaded page
 * (it can be filled before hydration), else now (after a navigation the form is a new one).
 */
function firstShown(): number {
  const nav = performance.getEntriesByType('navigation')[0] as
    PerformanceNavigationTiming | undefined
  const paint = performance.getEntriesByName('first-contentful-paint')[0]
  const here = location.href.split('#', 1)[0]
  if (paintCounted || !nav || !paint || nav.name.split('#', 1)[0] !== here) return Date.now()
  paintCounted = true
  return performance.timeOrigin + paint.startTime
}

export function ConsultationForm({ labels }: { labels: ConsultationLabels }) {
  const shownAt = useRef(0)
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle')
  const [error, setError] = useState('')
  useEffect(() => {
    shownAt.current = firstShown()
  }, [])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    data.set('elapsed_ms', String(Math.round(Date.now() - shownAt.current)))
    data.set('lang', document.documentElement.lang)
    data.set('page', location.href)
    setState('sending')
    setError('')
    try {
      await api('sys/consultation/submit', {
        form: Object.fromEntries([...data].map(([k, v]) => [k, String(v)])),
      })
      setState('sent')
      form.reset()
    } catch (err) {
      setState('failed')
      setError(err instanceof Error ? err.message : '')
    }
  }

  if (state === 'sent') {
    return (
      <p className="form-success" role="status">
        {labels.success}
      </p>
    )
  }
  const optional = (label: string) => `${label} (${labels.optional})`
  return (
    <form
      className="consultation-form"
      onSubmit={submit}
      aria-labelledby="consultation-title"
      noValidate={false}
    >
      <label>
        <span>{labels.name}</span>
        <input name="name" required maxLength={100} autoComplete="name" />
      </label>
      <label>
        <span>{labels.email}</span>
        <input name="email" type="email" required maxLength={254} autoComplete="email" />
      </label>
      <label>
        <span>{optional(labels.channel)}</span>
        <select name="channel" defaultValue="email">
          {(Object.keys(labels.channels) as ContactChannel[]).map((channel) => (
            <option key={channel} value={channel}>
              {labels.channels[channel]}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{optional(labels.contact)}</span>
        <input name="contact" maxLength={120} />
      </label>
      <label>
        <span>{optional(labels.company)}</span>
        <input name="company" maxLength={120} autoComplete="organization" />
      </label>
      <label>
        <span>{optional(labels.teamSize)}</span>
        <select name="team_size" defaultValue="2-5">
          {teamSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
      <label className="span-2">
        <span>{optional(labels.message)}</span>
        <textarea name="message" rows={4} maxLength={4000} />
      </label>
      {/* People do not see this field; bots that fill every input do. */}
      <div className="hp-field" aria-hidden="true">
        <label>
          Website
          <input name="website" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <div className="span-2 form-actions">
        <button className="btn btn-primary btn-lg" type="submit" disabled={state === 'sending'}>
          {state === 'sending' ? labels.sending : labels.submit}
        </button>
        {state === 'failed' ? (
          <p className="form-error" role="alert">
            {labels.failed} {error}
          </p>
        ) : null}
      </div>
    </form>
  )
}
