/**
 * Security promises of the site (docs/security.md): headers on every HTML answer, cookies, no open redirects,
 * internal headers ignored, CMS sign-in throttled and slowed down (never locked), visitor data never cached, the
 * CMS admin under its own policy.
 */
import { createHash, randomUUID } from 'node:crypto'
import { expect, test, type Page, type Request } from '@playwright/test'
import { locales, type Locale } from '../../src/i18n/locales'
import { EVIL_HOST, REDIRECT_BYPASSES, staysOn } from '../security/redirect-bypasses'
import {
  adminAuth,
  collectViolations,
  GLOBAL,
  googleToken,
  rawGet,
  signInFromOwnAddress,
  ZH,
  ZH_HOST,
  type RawResponse,
} from './helpers'

const APP = 'https://app.polyprofile.com'
const CHAT_HOSTS = ['widget.polyprofile.com', 'chat.polyprofile.com']
/** Hosts editors may redirect to by default (REDIRECT_HOSTS). */
const REDIRECT_HOSTS = ['t.me', 'polyprofile.com']
const siteOrigins = [GLOBAL, ZH]

let visitor = 0
const nextIp = () => `198.51.100.${(visitor = (visitor % 250) + 1)}`

const homeOf = (locale: Locale) =>
  locale === 'zh'
    ? { host: ZH_HOST, path: '/' }
    : { host: undefined, path: locale === 'en' ? '/' : `/${locale}` }

/** Every kind of HTML answer: 14 homes, content and marketing pages on both origins, both 404s, the error pages, the CMS. */
const htmlPages: { name: string; path: string; host?: string; status: number }[] = [
  ...locales.map((l) => ({ name: `home ${l}`, ...homeOf(l), status: 200 })),
  { name: 'pricing', path: '/pricing', status: 200 },
  { name: 'zh pricing', path: '/pricing', host: ZH_HOST, status: 200 },
  { name: 'blog', path: '/ru/blog', status: 200 },
  { name: 'unknown route 404', path: '/no-such-page', status: 404 },
  { name: 'zh unknown route 404', path: '/no-such-page', host: ZH_HOST, status: 404 },
  { name: 'validation 404', path: '/blog/no-such-article', status: 404 },
  { name: 'error 404 page', path: '/error/404', status: 200 },
  { name: 'error 502 page', path: '/error/502', status: 200 },
  { name: 'CMS sign-in', path: '/admin/login', status: 200 },
]

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name as string, values]),
  )
}

/** Hashes of the inline scripts a browser would run, computed here independently of the server. */
function inlineScriptHashes(html: string): string[] {
  const out: string[] = []
  for (const [, attributes = '', text = ''] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script>/gi,
  )) {
    if (/\ssrc=/.test(attributes) || /type="application\/ld\+json"/.test(attributes)) continue
    out.push(`'sha256-${createHash('sha256').update(text).digest('base64')}'`)
  }
  return out
}

test.describe('headers on every HTML answer', () => {
  for (const page of htmlPages) {
    test(`${page.name}: CSP, nosniff, referrer, permissions, COOP`, async () => {
      const res = await rawGet(page.path, page.host ? { host: page.host } : {})
      expect(res.status).toBe(page.status)
      expect(String(res.headers['content-type'])).toContain('text/html')
      const csp = String(res.headers['content-security-policy'] ?? '')
      const d = directives(csp)
      expect(d.get('object-src')).toEqual(["'none'"])
      expect(d.get('base-uri')).toEqual(["'self'"])
      expect(d.get('form-action')).toEqual(["'self'"])
      expect(d.get('frame-ancestors')?.[0]).toBe("'self'")
      expect(d.get('default-src')).toEqual(["'self'"])
      const scripts = d.get('script-src') ?? []
      expect(scripts).not.toContain("'unsafe-eval'")
      expect(scripts).not.toContain("'unsafe-inline'")
      // Only the site, hashes of its own inline scripts, Google's identity script and the chat hosts.
      for (const source of scripts) {
        const allowed =
          source === "'self'" ||
          /^'sha256-[A-Za-z0-9+/=]+'$/.test(source) ||
          source === 'https://accounts.google.com/gsi/client' ||
          CHAT_HOSTS.some((h) => source === `https://${h}`)
        expect(allowed, `script source ${source}`).toBe(true)
      }
      // Each inline script of the page is allowed by its hash, and nothing else inline is.
      const inline = inlineScriptHashes(res.body)
      expect(inline.length).toBeGreaterThan(0)
      for (const hash of inline) expect(scripts, 'inline script hash').toContain(hash)
      expect(res.headers['x-content-type-options']).toBe('nosniff')
      expect([
        'no-referrer',
        'same-origin',
        'strict-origin',
        'strict-origin-when-cross-origin',
      ]).toContain(res.headers['referrer-policy'])
      expect(String(res.headers['permissions-policy'])).toMatch(
        /camera=\(\).*geolocation=\(\).*microphone=\(\)/,
      )
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups')
      // Plain http here: no HSTS (it would pin a host that has no TLS).
      expect(res.headers['strict-transport-security']).toBeUndefined()
      expect(res.headers['x-middleware-rewrite']).toBeUndefined()
    })
  }

  test('over https (a trusted proxy says so) pages get HSTS of at least a year and upgrade-insecure-requests', async () => {
    for (const path of ['/', '/ru/pricing', '/no-such-page']) {
      const res = await rawGet(path, { 'x-forwarded-proto': 'https' })
      const hsts = String(res.headers['strict-transport-security'] ?? '')
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000)
      expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests')
    }
    // A visitor cannot claim https: X-Forwarded-Proto counts only from a trusted proxy (loopback here), so the
    // same header from elsewhere is covered by the server's trust list, not by this test's address.
  })

  test("every answer carries Cross-Origin-Resource-Policy, and no error names the bind address or the build's class names", async () => {
    const auth = await adminAuth()
    const answers: [string, Record<string, string>, 'same-site' | 'cross-origin'][] = [
      ['/', {}, 'same-site'],
      ['/no-such-page', {}, 'same-site'],
      ['/api/home/base-info', {}, 'same-site'],
      ['/api/nope', {}, 'same-site'],
      ['/cms/api/posts?limit=1', {}, 'same-site'],
      ['/admin/login', {}, 'same-site'],
      ['/sitemap.xml', {}, 'same-site'],
      ['/favicon.ico', {}, 'cross-origin'],
      ['/cms/api/media/file/no-such.png', {}, 'cross-origin'],
      ['/cms/api/payload-migrations', { authorization: auth.Authorization as string }, 'same-site'],
    ]
    for (const [path, headers, policy] of answers) {
      const res = await rawGet(path, headers)
      expect(res.headers['cross-origin-resource-policy'], path).toBe(policy)
      expect(res.body, path).not.toMatch(/0\.0\.0\.0|127\.0\.0\.1|"name":"[a-zA-Z]{1,2}"/)
    }
    expect(
      (await rawGet('/cms/api/payload-migrations', { authorization: auth.Authorization as string }))
        .status,
    ).toBe(404)
    // A validation error says what is wrong and where, with no class name.
    const invalid = await fetch(`${GLOBAL}/cms/api/posts`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ title: '' }),
    })
    expect(invalid.status).toBe(400)
    const body = (await invalid.json()) as {
      errors: { name?: string; message: string; data?: { errors?: { path: string }[] } }[]
    }
    expect(body.errors[0]?.name).toBeUndefined()
    expect(body.errors[0]?.data?.errors?.map((e) => e.path)).toContain('slug')
    // A made-up CMS route and a bad id: 404s with a message, nothing else.
    const unknown = await (
      await fetch(`${GLOBAL}/cms/api/posts/999999999`, { headers: auth })
    ).text()
    expect(unknown).not.toContain('"name"')
    const https = await rawGet('/cms/api/posts?limit=1', { 'x-forwarded-proto': 'https' })
    expect(https.headers['strict-transport-security']).toMatch(/max-age=\d{8}/)
  })

  test('the API answers carrying visitor data are never stored by caches', async () => {
    const ip = nextIp()
    for (const path of [
      'sys/config/ip/get-visitor-ip',
      'sys/config/register-chat/get-chat-type-config?lang=en-US&type=www',
      'third/chat/choose?ip=8.8.8.8&lang=zh',
      'sys/config/ref/set?c_v=NOCACHE1',
    ]) {
      const res = await fetch(`${GLOBAL}/api/${path}`, { headers: { 'x-forwarded-for': ip } })
      expect(res.status, path).toBe(200)
      expect(res.headers.get('cache-control'), path).toContain('no-store')
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    }
    const post = await fetch(`${GLOBAL}/api/sys/user/passport/record-source`, {
      method: 'POST',
      headers: { 'x-forwarded-for': ip, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'referer=',
    })
    expect(post.headers.get('cache-control')).toContain('no-store')
  })
})

/**
 * Opens a page and waits for its late scripts (the visitor runtime starts after load, when idle) and its requests
 * to end. A request still open 15 s after load (seen in CI: the blog listing never went idle, once in four runs,
 * on a busy machine) does not fail the policy check: it is reported as an annotation naming the open requests.
 */
async function visit(page: Page, url: string) {
  const open = new Set<string>()
  const started = (r: Request) => open.add(`${r.method()} ${r.url()}`)
  const ended = (r: Request) => open.delete(`${r.method()} ${r.url()}`)
  page.on('request', started)
  page.on('requestfinished', ended)
  page.on('requestfailed', ended)
  try {
    await page.goto(url)
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch((error: Error) => {
      if (error.name !== 'TimeoutError') throw error
      const description = `${url}: ${[...open].join(', ')}`
      console.warn(`network not idle 15 s after load: ${description}`)
      test.info().annotations.push({ type: 'network not idle 15 s after load', description })
    })
  } finally {
    page.off('request', started)
    page.off('requestfinished', ended)
    page.off('requestfailed', ended)
  }
}

test('pages run under their policy with no violation, and an injected inline script does not run', async ({
  page,
}) => {
  // Eight full page loads to network idle (15 s each at most), the CMS's admin among them (its first load is slow
  // on a busy machine).
  test.setTimeout(180_000)
  // Third parties are unreachable here: answer them empty so their load does not count as a failure.
  await page.route(/accounts\.google\.com|polyprofile\.com/, (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: '' }),
  )
  const violations = await collectViolations(page)
  for (const url of [
    `${GLOBAL}/`,
    `${GLOBAL}/ru/pricing`,
    `${GLOBAL}/blog`,
    `${ZH}/`,
    `${GLOBAL}/no-such-page`,
    `${GLOBAL}/error/502`,
    `${GLOBAL}/admin/login`,
  ]) {
    await visit(page, url)
    expect(violations, url).toEqual([])
  }
  await visit(page, `${GLOBAL}/pricing`)
  // React hydrated (its inline payload ran): the client-side language switch works.
  const injected = await page.evaluate(() => {
    document.body.appendChild(
      document.createRange().createContextualFragment('<script>window.__pwned = 1</script>'),
    )
    return (window as unknown as { __pwned?: number }).__pwned ?? null
  })
  expect(injected).toBeNull()
  await expect.poll(() => violations).toEqual([expect.stringMatching(/^\/pricing: script-src/)])
})

test("the CMS admin runs under its policy: an editor's pages load with no violation, no page error and no third-party request", async ({
  page,
}) => {
  // Nine admin pages, each to network idle; the admin's first loads are slow on a busy machine.
  test.setTimeout(240_000)
  const violations = await collectViolations(page)
  const errors: string[] = []
  const foreign: string[] = []
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message.slice(0, 160)}`))
  page.on('request', (r) => {
    if (!r.url().startsWith(GLOBAL) && !r.url().startsWith('data:') && !r.url().startsWith('blob:'))
      foreign.push(r.url())
  })
  await signInFromOwnAddress(page)
  await page.goto(`${GLOBAL}/admin/login`)
  await page.fill('input[name="email"]', process.env.ADMIN_EMAIL as string)
  await page.fill('input[name="password"]', process.env.ADMIN_PASSWORD as string)
  await page.click('button[type="submit"]')
  await page.waitForURL(/\/admin(?!\/login)/)
  const auth = await adminAuth()
  const { docs } = (await (
    await fetch(`${GLOBAL}/cms/api/posts?limit=1&depth=0`, { headers: auth })
  ).json()) as { docs: { id: number }[] }
  // The edit and create views stream their fields in (React's inline streaming scripts must run).
  for (const path of [
    '/admin',
    '/admin/collections/posts',
    `/admin/collections/posts/${docs[0]?.id}?locale=ru`,
    '/admin/collections/posts/create',
    '/admin/globals/home',
    '/admin/collections/redirects',
    '/admin/account',
    '/admin/stats',
    '/admin/collections/media',
  ]) {
    await visit(page, `${GLOBAL}${path}`)
    expect(violations, path).toEqual([])
  }
  await page.goto(`${GLOBAL}/admin/collections/posts/create?locale=en`)
  await expect(page.locator('#field-title')).toBeVisible()
  expect(errors).toEqual([])
  expect(foreign, 'requests to third parties (Gravatar)').toEqual([])
})

test.describe('cookies', () => {
  test('every cookie the site sets has a bounded lifetime, SameSite, the right HttpOnly and fits in 4 KB', async ({
    page,
    context,
  }) => {
    await page.route(/accounts\.google\.com|polyprofile\.com/, (route) =>
      route.fulfill({ status: 200, contentType: 'application/javascript', body: '' }),
    )
    // A visitor from a campaign with a referral code, who switches language: every visitor cookie gets set.
    await page.goto(`${GLOBAL}/?ref=FRIEND_42&utm_source=newsletter`)
    await page.waitForLoadState('networkidle')
    await page.locator('details.lang-switcher summary').first().click()
    await page.locator('details.lang-switcher a[hreflang="ru-RU"]').first().click()
    await page.waitForURL(/\/ru$/)
    await page.waitForLoadState('networkidle')
    // An editor signs in to the CMS.
    await signInFromOwnAddress(page)
    await page.goto(`${GLOBAL}/admin/login`)
    await page.fill('input[name="email"]', process.env.ADMIN_EMAIL as string)
    await page.fill('input[name="password"]', process.env.ADMIN_PASSWORD as string)
    await page.click('button[type="submit"]')
    await page.waitForURL(/\/admin(?!\/login)/)
    const cookies = await context.cookies()
    const names = cookies.map((c) => c.name).sort()
    for (const expected of [
      'i18n_redirected',
      'myLocale',
      '_POWER_REF_CODE',
      'device_id',
      'payload-token',
    ])
      expect(names).toContain(expected)
    const now = Date.now() / 1000
    for (const c of cookies) {
      expect(c.expires, `${c.name} has an expiry`).toBeGreaterThan(now)
      expect(c.expires, `${c.name} lives at most 400 days`).toBeLessThan(now + 400 * 86_400)
      expect(['Lax', 'Strict'], `${c.name} SameSite`).toContain(c.sameSite)
      expect(c.name.length + c.value.length, `${c.name} size`).toBeLessThan(4096)
    }
    const byName = new Map(cookies.map((c) => [c.name, c]))
    // The CMS session is out of scripts' reach; the language and referral cookies are read by the pages.
    expect(byName.get('payload-token')?.httpOnly).toBe(true)
    // Spec lifetimes: language 365 days, device id 360 days, referral 7 days.
    const days = (name: string) => Math.round(((byName.get(name)?.expires ?? 0) - now) / 86_400)
    expect(days('i18n_redirected')).toBe(365)
    expect(days('device_id')).toBe(360)
    expect(days('_POWER_REF_CODE')).toBe(7)
  })

  test('a cookie set without a lifetime (draft mode) gets one, and Secure over https', async () => {
    const auth = await adminAuth()
    const { docs } = (await (
      await fetch(`${GLOBAL}/cms/api/posts?limit=1`, { headers: auth })
    ).json()) as { docs: { id: number }[] }
    const res = await rawGet(`/api/preview?collection=posts&id=${docs[0]?.id}&locale=en`, {
      authorization: auth.Authorization as string,
      'x-forwarded-proto': 'https',
    })
    expect(res.status).toBe(307)
    const setCookies = ([] as string[]).concat(res.headers['set-cookie'] ?? [])
    expect(setCookies.length).toBeGreaterThan(0)
    for (const cookie of setCookies) {
      expect(cookie).toMatch(/;\s*(Max-Age|Expires)=/i)
      expect(cookie).toMatch(/;\s*SameSite=/i)
      expect(cookie).toMatch(/;\s*Secure/i)
    }
  })
})

test.describe('no open redirects', () => {
  const allowed = { origins: [...siteOrigins, APP], hosts: REDIRECT_HOSTS }
  const encode = (value: string) => encodeURIComponent(value)
  /** A bypass as a request path: slashes and backslashes stay raw, everything a request line cannot hold is escaped. */
  const asPath = (value: string) => {
    const raw = value.replace(/[^\x21-\x7e]|[#?]/g, (c) => encodeURIComponent(c))
    return raw.startsWith('/') || raw.startsWith('\\') ? raw : `/${raw}`
  }

  test(`${REDIRECT_BYPASSES.length} known bypasses in paths, parameters, cookies and CMS redirects never leave the site`, async () => {
    test.setTimeout(180_000)
    expect(REDIRECT_BYPASSES.length).toBeGreaterThanOrEqual(40)
    const auth = await adminAuth()
    let tried = 0
    const offSite: string[] = []
    const check = (
      vector: string,
      bypass: string,
      res: RawResponse | { status: number; location: string | undefined },
      requestUrl: string,
    ) => {
      tried++
      expect(res.status, `${vector} ${JSON.stringify(bypass)}`).toBeLessThan(500)
      if (res.location && !staysOn(res.location, requestUrl, allowed))
        offSite.push(`${vector} ${JSON.stringify(bypass)} -> ${res.location}`)
    }
    const accepted: { bypass: string; from: string; id: number }[] = []
    const csrf = 'csrf-token-bypass'
    const credential = await googleToken({ sub: 'redirect-bypass-visitor' })
    for (const bypass of REDIRECT_BYPASSES) {
      // The path itself (pre-navigation redirects, locale routing, 404s).
      const path = asPath(bypass)
      check('path', bypass, await rawGet(path), GLOBAL + path)
      check('zh path', bypass, await rawGet(path, { host: ZH_HOST }), ZH + path)
      // Parameters a page or route could be tempted to follow.
      for (const p of [
        `/?from=${encode(bypass)}`,
        `/pricing?redirect=${encode(bypass)}&next=${encode(bypass)}&url=${encode(bypass)}`,
        `/admin/login?redirect=${encode(bypass)}`,
        `/api/preview/exit?path=${encode(bypass)}`,
        `/_next/image?url=${encode(bypass)}&w=64&q=100`,
      ]) {
        check('param', bypass, await rawGet(p), GLOBAL + p)
      }
      // The language cookie on the root, where detection may redirect.
      check(
        'cookie',
        bypass,
        await rawGet('/', { cookie: `i18n_redirected=${encode(bypass)}`, 'accept-language': 'ru' }),
        `${GLOBAL}/`,
      )
      // One-tap: the success target may only be a path of the app.
      const login = await fetch(`${GLOBAL}/api/sys/user/passport/authorized-login`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: GLOBAL,
          cookie: `g_csrf_token=${csrf}`,
          'x-forwarded-for': nextIp(),
        },
        body: new URLSearchParams({
          third_party: 'google',
          credential,
          g_csrf_token: csrf,
          redirect_data: bypass,
        }).toString(),
      })
      const body = (await login.json()) as {
        code: number
        data?: { code: number; data?: { redirect?: string } }
      }
      tried++
      expect(login.status).toBeLessThan(500)
      const target = body.data?.data?.redirect
      if (target && new URL(target).origin !== APP)
        offSite.push(`one-tap ${JSON.stringify(bypass)} -> ${target}`)
      // An editor-defined redirect to it: refused when saved unless it is a site path or an allowed host.
      const from = `/bypass-${randomUUID().slice(0, 8)}`
      const saved = await fetch(`${GLOBAL}/cms/api/redirects`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ from, to: bypass, permanent: false }),
      })
      tried++
      if (saved.ok)
        accepted.push({
          bypass,
          from,
          id: ((await saved.json()) as { doc: { id: number } }).doc.id,
        })
      else expect(saved.status, `CMS refuses ${JSON.stringify(bypass)}`).toBe(400)
    }
    // The redirects the CMS took (site paths) are served once the proxy's table is refreshed (every 5 s).
    try {
      for (const { bypass, from } of accepted) {
        await expect
          .poll(async () => (await rawGet(from)).status, {
            timeout: 15_000,
            message: `${JSON.stringify(bypass)} served`,
          })
          .not.toBe(404)
        check('cms redirect', bypass, await rawGet(from), GLOBAL + from)
      }
    } finally {
      for (const { id } of accepted)
        await fetch(`${GLOBAL}/cms/api/redirects/${id}`, { method: 'DELETE', headers: auth })
    }
    console.log(
      `open redirects: ${tried} attempts with ${REDIRECT_BYPASSES.length} bypasses, ${offSite.length} off-site`,
    )
    expect(offSite).toEqual([])
    expect(tried).toBeGreaterThan(REDIRECT_BYPASSES.length * 10)
  })

  test('an editor-defined redirect to an allowlisted host still leaves the site, one to another host cannot be saved', async () => {
    const auth = await adminAuth()
    const refused = await fetch(`${GLOBAL}/cms/api/redirects`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ from: '/go-evil', to: `https://${EVIL_HOST}/` }),
    })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(await refused.json())).toContain('REDIRECT_HOSTS')
  })
})

test.describe('internal headers from visitors are ignored', () => {
  const subrequest = [
    'middleware:middleware:middleware:middleware:middleware',
    'src/middleware:src/middleware:src/middleware:src/middleware:src/middleware',
    'proxy:proxy:proxy:proxy:proxy',
    'src/proxy:src/proxy:src/proxy:src/proxy:src/proxy',
  ]
  for (const value of subrequest) {
    test(`x-middleware-subrequest: ${value.split(':')[0]} skips nothing`, async () => {
      const h = { 'x-middleware-subrequest': value }
      // The proxy still runs: detection, pre-navigation redirects and 404 guards.
      expect((await rawGet('/', { ...h, 'accept-language': 'ru' })).location).toBe(`${GLOBAL}/ru`)
      expect((await rawGet('/Pricing', h)).location).toBe(`${GLOBAL}/pricing`)
      expect((await rawGet('/blog/no-such-article', h)).status).toBe(404)
      // The CMS and operator routes still want a session.
      const admin = await rawGet('/admin', h)
      expect(admin.status === 200 ? admin.body : admin.location).toMatch(/login/)
      expect((await rawGet('/api/stats/export?table=daily', h)).status).toBe(401)
      expect((await rawGet('/cms/api/stat-events', h)).status).toBe(403)
    })
  }

  test("the server's own request headers cannot be forged", async () => {
    const forged = {
      'x-site-not-found': 'validation',
      'x-site-locale': 'ru',
      'x-site-path': '/ru',
      'x-site-raw-path': '//evil.example',
      'x-site-client-ip': '8.8.8.8',
    }
    const notFound = await rawGet('/no/such-page', forged)
    expect(notFound.status).toBe(404)
    expect(notFound.body).toContain('<title>Page not found: /no/such-page</title>')
    const home = await rawGet('/', forged)
    expect(home.status).toBe(200)
    expect(home.body).toMatch(/<html lang="en-US"/)
    const ip = (await (
      await fetch(`${GLOBAL}/api/sys/config/ip/get-visitor-ip`, {
        headers: { 'x-site-client-ip': '8.8.8.8' },
      })
    ).json()) as {
      data: { ip: string }
    }
    expect(ip.data.ip).not.toBe('8.8.8.8')
  })
})

test.describe('CMS sign-in', () => {
  const signIn = (email: string, password: string, ip: string) =>
    fetch(`${GLOBAL}/cms/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ email, password }),
    })

  test('is throttled per address: the 11th attempt in 5 minutes is a 429 with Retry-After', async () => {
    const ip = '192.0.2.171'
    for (let i = 0; i < 10; i++)
      expect((await signIn(`nobody-${i}@example.com`, 'wrong password', ip)).status).toBe(401)
    const refused = await signIn('nobody@example.com', 'wrong password', ip)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another address is not affected.
    expect((await signIn('nobody@example.com', 'wrong password', '192.0.2.172')).status).toBe(401)
  })

  test('no stranger can keep an account out: its session goes on, its own browser signs in at once, and the answers never say whether it exists', async () => {
    const auth = await adminAuth()
    const email = `owner-${randomUUID().slice(0, 8)}@example.com`
    const password = 'a long and correct password 1'
    const created = await fetch(`${GLOBAL}/cms/api/users`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ email, password, roles: 'editor' }),
    })
    expect(created.status).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number } }
    try {
      // The owner signs in: a session, and this browser becomes one of the account's own.
      const own = await signIn(email, password, '192.0.2.60')
      expect(own.status).toBe(200)
      const token = ((await own.json()) as { token: string }).token
      const device = /cms_device=([^;]+)/.exec(own.headers.get('set-cookie') ?? '')?.[1]
      expect(device, 'a trusted-device cookie').toBeTruthy()
      expect(own.headers.get('set-cookie')).toMatch(
        /cms_device=[^;]+; Path=\/cms\/api\/users; Max-Age=\d+; HttpOnly; SameSite=Strict/,
      )

      // Strangers guess from 24 addresses, at this account and at one that does not exist, alike.
      const answers = async (target: string, base: number) => {
        const out: string[] = []
        for (let i = 0; i < 24; i++) {
          const res = await signIn(target, `wrong ${i}`, `192.0.2.${base + i}`)
          out.push(
            `${res.status} ${((await res.json()) as { errors: { message: string }[] }).errors[0]?.message.replace(/\d+ s\b/, 'N s')}`,
          )
        }
        return out
      }
      const atAccount = await answers(email, 100)
      // Right away (the account's wait is a second or two by now): a browser the account does not know waits, even
      // with the right password; the owner's own browser signs in at once, from a new address too.
      expect((await signIn(email, password, '192.0.2.63')).status).toBe(429)
      const again = await fetch(`${GLOBAL}/cms/api/users/login`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': '192.0.2.62',
          cookie: `cms_device=${device}`,
        },
        body: JSON.stringify({ email, password }),
      })
      expect(again.status).toBe(200)
      // And the session it had goes on.
      const me = await fetch(`${GLOBAL}/cms/api/users/me`, {
        headers: { Authorization: `JWT ${token}`, 'x-forwarded-for': '192.0.2.61' },
      })
      expect(((await me.json()) as { user: { email: string } | null }).user?.email).toBe(email)
      // A device cookie of this account is worth nothing for another one.
      const other = await fetch(`${GLOBAL}/cms/api/users/login`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': '192.0.2.64',
          cookie: `cms_device=${device}`,
        },
        body: JSON.stringify({ email: process.env.ADMIN_EMAIL, password: 'wrong' }),
      })
      expect(other.status).toBe(401)

      // The same guesses at an address no account has get the same answers: nothing tells the two apart.
      const atNobody = await answers(`nobody-${randomUUID().slice(0, 8)}@example.com`, 130)
      for (const seen of [atAccount, atNobody]) {
        expect(seen.slice(0, 10)).toEqual(
          Array(10).fill('401 The email or password provided is incorrect.'),
        )
        expect(seen.slice(10)).toContain('429 Too many failed sign-in attempts. Try again in N s.')
        expect(seen.join('\n')).not.toMatch(/lock/i)
      }
      expect(new Set(atAccount)).toEqual(new Set(atNobody))
    } finally {
      await fetch(`${GLOBAL}/cms/api/users/${doc.id}`, { method: 'DELETE', headers: auth })
    }
  })

  test('GraphQL (and with it bulk sign-in mutations) is off', async () => {
    const res = await fetch(`${GLOBAL}/cms/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.99' },
      body: JSON.stringify({
        query: 'mutation { loginUser(email: "a@example.com", password: "x") { token } }',
      }),
    })
    expect(res.status).toBe(404)
  })
})

test('a path with a control character or broken percent-encoding is refused with 400 before any route, on every area', async () => {
  const paths = [
    '/%00.png',
    '/blog/a%00b',
    '/ru/%0A',
    '/zh/%1F',
    '/admin/%00',
    '/cms/api/posts/%00',
    '/api/home/base-info%00',
    '/api/%zz',
    '/_next/static/%00.js',
  ]
  for (const path of paths) {
    const res = await rawGet(path)
    expect(res.status, path).toBe(400)
    expect(res.body, path).toMatch(/control character|percent-encoded/)
    // The API answers in its envelope; everything else in plain text.
    if (path.startsWith('/api/'))
      expect(JSON.parse(res.body), path).toMatchObject({ code: 400, data: null })
  }
  // Encoded characters that are not control characters still reach their pages.
  expect((await rawGet('/blog/a%20b')).status).toBe(404)
  expect((await rawGet(`/blog/${encodeURIComponent('指纹')}`)).status).toBe(404)
})
