/**
 * The product API's one dispatcher over the endpoint table (CORS, rate limits, body limits, input schemas). The
 * Next.js route `/api/[...path]` calls it, and so does the statistics beacon's worker thread (server.ts), so a
 * batch is checked and answered the same way on either path.
 */
import type { NextRequest } from 'next/server'
import type { Endpoint } from './endpoint'
import { endpoints } from './endpoints'
import { fail } from './envelope'
import {
  corsHeaders,
  HttpError,
  isForeignOrigin,
  rateLimit,
  readForm,
  readQuery,
  requestIp,
} from './http'

const DEFAULT_MAX_BYTES = 16 * 1024

/** The methods a path takes: HEAD wherever GET is (RFC 9110: the same answer without its body). */
const allowed = (methods: string[]) => (methods.includes('GET') ? [...methods, 'HEAD'] : methods)

function withHeaders(res: Response, headers: Record<string, string>): Response {
  for (const [name, value] of Object.entries(headers)) res.headers.set(name, value)
  return res
}

/** Answers one API request; `path` is the endpoint's path below the API base (`stats/collect`). */
export async function dispatch(req: NextRequest, path: string): Promise<Response> {
  const cors = corsHeaders(req)
  const matches = endpoints.filter((e) => e.path === path)
  if (matches.length === 0) return withHeaders(fail(404, `Unknown endpoint: ${path}`), cors)
  if (req.method === 'OPTIONS') {
    return new Response(null, {
      status: 204,
      headers: { ...cors, Allow: [...allowed(matches.map((e) => e.method)), 'OPTIONS'].join(', ') },
    })
  }
  // Next.js hands HEAD to the GET handler; the server leaves out the body of a HEAD answer.
  const method = req.method === 'HEAD' ? 'GET' : req.method
  const endpoint = matches.find((e) => e.method === method)
  if (!endpoint) {
    const res = fail(405, `Method ${req.method} not allowed for ${path}.`)
    res.headers.set('Allow', allowed(matches.map((e) => e.method)).join(', '))
    return withHeaders(res, cors)
  }
  if (endpoint.method === 'POST' && isForeignOrigin(req)) {
    return withHeaders(fail(403, 'Requests from other sites are not accepted.'), cors)
  }
  const ip = requestIp(req)
  const wait = await rateLimit(`${path}|${ip}`, endpoint.perMinute)
  if (wait !== null) {
    const res = fail(429, `Too many requests; retry in ${wait} s.`)
    res.headers.set('Retry-After', String(wait))
    return withHeaders(res, cors)
  }
  try {
    const url = new URL(req.url)
    const raw =
      endpoint.input === 'form'
        ? await readForm(req, endpoint.maxBytes ?? DEFAULT_MAX_BYTES)
        : readQuery(url)
    const parsed = endpoint.schema.safeParse(raw)
    if (!parsed.success) {
      const msg = parsed.error.issues
        .map((i) => `${i.path.join('.') || 'input'}: ${i.message}`)
        .join('; ')
      throw new HttpError(400, `Invalid input: ${msg}`, 'invalid fields')
    }
    const res = await endpoint.handler({ req, input: parsed.data, ip })
    if (endpoint.private) res.headers.set('Cache-Control', 'no-store')
    return withHeaders(res, cors)
  } catch (error) {
    if (error instanceof HttpError) {
      await countRefusal(endpoint, error)
      return withHeaders(error.toResponse(), cors)
    }
    console.error(`API ${path} failed`, error)
    return withHeaders(fail(500, 'Internal error.', 500), cors)
  }
}

/** The endpoint's count of refusals; a count that fails is logged and the refusal answered all the same. */
async function countRefusal(endpoint: Endpoint, error: HttpError): Promise<void> {
  try {
    await endpoint.refused?.(error.status, error.reason)
  } catch (failure) {
    console.error(`API ${endpoint.path}: the refusal could not be counted`, failure)
  }
}
