/**
 * Toast and tips popup, one implementation each (spec sections 4 and 9): any code calls `toast()` or `tips()`;
 * the one mounted view (loaded after the page) shows them. Calls made before it mounts wait for it.
 */
export type ToastType = 'failed' | 'success'
export type TipsType = 'error' | 'success' | 'plain'

export type Notice =
  | { kind: 'toast'; id: number; text: string; type: ToastType }
  | { kind: 'tips'; id: number; text: string; type: TipsType; delayMs?: number }

type Listener = (notice: Notice) => void
let listener: Listener | null = null
const pending: Notice[] = []
let nextId = 1

function emit(notice: Notice) {
  if (listener) listener(notice)
  else pending.push(notice)
}

/** Shows a toast for 3.6 s; type failed by default. */
export function toast(text: string, type: ToastType = 'failed'): void {
  emit({ kind: 'toast', id: nextId++, text, type })
}

/**
 * @public The spec's tips popup (sections 4 and 9), for any part of the page to call.
 * Shows a tips popup that closes after `delayMs` (default 1 s) plus a 0.3 s exit, or on its close button. */
export function tips(text: string, type: TipsType = 'plain', delayMs?: number): void {
  emit({ kind: 'tips', id: nextId++, text, type, delayMs })
}

export function listenNotices(next: Listener): () => void {
  listener = next
  for (const notice of pending.splice(0)) next(notice)
  return () => {
    if (listener === next) listener = null
  }
}
