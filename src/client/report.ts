/** The one error-reporting hook of the fetch wrapper (spec section 8): transport, response and wrapper failures. */

export type ReportTrigger = 'req error' | 'res error' | 'useFetch error'

export interface ErrorReport {
  trigger: ReportTrigger
  url: string
  message: string
  status?: number
}

type Reporter = (report: ErrorReport) => void
const reporters = new Set<Reporter>()

/** Subscribes to failures; returns the unsubscribe function. */
export function onApiError(reporter: Reporter): () => void {
  reporters.add(reporter)
  return () => reporters.delete(reporter)
}

export function reportApiError(report: ErrorReport): void {
  for (const reporter of reporters) {
    try {
      reporter(report)
    } catch {
      // A broken reporter must not break the caller.
    }
  }
}
