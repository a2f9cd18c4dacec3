/** Runs work when the browser is idle (after `timeoutMs` at the latest); a short timer where there is no idle callback. */
export interface IdleDeadline {
  timeRemaining: () => number
}

export function whenIdle(run: (deadline: IdleDeadline) => void, timeoutMs = 2000): void {
  const idle = (window as Window & { requestIdleCallback?: (cb: (d: IdleDeadline) => void, o?: { timeout: number }) => number }).requestIdleCallback
  if (idle) idle(run, { timeout: timeoutMs })
  else setTimeout(() => run({ timeRemaining: () => 8 }), 50)
}
