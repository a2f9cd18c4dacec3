/**
 * The one way pages call the product API (spec section 7): the client API base from public configuration,
 * one retry on 408, 409, 425, 429, 500, 502, 503 and 504 for GET and HEAD, an abort after a timeout, the
 * `{ code, msg, data }` envelope unwrapped (a nonzero code rejects to the caller), and every transport error,
 * missing body or failure sent to the reporting hook.
 */
import { CLIENT_API_BASE } from '@/lib/public-config'
import { reportApiError } from './report'

export const RETRY_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504])
const DEFAULT_TIMEOUT_MS = 10_000
const RETRY_DELAY_MS = 300

export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly status?: number,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

export interface ApiOptions {
  method?: 'GET' | 'HEAD' | 'POST'
  query?: Record<string, string | number | undefined | null>
  /** Sent as application/x-www-form-urlencoded. */
  form?: Record<string, string | undefined>
  timeoutMs?: number
  credentials?: RequestCredentials
  /** Do not report failures (callers that handle them, such as optional widgets). */
  quiet?: boolean
  /** Gives up when this aborts (a component that unmounts), without retrying or reporting. */
  signal?: AbortSignal
}

export function apiUrl(path: string, query?: ApiOptions['query']): string {
  const base = /^https?:\/\//.test(CLIENT_API_BASE)
    ? CLIENT_API_BASE
    : `${location.origin}${CLIENT_API_BASE}`
  const url = new URL(`${base}/${path.replace(/^\//, '')}`)
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value))
  return url.toString()
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Calls an endpoint and resolves with `data`; rejects with ApiError on a nonzero code or any failure. */
export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const method = options.method ?? (options.form ? 'POST' : 'GET')
  const url = apiUrl(path, options.query)
  const retries = method === 'GET' || method === 'HEAD' ? 1 : 0
  const report = (
    trigger: 'req error' | 'res error' | 'useFetch error',
    message: string,
    status?: number,
  ) => {
    if (!options.quiet) reportApiError({ trigger, url, message, status })
  }
  const body = options.form
    ? new URLSearchParams(
        Object.entries(options.form).filter(
          (entry): entry is [string, string] => entry[1] !== undefined,
        ),
      )
    : undefined

  for (let attempt = 0; ; attempt++) {
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? DEFAULT_TIMEOUT_MS)
    if (options.signal?.aborted) throw new ApiError('aborted', -1)
    options.signal?.addEventListener('abort', () => controller.abort(), { once: true })
    let res: Response
    try {
      res = await fetch(url, {
        method,
        body,
        signal: controller.signal,
        credentials: options.credentials ?? 'same-origin',
      })
    } catch (error) {
      clearTimeout(timer)
      if (options.signal?.aborted) throw new ApiError('aborted', -1)
      if (attempt < retries) {
        await sleep(RETRY_DELAY_MS)
        continue
      }
      const message = controller.signal.aborted
        ? 'timed out'
        : error instanceof Error
          ? error.message
          : String(error)
      report('req error', message)
      throw new ApiError(message, -1)
    }
    clearTimeout(timer)
    if (RETRY_STATUSES.has(res.status) && attempt < retries) {
      await sleep(
        Number(res.headers.get('retry-after')) > 0
          ? Math.min(Number(res.headers.get('retry-after')) * 1000, 3000)
          : RETRY_DELAY_MS,
      )
      continue
    }
    type Envelope = { code?: unknown; msg?: unknown; data?: unknown }
    const envelope = (await res.json().catch(() => null)) as Envelope | null
    if (!envelope || typeof envelope.code !== 'number') {
      report('res error', `HTTP ${res.status} without a response body`, res.status)
      throw new ApiError(`HTTP ${res.status}`, -1, res.status)
    }
    if (envelope.code !== 0) {
      const message = typeof envelope.msg === 'string' ? envelope.msg : `code ${envelope.code}`
      if (!res.ok) report('useFetch error', message, res.status)
      throw new ApiError(message, envelope.code, res.status)
    }
    return envelope.data as T
  }
}
