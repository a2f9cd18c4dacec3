/**
 * Waits for a server process to answer `url` with anything below 500 (its first answer may render a page, so allow a
 * while); fails when the process exits first or the time runs out.
 */
export async function untilAnswering(
  url: string,
  {
    exited,
    timeoutMs,
    headers,
  }: { exited: () => boolean; timeoutMs: number; headers?: Record<string, string> },
) {
  const started = performance.now()
  for (;;) {
    if (exited()) throw new Error(`${url}: the process exited before answering`)
    if (performance.now() - started > timeoutMs)
      throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
    try {
      const res = await fetch(url, {
        headers,
        redirect: 'manual',
        signal: AbortSignal.timeout(10_000),
      })
      await res.arrayBuffer()
      if (res.status < 500) return
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250))
  }
}
