'use client'
/** Search within the help center of this language: filters the server-rendered article list as you type. */
import { useState } from 'react'

/** Hides list items (and emptied groups) that do not contain the query; returns how many remain. */
function filterHelpList(query: string): number {
  const needle = query.trim().toLocaleLowerCase()
  let count = 0
  document.querySelectorAll<HTMLElement>('[data-help-item]').forEach((item) => {
    const match = !needle || (item.dataset.helpItem ?? '').includes(needle)
    item.hidden = !match
    if (match) count++
  })
  document.querySelectorAll<HTMLElement>('[data-help-group]').forEach((group) => {
    group.hidden = !group.querySelector('[data-help-item]:not([hidden])')
  })
  return count
}

export function HelpSearch({ label, empty }: { label: string; empty: string }) {
  const [query, setQuery] = useState('')
  const [visible, setVisible] = useState<number | null>(null)
  return (
    <div className="help-search" role="search">
      <label htmlFor="help-search-input" className="sr-only">
        {label}
      </label>
      <input
        id="help-search-input"
        type="search"
        placeholder={label}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value)
          const count = filterHelpList(event.target.value)
          setVisible(event.target.value.trim() ? count : null)
        }}
        autoComplete="off"
      />
      <p aria-live="polite" className="help-search-status">
        {visible === 0 ? empty : ''}
      </p>
    </div>
  )
}
