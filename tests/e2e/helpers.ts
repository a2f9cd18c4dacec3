/** Shared helpers for the end-to-end tests. */
import { request as httpRequest } from 'node:http'

export const PORT = Number(process.env.PORT || 3100)
export const GLOBAL = `http://localhost:${PORT}`
export const ZH = `http://zh.localhost:${PORT}`
export const ZH_HOST = `zh.localhost:${PORT}`

export interface RawResponse {
  status: number
  location: string | undefined
  headers: Record<string, string | string[] | undefined>
  body: string
}

/** Sends a request with the path exactly as written (no client-side normalization of slashes or backslashes). */
export function rawGet(path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: PORT, path, method: 'GET', headers: { host: `localhost:${PORT}`, ...headers } }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk) => (body += chunk))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, location: res.headers.location, headers: res.headers, body }),
      )
    })
    req.on('error', reject)
    req.end()
  })
}

/** Signs in to the CMS REST API as the test admin and returns the auth header. */
export async function adminAuth(): Promise<Record<string, string>> {
  const res = await fetch(`${GLOBAL}/cms/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD }),
  })
  if (!res.ok) throw new Error(`admin login failed: ${res.status}`)
  const { token } = (await res.json()) as { token: string }
  return { Authorization: `JWT ${token}`, 'content-type': 'application/json' }
}

/** The proxy refreshes its redirect table every 5 s; wait until a path answers as expected. */
export async function waitFor(check: () => Promise<boolean>, timeoutMs = 15_000) {
  const end = Date.now() + timeoutMs
  while (Date.now() < end) {
    if (await check()) return
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error('condition not met in time')
}
