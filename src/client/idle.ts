/** Runs work when the browser is idle (after `timeoutMs` at the latest); a short timer where there is no idle callback. */
export function whenIdle(run: () => void, timeoutMs = 2000): void {
  const idle = (window as Window & { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number }).requestIdleCallback
  if (idle) idle(run, { timeout: timeoutMs })
  else setTimeout(run, 50)
}

/**
 * Resolves in an idle period of its own: awaited between two steps, it puts each in a separate task. This machine's
 * Chromium takes 5-20 ms for one first call of some APIs (a peer connection, a worker, the first cookie read, a
 * fetch while the page still loads): two of them in one task make a long task on the phone Lighthouse models (four
 * times slower, 50 ms), which also moves its time-to-interactive past them.
 */
export function idle(timeoutMs = 2000): Promise<void> {
  return new Promise((resolve) => whenIdle(resolve, timeoutMs))
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
