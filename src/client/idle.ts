/** Runs work when the browser is idle (after `timeoutMs` at the latest); a short timer where there is no idle callback. */
export interface IdleDeadline {
  timeRemaining: () => number
}

export function whenIdle(run: (deadline: IdleDeadline) => void, timeoutMs = 2000): void {
  const idle = (window as Window & { requestIdleCallback?: (cb: (d: IdleDeadline) => void, o?: { timeout: number }) => number }).requestIdleCallback
  if (idle) idle(run, { timeout: timeoutMs })
  else setTimeout(() => run({ timeRemaining: () => 8 }), 50)
}

/**
 * Runs `run` in a task of its own, after the current one; returns a cancel. React flushes every component's effects
 * after hydration in one task, with the framework's own: work the site adds there lengthens that task (on the phone
 * Lighthouse models, four times this machine's time, past the 50 ms that makes it a long task).
 */
export function inNextTask(run: () => void): () => void {
  const timer = setTimeout(run, 0)
  return () => clearTimeout(timer)
}
