'use client'
/**
 * The site search box with its results (the search page, the help center). Without JavaScript it is a plain GET
 * form to the search page, which renders the results on the server; with it, results follow the typing: the
 * `search` endpoint is asked 150 ms after the last keystroke, an answer to an older query is dropped (its request
 * aborted), and the count is announced in a live region.
 */
import { SiteLink } from '@/components/site-link'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { Locale } from '@/i18n/locales'
import { SEARCH_MAX_CHARS, type SearchAnswer, type SearchSection } from '@/lib/search/query'
import { api } from './api'
import { interpolate } from './messages'

const DEBOUNCE_MS = 150

export interface SiteSearchLabels {
  label: string
  placeholder: string
  submit: string
  /** `{count}`: how many matched. */
  count: string
  none: string
  /** `{shown}`: how many of them are listed. */
  more: string
  error: string
  sections: Record<SearchSection, string>
}

interface Props {
  /** Prefix of the element ids (`{id}-input`, `{id}-status`, `{id}-results`). */
  id: string
  lang: Locale
  /** The search page in this language: where the form goes without JavaScript. */
  action: string
  /** Only this kind of page. */
  section?: SearchSection
  initialQuery?: string
  /** The server's answer for `initialQuery`, or 'failed'. */
  initial?: SearchAnswer | 'failed' | null
  labels: SiteSearchLabels
  /** Keep `?q=` in the address in step with the box (the search page: reloading or sharing shows the same). */
  syncAddress?: boolean
  autoFocus?: boolean
}

export function SiteSearch({
  id,
  lang,
  action,
  section,
  initialQuery = '',
  initial = null,
  labels,
  syncAddress,
  autoFocus,
}: Props) {
  const [query, setQuery] = useState(initialQuery)
  const [answer, setAnswer] = useState<SearchAnswer | 'failed' | null>(initial)
  const [busy, setBusy] = useState(false)
  const pending = useRef<{ timer?: ReturnType<typeof setTimeout>; request?: AbortController }>({})

  useEffect(() => {
    const current = pending.current
    return () => {
      clearTimeout(current.timer)
      current.request?.abort()
    }
  }, [])

  const run = (text: string) => {
    clearTimeout(pending.current.timer)
    pending.current.request?.abort()
    const q = text.trim()
    if (syncAddress) {
      const params = new URLSearchParams(q ? { q, ...(section ? { section } : {}) } : {})
      history.replaceState(null, '', params.size ? `${action}?${params}` : action)
    }
    if (!q) {
      setAnswer(null)
      setBusy(false)
      return
    }
    const request = new AbortController()
    pending.current.request = request
    setBusy(true)
    api<SearchAnswer>('search', { query: { q, lang, section }, signal: request.signal })
      .then((found) => !request.signal.aborted && setAnswer(found))
      .catch(() => !request.signal.aborted && setAnswer('failed'))
      .finally(() => !request.signal.aborted && setBusy(false))
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    run(query)
  }

  const found = answer && answer !== 'failed' ? answer : null
  const status =
    answer === 'failed'
      ? labels.error
      : !found
        ? ''
        : found.total === 0
          ? labels.none
          : [
              interpolate(labels.count, { count: found.total }),
              found.total > found.results.length
                ? interpolate(labels.more, { shown: found.results.length })
                : '',
            ]
              .filter(Boolean)
              .join(' ')

  return (
    // `data-active` while results (or "none") are shown for what is in the box: the help center's groups step aside.
    <div className="site-search" data-active={query.trim() && found ? '' : undefined}>
      <form
        role="search"
        aria-label={labels.label}
        action={action}
        method="get"
        className="search-form"
        onSubmit={submit}
      >
        <label htmlFor={`${id}-input`} className="sr-only">
          {labels.label}
        </label>
        <input
          id={`${id}-input`}
          type="search"
          name="q"
          value={query}
          placeholder={labels.placeholder}
          maxLength={SEARCH_MAX_CHARS}
          autoComplete="off"
          enterKeyHint="search"
          // A visitor who opened the search page to type lands in the box.
          autoFocus={autoFocus}
          onChange={(event) => {
            setQuery(event.target.value)
            clearTimeout(pending.current.timer)
            const text = event.target.value
            pending.current.timer = setTimeout(() => run(text), DEBOUNCE_MS)
          }}
        />
        {section ? <input type="hidden" name="section" value={section} /> : null}
        <button type="submit" className="btn btn-primary">
          {labels.submit}
        </button>
      </form>
      <p id={`${id}-status`} className="search-status" role="status" aria-live="polite">
        {status}
      </p>
      {found?.results.length ? (
        <ol id={`${id}-results`} className="search-results" aria-busy={busy}>
          {found.results.map((result) => (
            <li key={result.url} className="search-result">
              <SiteLink href={result.url} className="search-result-title">
                {result.title}
              </SiteLink>
              <span className="search-result-section">{labels.sections[result.section]}</span>
              {result.snippet ? <p className="search-result-snippet">{result.snippet}</p> : null}
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  )
}
