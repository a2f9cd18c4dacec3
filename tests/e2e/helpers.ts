/** Shared helpers for the end-to-end tests. */
import { generateKeyPairSync, randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { importPKCS8, SignJWT } from 'jose'

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
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: PORT,
        path,
        method: 'GET',
        headers: { host: `localhost:${PORT}`, ...headers },
      },
      (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk) => (body += chunk))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            location: res.headers.location,
            headers: res.headers,
            body,
          }),
        )
      },
    )
    req.on('error', reject)
    req.end()
  })
}

let signIns = Math.floor(Math.random() * 16_000)

/**
 * A fresh client address for one sign-in (100.64.0.0/10, sent as X-Forwarded-For from the trusted loopback proxy):
 * sign-ins are limited per address, and the suite signs in more often than one person would.
 */
export function signInAddress(): string {
  const n = signIns++ % 16_384
  return `100.64.${n >> 8}.${n & 255}`
}

/** Sends the admin form's sign-in of this page from its own address (see signInAddress). */
export async function signInFromOwnAddress(page: import('@playwright/test').Page) {
  await page.route('**/cms/api/users/login', (route) =>
    route.continue({
      headers: { ...route.request().headers(), 'x-forwarded-for': signInAddress() },
    }),
  )
}

let adminToken: Promise<string> | undefined

/**
 * Signs in to the CMS REST API as the test admin once per test worker and returns the auth header (sign-ins are
 * throttled per address, like a real visitor's).
 */
export async function adminAuth(): Promise<Record<string, string>> {
  adminToken ??= (async () => {
    const res = await fetch(`${GLOBAL}/cms/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': signInAddress() },
      body: JSON.stringify({
        email: process.env.ADMIN_EMAIL,
        password: process.env.ADMIN_PASSWORD,
      }),
    })
    if (!res.ok) throw new Error(`admin login failed: ${res.status}`)
    return ((await res.json()) as { token: string }).token
  })()
  adminToken.catch(() => (adminToken = undefined))
  return { Authorization: `JWT ${await adminToken}`, 'content-type': 'application/json' }
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

/** A phone, as the tests that need one open it: an iPhone's size, touch and user agent (mobile is told by it). */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
}

export const GOOGLE_CLIENT_ID = 'e2e-client.apps.googleusercontent.com'

/** A Google ID token signed with the local key set the e2e server trusts (or, with key 'other', with a stranger's key). */
export async function googleToken(
  claims: Record<string, unknown> = {},
  opts: { key?: 'site' | 'other'; header?: Record<string, unknown> } = {},
) {
  const fixture = JSON.parse(
    readFileSync(`${process.env.DATA_DIR || 'data/e2e'}/google-test-key.json`, 'utf8'),
  ) as { kid: string; pem: string }
  const pem =
    opts.key === 'other'
      ? generateKeyPairSync('rsa', { modulusLength: 2048 })
          .privateKey.export({ type: 'pkcs8', format: 'pem' })
          .toString()
      : fixture.pem
  const now = Math.floor(Date.now() / 1000)
  return new SignJWT({
    email: 'visitor@example.com',
    email_verified: true,
    name: 'Visitor',
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: fixture.kid, ...opts.header })
    .setIssuer((claims.iss as string) ?? 'https://accounts.google.com')
    .setAudience((claims.aud as string) ?? GOOGLE_CLIENT_ID)
    .setSubject((claims.sub as string) ?? `sub-${randomUUID()}`)
    .setIssuedAt((claims.iat as number) ?? now)
    .setExpirationTime((claims.exp as number) ?? now + 3600)
    .sign(await importPKCS8(pem, 'RS256'))
}

/**
 * Waits until React has hydrated an element (its event handlers are attached). The framework's scripts start after
 * the first paint (src/http/after-paint.ts), so `load` can fire before them: a test that acts at once would act
 * as a visitor does on a page that is painted but not yet interactive.
 */
export async function hydrated(
  page: import('@playwright/test').Page,
  selector: string,
  timeout = 15_000,
) {
  await page.waitForFunction(
    (css) => {
      const element = document.querySelector(css)
      return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps'))
    },
    selector,
    { timeout },
  )
}

/** The visitor runtime has started (after load and idle): everything the page installs after hydration is in place. */
export async function runtimeStarted(page: import('@playwright/test').Page) {
  await page.waitForFunction(
    () => Boolean((window as unknown as { __siteStats?: unknown }).__siteStats),
    undefined,
    { timeout: 15_000 },
  )
}

/**
 * Every Content-Security-Policy violation a page reports from now on, across its navigations (the listener is in
 * place before any page script runs): for flows through the admin, which must run under its policy untouched.
 */
export async function collectViolations(page: import('@playwright/test').Page): Promise<string[]> {
  const seen: string[] = []
  await page.exposeFunction('__reportViolation', (entry: string) => seen.push(entry))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __reportViolation: (s: string) => void }).__reportViolation(
        `${location.pathname}: ${e.violatedDirective} ${e.blockedURI}`,
      ),
    )
  })
  return seen
}

/** Signs in to the CMS admin as the e2e admin, through its login form. */
export async function signInToAdmin(page: import('@playwright/test').Page, base = GLOBAL) {
  await signInFromOwnAddress(page)
  await page.goto(`${base}/admin/login`)
  await page.locator('input[name="email"]').fill(process.env.ADMIN_EMAIL as string)
  await page.locator('input[name="password"]').fill(process.env.ADMIN_PASSWORD as string)
  await page.locator('button[type="submit"]').click()
  await page.waitForURL(/\/admin(?!\/login)/)
}

/** HTML without the markup Phrased adds to Japanese headings (src/components/phrased.tsx), to read their words. */
export const withoutPhrases = (html: string) =>
  html.replace(/<span class="(?:phrased|kw)"[^>]*>|<span>|<\/span>|<wbr\/?>/g, '')

/** Text of server-rendered HTML with the entities React writes (quotes, apostrophes, ampersands) read back. */
export const decodeEntities = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
