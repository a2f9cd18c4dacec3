/** Trailing-only throttle: the call runs once per interval, after the last event of a burst. */
export function throttleTrailing<A extends unknown[]>(fn: (...args: A) => void, ms: number) {
  let timer: ReturnType<typeof setTimeout> | undefined
  let lastArgs: A
  const throttled = (...args: A) => {
    lastArgs = args
    if (timer !== undefined) return
    timer = setTimeout(() => {
      timer = undefined
      fn(...lastArgs)
    }, ms)
  }
  throttled.cancel = () => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
  }
  return throttled
}
