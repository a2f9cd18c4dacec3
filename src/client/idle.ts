/** Runs work when the browser is idle (after `timeoutMs` at the latest); a short timer where there is no idle callback. */
export function whenIdle(run: () => void, timeoutMs = 2000): void {
  const idle = (
    window as Window & { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number }
  ).requestIdleCallback
  if (idle) idle(run, { timeout: timeoutMs })
  else setTimeout(run, 50)
}

/**
 * Resolves in an idle period of its own, so steps awaited apart run in separate tasks: the first call of some APIs
 * (a peer connection, a worker, a cookie read, a fetch) is slow, and two in one task make a long task on a phone.
 */
export function idle(timeoutMs = 2000): Promise<void> {
  return new Promise((resolve) => whenIdle(resolve, timeoutMs))
}

/**
 * Runs `run` in a task of its own, after the current one; returns a cancel. React runs every effect after hydration
 * in one task, which work added there would make a long task.
 */
export function inNextTask(run: () => void): () => void {
  const timer = setTimeout(run, 0)
  return () => clearTimeout(timer)
}
