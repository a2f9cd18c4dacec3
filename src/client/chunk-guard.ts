/**
 * Recovery from a failed chunk load (a deploy replaced the files the page refers to): reload the page, at most
 * once per 10 s for the same path so a broken deploy cannot loop. Installed first, before anything else loads.
 */
import { CHUNK_RELOAD_GUARD_MS } from '@/lib/constants'

const KEY = 'chunk_reload_at'

export function isChunkLoadError(reason: unknown): boolean {
  const value = reason as { name?: string; message?: string } | string | null | undefined
  const name = typeof value === 'object' && value ? (value.name ?? '') : ''
  const message =
    typeof value === 'string'
      ? value
      : typeof value === 'object' && value
        ? (value.message ?? '')
        : ''
  return (
    name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
      message,
    )
  )
}

/** Reloads unless this path was reloaded for a chunk error less than 10 s ago; true when it reloads. */
export function reloadForChunkError(now = Date.now()): boolean {
  let last: Record<string, number> = {}
  try {
    last = JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as Record<string, number>
  } catch {
    last = {}
  }
  const path = location.pathname
  if (now - (last[path] ?? 0) < CHUNK_RELOAD_GUARD_MS) return false
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ ...last, [path]: now }))
  } catch {
    // Without storage the guard cannot hold: do not risk a reload loop.
    return false
  }
  location.reload()
  return true
}

let installed = false

export function installChunkGuard(): void {
  if (installed) return
  installed = true
  window.addEventListener('error', (event) => {
    if (isChunkLoadError(event.error ?? event.message)) reloadForChunkError()
  })
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) reloadForChunkError()
  })
}
