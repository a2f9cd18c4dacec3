import AxeBuilder from '@axe-core/playwright'
import { readFileSync } from 'node:fs'
import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { importPKCS8, SignJWT } from 'jose'
import { adminAuth, GLOBAL, PHONE, runtimeStarted, ZH } from './helpers'

/** The runtime starts after load and idle; tests wait for it. */
const queued = (page: Page) =>
  page.evaluate(() =>
    (JSON.parse(localStorage.getItem('stats_queue') ?? '[]') as { id: string }[]).map((r) => r.id),
  )
/** Names of the web vitals waiting in the queue (sent ones leave it). */
const queuedVitals = (page: Page) =>
  page.evaluate(() =>
    (
      JSON.parse(localStorage.getItem('stats_queue') ?? '[]') as {
        op_obj_value: { type?: string; name?: string }
      }[]
    )
      .filter((r) => r.op_obj_value.type === 'vital')
      .map((r) => r.op_obj_value.name),
  )
const forceFlush = (page: Page) =>
  page.evaluate(() =>
    (
      window as unknown as { __siteStats: { flush: (force: boolean) => Promise<void> } }
    ).__siteStats.flush(true),
  )

async function storedEvents(where: Record<string, string>) {
  const auth = await adminAuth()
  const query = Object.entries(where)
    .map(([k, v]) => `where[${k}][equals]=${encodeURIComponent(v)}`)
    .join('&')
  const res = await fetch(`${GLOBAL}/cms/api/stat-events?${query}&limit=0`, { headers: auth })
  return ((await res.json()) as { totalDocs: number }).totalDocs
}
async function storedIds(ids: string[]) {
  const auth = await adminAuth()
  const res = await fetch(
    `${GLOBAL}/cms/api/stat-events?where[eventId][in]=${ids.join(',')}&limit=0`,
    { headers: auth },
  )
  return ((await res.json()) as { totalDocs: number }).totalDocs
}
async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((c) => c.name === name)
}
const days = (c: { expires: number } | undefined) =>
  c ? Math.round((c.expires - Date.now() / 1000) / 86_400) : NaN

// A person's desktop browser: the server drops statistics from headless browsers (the test browser's own agent).
test.use({
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
})

// Third parties are the network edge these tests cannot reach: answer them with empty scripts (tests that need
// them answer with fixtures of their own), so their failures do not add error events to the queue.
test.beforeEach(async ({ context }) => {
  for (const host of ['https://accounts.google.com/**', 'https://widget.polyprofile.com/**']) {
    await context.route(host, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: '' }),
    )
  }
})

test('20 clicks make one encrypted beacon that the server stores as 20 rows; the device id cookie lives 360 days', async ({
  page,
  context,
}) => {
  await page.goto('/pricing')
  await runtimeStarted(page)
  // Send the page's own view, expose and web-vital events first: exposes arrive a moment after start, TTFB once
  // the vitals library has loaded, LCP at the first input (the click on the heading).
  await expect.poll(() => queuedVitals(page), { timeout: 10_000 }).toContain('TTFB')
  await page.locator('h1').click()
  await expect.poll(() => queuedVitals(page)).toContain('LCP')
  await page.waitForTimeout(1_000)
  await forceFlush(page)
  await expect.poll(() => queued(page)).toEqual([])
  const beacons: string[] = []
  page.on(
    'request',
    (req) => req.url().includes('/api/stats/collect') && beacons.push(req.postData() ?? ''),
  )
  const done = page.waitForResponse((res) => res.url().includes('/api/stats/collect'))
  const annual = page.locator('[data-track-click="billing annual"]')
  for (let i = 0; i < 20; i++) await annual.click()
  expect((await done).status()).toBe(200)
  expect(beacons).toHaveLength(1)
  expect(beacons[0]).toMatch(/^_t=.+&_a=.+$/)
  expect(beacons[0]).not.toContain('billing')
  const device = await cookie(context, 'device_id')
  expect(days(device)).toBe(360)
  await expect.poll(() => storedEvents({ deviceId: device?.value ?? '', kind: 'click' })).toBe(20)
  expect(await queued(page)).toEqual([])
})

test('a queue below 20 events is sent after 10 s without new events', async ({ page }) => {
  await page.goto('/pricing')
  await runtimeStarted(page)
  // Every event is timed as it is queued: the runtime's later steps (the web vitals, one an idle period) queue
  // events of their own, each of which restarts the 10 s. On a busy machine they came seconds after the click, and
  // timed from the click alone the send looked 18-20 s late when it was 10 s after the last event.
  await page.evaluate(() => {
    const w = window as unknown as {
      __siteStats: { track: (...args: unknown[]) => void }
      __lastTracked: number
    }
    const queue = w.__siteStats
    const track = queue.track.bind(queue)
    queue.track = (...args) => {
      w.__lastTracked = Date.now()
      track(...args)
    }
  })
  await forceFlush(page)
  const res = page.waitForResponse((r) => r.url().includes('/api/stats/collect'), {
    timeout: 40_000,
  })
  await page.locator('[data-track-click="billing annual"]').click()
  const clicked = Date.now()
  expect((await res).status()).toBe(200)
  const sent = Date.now()
  const lastTracked = await page.evaluate(
    () => (window as unknown as { __lastTracked: number }).__lastTracked,
  )
  // The click's own event is the first timed; the send waits 10 s from the last one, and not less.
  expect(lastTracked).toBeGreaterThanOrEqual(clicked - 1_000)
  expect(sent - clicked).toBeGreaterThanOrEqual(9_000)
  expect(sent - lastTracked).toBeGreaterThanOrEqual(9_000)
  expect(sent - lastTracked).toBeLessThan(15_000)
})

test('events queued while the server is down survive a reload and arrive later', async ({
  context,
}) => {
  // The server is down: the collect endpoint fails, and so does the browser's beacon on page hide.
  const down = await context.newPage()
  await down.addInitScript(() => {
    navigator.sendBeacon = () => false
  })
  await down.route('**/api/stats/collect', (route) => route.abort('failed'))
  await down.goto('/pricing')
  await runtimeStarted(down)
  for (let i = 0; i < 3; i++) await down.locator('[data-track-click="billing monthly"]').click()
  await forceFlush(down)
  const ids = await queued(down)
  expect(ids.length).toBeGreaterThanOrEqual(4)
  await down.reload()
  await runtimeStarted(down)
  await forceFlush(down)
  expect(await queued(down)).toEqual(expect.arrayContaining(ids))
  expect(await storedIds(ids)).toBe(0)
  await down.close()

  // Back up: the next page sends what the earlier one kept.
  const up = await context.newPage()
  await up.goto('/pricing')
  await expect.poll(() => storedIds(ids), { timeout: 20_000 }).toBe(ids.length)
  await expect.poll(async () => (await queued(up)).filter((id) => ids.includes(id))).toEqual([])
})

test('the fingerprint is reported once per hash, looked at once a day, and drawn off the main thread', async ({
  page,
}) => {
  const workers: string[] = []
  page.on('worker', (worker) => workers.push(worker.url()))
  const reports: string[] = []
  page.on(
    'request',
    (req) =>
      req.url().includes('/api/client/record-data/log') && reports.push(req.postData() ?? ''),
  )
  await page.goto('/')
  await runtimeStarted(page)
  await expect.poll(() => reports.length).toBe(1)
  expect(decodeURIComponent(reports[0] as string)).toContain('WWW_FINGERPRINT_INFO')
  // The time zone is read in the worker too (its first Intl use is a long task on a phone), and is the page's own.
  const form = new URLSearchParams(reports[0] as string)
  const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)
  expect(JSON.parse(form.get('data') ?? '{}')).toMatchObject({ timezone: zone })
  // The hash is kept once the server has confirmed the report (a reload before that reports again, rightly).
  await expect.poll(() => page.evaluate(() => localStorage.getItem('fp_last_hash'))).not.toBeNull()
  await page.reload()
  await runtimeStarted(page)
  await page.waitForTimeout(2_000)
  expect(reports).toHaveLength(1)
  // The canvas, WebGL and font probes ran in a worker (OffscreenCanvas), not on the page's main thread.
  expect(workers.some((url) => url.includes('/_next/static/'))).toBe(true)
  // Within a day the device is not looked at again, even if its fingerprint changed since.
  await page.evaluate(() => localStorage.setItem('fp_last_hash', 'something-else'))
  await page.reload()
  await runtimeStarted(page)
  await page.waitForTimeout(2_000)
  expect(reports).toHaveLength(1)
  // A day later it is, and the changed hash is reported.
  await page.evaluate(() =>
    localStorage.setItem('fp_checked_at', String(Date.now() - 25 * 3_600_000)),
  )
  await page.reload()
  await expect.poll(() => reports.length).toBe(2)
})

test('real-user web vitals are measured after load and arrive through the beacon for the page they measure', async ({
  page,
  context,
}) => {
  await page.goto('/pricing')
  await runtimeStarted(page)
  await expect.poll(() => queuedVitals(page), { timeout: 10_000 }).toContain('TTFB')
  // An interaction makes LCP final; leaving the page reports CLS and INP (the queue persists them at once and
  // sends what the hidden page could not on the next page).
  await page.locator('[data-track-click="billing annual"]').click()
  await page.goto('/faq')
  await runtimeStarted(page)
  await forceFlush(page)
  const auth = await adminAuth()
  const vitals = async () => {
    const device = (await cookie(context, 'device_id'))?.value ?? ''
    const res = await fetch(
      `${GLOBAL}/cms/api/stat-events?where[deviceId][equals]=${device}&where[key][like]=vital&limit=50&depth=0`,
      { headers: auth },
    )
    return (
      (await res.json()) as {
        docs: {
          key: string
          kind: string
          path: string
          value: { value: number; rating: string }
        }[]
      }
    ).docs
  }
  // The left page's vitals carry its own address (the new page's TTFB may already be there too).
  const ofPricing = async () =>
    (await vitals()).filter((d) => d.path === '/pricing').map((d) => d.key)
  await expect
    .poll(ofPricing, { timeout: 20_000 })
    .toEqual(expect.arrayContaining(['vital:LCP', 'vital:TTFB', 'vital:CLS']))
  for (const doc of await vitals()) {
    expect(['/pricing', '/faq']).toContain(doc.path)
    expect(doc.value.value).toBeGreaterThanOrEqual(0)
    expect(['good', 'needs-improvement', 'poor']).toContain(doc.value.rating)
  }
  // Vitals are not page views: the two pages make exactly two.
  expect(
    await storedEvents({
      deviceId: (await cookie(context, 'device_id'))?.value ?? '',
      key: 'page',
    }),
  ).toBe(2)
})

test('first-visit referrer (365 days), campaign source recorded once, referral cookie (7 days)', async ({
  page,
  context,
}) => {
  const sources: string[] = []
  page.on(
    'request',
    (req) =>
      req.url().includes('/api/sys/user/passport/record-source') &&
      sources.push(req.postData() ?? ''),
  )
  await page.goto('/pricing?utm_source=newsletter&utm_campaign=winter&ref=FRIEND_7', {
    referer: 'https://news.example.com/article',
  })
  await runtimeStarted(page)
  await expect
    .poll(async () => (await cookie(context, '_POWER_REFERRER'))?.value)
    .toBe(encodeURIComponent('https://news.example.com/article'))
  expect(days(await cookie(context, '_POWER_REFERRER'))).toBe(365)
  await expect.poll(async () => (await cookie(context, '_POWER_REF_CODE'))?.value).toBe('FRIEND_7')
  expect(days(await cookie(context, '_POWER_REF_CODE'))).toBe(7)
  await expect.poll(() => sources.length).toBe(1)
  expect(decodeURIComponent(sources[0] as string)).toContain('"utm_campaign":"winter"')
  // A later visit keeps the first referrer and does not record the same campaign again.
  await page.goto('/pricing?utm_source=newsletter&utm_campaign=winter', {
    referer: 'https://other.example.com/',
  })
  await runtimeStarted(page)
  await page.waitForTimeout(1_500)
  expect(sources).toHaveLength(1)
  expect((await cookie(context, '_POWER_REFERRER'))?.value).toBe(
    encodeURIComponent('https://news.example.com/article'),
  )
})

async function googleToken(claims: Record<string, unknown> = {}) {
  const fixture = JSON.parse(readFileSync('data/e2e/google-test-key.json', 'utf8')) as {
    kid: string
    pem: string
  }
  const now = Math.floor(Date.now() / 1000)
  return new SignJWT({
    email: 'onetap@example.com',
    email_verified: true,
    name: 'One Tap',
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: fixture.kid })
    .setIssuer('https://accounts.google.com')
    .setAudience('e2e-client.apps.googleusercontent.com')
    .setSubject(String(claims.sub ?? `onetap-${now}`))
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .sign(await importPKCS8(fixture.pem, 'RS256'))
}

/** Google's identity script, replaced at the network edge by one that follows its API and answers the prompt. */
async function fakeGoogle(context: BrowserContext, credential: string) {
  const loads: string[] = []
  await context.route('https://accounts.google.com/gsi/client**', async (route) => {
    loads.push(route.request().url())
    await route.fulfill({
      contentType: 'text/javascript',
      body: `window.google={accounts:{id:{initialize:function(o){window.__gsi=o},prompt:function(){window.__promptedAt=performance.now();window.__gsi.callback({credential:${JSON.stringify(credential)},select_by:'user'})}}}}`,
    })
  })
  return loads
}

test('one-tap: the prompt 3 s after load, then the app with t = cpl', async ({ browser }) => {
  const context = await browser.newContext()
  const loads = await fakeGoogle(context, await googleToken())
  let appUrl = ''
  await context.route('https://app.polyprofile.com/**', async (route) => {
    appUrl = route.request().url()
    await route.fulfill({ contentType: 'text/html', body: '<title>app</title>' })
  })
  const page = await context.newPage()
  await page.goto('/ru/pricing')
  await expect
    .poll(() => appUrl, { timeout: 15_000 })
    .toMatch(/^https:\/\/app\.polyprofile\.com\/\?t=[A-Za-z0-9_-]{16,}/)
  expect(loads[0]).toContain('hl=ru-RU')
  await context.close()
})

test('one-tap: a refused sign-in shows the toast in the page language', async ({ browser }) => {
  const context = await browser.newContext()
  await fakeGoogle(context, 'not-a-valid-google-id-token-at-all')
  const page = await context.newPage()
  await page.goto(`${ZH}/pricing`)
  await expect(page.locator('[data-toast="failed"]')).toHaveText('注册失败！', { timeout: 15_000 })
  await expect(page.locator('[data-toast="failed"]')).toHaveCount(0, { timeout: 6_000 })
  await context.close()
})

const chatConfig = (src: string) =>
  JSON.stringify({
    code: 0,
    msg: 'ok',
    data: { chat: 'SS_ROBOT', chat_info: { js: `<script async src="${src}"></script>` } },
  })

test('a chat script on a host outside the allowlist is never injected', async ({ page }) => {
  await page.route('**/api/sys/config/register-chat/get-chat-type-config**', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: chatConfig('https://evil.example.com/chat.js'),
    }),
  )
  const warnings: string[] = []
  page.on('console', (msg) => msg.type() === 'warning' && warnings.push(msg.text()))
  await page.goto('/pricing')
  await runtimeStarted(page)
  await page.locator('.chat-launcher').click()
  await expect.poll(() => warnings.some((w) => w.includes('evil.example.com'))).toBe(true)
  // No chat: the button steps aside.
  await expect(page.locator('.chat-launcher')).toHaveCount(0)
  await expect(page.locator('script[src*="evil.example.com"]')).toHaveCount(0)
})

test('an allowed chat widget is injected; its open frame moves the floating buttons up', async ({
  page,
}) => {
  await page.route('**/api/sys/config/register-chat/get-chat-type-config**', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: chatConfig('https://widget.polyprofile.com/chat-test.js'),
    }),
  )
  await page.route('https://widget.polyprofile.com/**', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `var f=document.createElement('iframe');f.setAttribute('data-chat-frame','');f.title='chat';f.style.cssText='position:fixed;right:0;bottom:0;width:360px;height:400px;border:0';document.body.appendChild(f);`,
    }),
  )
  const chatCalls: string[] = []
  let addressLookups = 0
  page.on(
    'request',
    (r) =>
      /get-chat-type-config|chat\/choose|widget\.polyprofile/.test(r.url()) &&
      chatCalls.push(r.url()),
  )
  // The visitor's address is looked up once, for the consent decision (its country), not by the chat.
  page.on('request', (r) => r.url().includes('get-visitor-ip') && addressLookups++)
  // Not the pricing page: it asks for the visitor's address itself (the currency of their country).
  await page.goto('/about-us')
  await runtimeStarted(page)
  // Nothing of the chat loads until the visitor reaches for its button (a real, labelled button).
  const launcher = page.getByRole('button', { name: 'Chat with us' })
  await expect(launcher).toBeVisible()
  await page.waitForTimeout(1_000)
  expect(chatCalls).toEqual([])
  expect(addressLookups).toBe(1)
  await launcher.hover()
  await expect(page.locator('script[data-chat-widget]')).toHaveAttribute(
    'src',
    'https://widget.polyprofile.com/chat-test.js',
  )
  // The widget took over: the button steps aside.
  await expect(launcher).toHaveCount(0)
  await expect
    .poll(() =>
      page.evaluate(
        () => getComputedStyle(document.querySelector('.float-stack') as Element).bottom,
      ),
    )
    .toBe('405px')
  await page.evaluate(
    () => ((document.querySelector('[data-chat-frame]') as HTMLElement).style.display = 'none'),
  )
  await expect
    .poll(() =>
      page.evaluate(
        () => getComputedStyle(document.querySelector('.float-stack') as Element).bottom,
      ),
    )
    .toBe('93px')
})

test('mobile registration banner: shows after 1 s, hides on scroll down, returns on scroll up and after 5 s idle, closes', async ({
  browser,
}) => {
  const context = await browser.newContext(PHONE)
  const page = await context.newPage()
  await page.goto('/ru/blog')
  const banner = page.locator('.register-banner')
  await expect(banner).toHaveAttribute('data-banner-state', 'visible', { timeout: 15_000 })
  await expect(banner.locator('.register-banner-art')).toHaveAttribute(
    'data-src',
    '/banners/register-ru.svg',
  )
  await expect(banner.locator('.register-banner-art > svg')).toHaveAttribute('lang', 'ru')
  const link = new URL(
    (await banner.locator('.register-banner-link').getAttribute('href')) as string,
  )
  expect(link.searchParams.get('rel')).toBe('official_website')
  expect(link.searchParams.get('lang')).toBe('ru-RU')
  expect(link.searchParams.get('from')).toBe(`${GLOBAL}/ru/blog`)
  await expect(banner.locator('.register-banner-link')).toHaveAttribute('target', '_blank')
  await page.mouse.wheel(0, 600)
  await expect(banner).toHaveAttribute('data-banner-state', 'hidden')
  await page.mouse.wheel(0, -300)
  await expect(banner).toHaveAttribute('data-banner-state', 'visible')
  await page.mouse.wheel(0, 600)
  await expect(banner).toHaveAttribute('data-banner-state', 'hidden')
  const hiddenAt = Date.now()
  await expect(banner).toHaveAttribute('data-banner-state', 'visible', { timeout: 8_000 })
  expect(Date.now() - hiddenAt).toBeGreaterThanOrEqual(4_000)
  const box = await banner.boundingBox()
  await page.touchscreen.tap(
    (box?.x ?? 0) + (box?.width ?? 0) * 0.04,
    (box?.y ?? 0) + (box?.height ?? 0) / 2,
  )
  await expect(banner).toHaveCount(0)
  await context.close()
})

test('the banner picture and its alt text are in one language: Japanese pages show the English picture, described in English', async ({
  browser,
}) => {
  const context = await browser.newContext(PHONE)
  const page = await context.newPage()
  for (const [path, picture, lang, alt, title] of [
    [
      '/jp',
      '/banners/register-en.svg',
      'en-US',
      'Get free browser profiles: sign up in one minute',
      'Get free browser profiles. Sign up in one minute. Sign up free',
    ],
    [
      '/ru',
      '/banners/register-ru.svg',
      'ru-RU',
      'Бесплатные профили браузера: регистрация за одну минуту',
      'Бесплатные профили браузера. Регистрация за одну минуту. Регистрация',
    ],
  ] as const) {
    await page.goto(path)
    // The picture is drawn inline: one image, named by the alt text, in the picture's language.
    const image = page.locator('.register-banner [role="img"]').first()
    await expect(image).toHaveAttribute('data-src', picture, { timeout: 15_000 })
    await expect(image).toHaveAttribute('aria-label', alt)
    await expect(image).toHaveAttribute('lang', lang)
    await expect(page.getByRole('img', { name: alt })).toHaveCount(1)
    await expect(image.locator('svg title')).toHaveText(title)
    // An outside check of the drawn banner: the phone axe pass in validators.spec.ts runs at load, without a phone's
    // user agent, so it never sees the banner.
    await expect(page.locator('.register-banner.is-visible')).toHaveCount(1)
    const audit = await new AxeBuilder({ page }).include('.register-banner').analyze()
    expect(
      audit.violations.map(
        (v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([])
    expect(audit.passes.length).toBeGreaterThan(0)
  }
  await context.close()
})

/**
 * Records, from before the page's first script, when each selector first matches and when React has hydrated the
 * floating button stack (its element carries React's props: `hydrated` in helpers.ts), both in ms after the load
 * event, which the spec times the islands from. The framework's scripts start after the first paint
 * (src/http/after-paint.ts), so on a slow machine hydration can end after a timed island's moment: no island can
 * show before the page is interactive, and then it must show at once.
 */
async function recordAppearances(page: Page, selectors: string[]) {
  await page.addInitScript((watched) => {
    const seen: Record<string, number> = {}
    ;(window as unknown as { __appeared: Record<string, number> }).__appeared = seen
    new MutationObserver(() => {
      for (const sel of watched)
        if (!(sel in seen) && document.querySelector(sel)) seen[sel] = performance.now()
    }).observe(document, { childList: true, subtree: true, attributes: true })
    const poll = setInterval(() => {
      const stack = document.querySelector('.float-stack')
      if (stack && Object.keys(stack).some((key) => key.startsWith('__reactProps'))) {
        seen.hydrated = performance.now()
        clearInterval(poll)
      }
    }, 5)
  }, selectors)
  return async (): Promise<Record<string, number>> => {
    await page.waitForFunction(
      (all) => all.every((k) => k in (window as unknown as { __appeared: object }).__appeared),
      [...selectors, 'hydrated'],
    )
    return page.evaluate(() => {
      const load = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
        .loadEventEnd
      const seen = (window as unknown as { __appeared: Record<string, number> }).__appeared
      return Object.fromEntries(Object.entries(seen).map(([k, v]) => [k, Math.round(v - load)]))
    })
  }
}

test('the zh consultation button appears 500 ms after load and a tap keeps its QR open until the next tap', async ({
  browser,
}) => {
  const context = await browser.newContext(PHONE)
  const page = await context.newPage()
  const appeared = await recordAppearances(page, ['.consult-button', '.register-banner.is-visible'])
  await page.goto(`${ZH}/pricing`, { waitUntil: 'load' })
  const times = await appeared()
  const { hydrated } = times
  const shownAfter = times['.consult-button']
  const bannerAfter = times['.register-banner.is-visible']
  test.info().annotations.push({
    type: 'after load (ms)',
    description: `hydrated ${hydrated}, consultation button ${shownAfter}, banner ${bannerAfter}`,
  })
  // Never early; on time, or soon after hydration where that ends later. "Soon" is the page's commit and effects,
  // then one render of the islands, which a slower machine makes slower in proportion: 300 ms, or half as long as
  // hydration ran on after load, whichever is more. Measured on this machine (zh pricing on a phone, 4 loads each):
  // 2-120 ms after the stack's hydration without a slowdown, 100-210 ms at 4x CPU slowdown, 150-350 ms at 6x, where
  // hydration ended up to 1,600 ms after load (traced before the button showed in its first render: 290-320 ms at 4x).
  const soon = (due: number) => Math.max(due, hydrated) + Math.max(300, hydrated / 2)
  expect(shownAfter).toBeGreaterThanOrEqual(490)
  expect(shownAfter).toBeLessThan(soon(500))
  expect(bannerAfter).toBeGreaterThanOrEqual(990)
  expect(bannerAfter).toBeLessThan(soon(1_000))
  const button = page.locator('.consult-button')
  await button.tap()
  await page.waitForTimeout(500)
  await expect(page.locator('#consult-qr')).toBeVisible()
  await button.tap()
  await expect(page.locator('#consult-qr')).toBeHidden()
  await context.close()
})

test('the banner is only for phones and the consultation button only on the Chinese site', async ({
  page,
}) => {
  await page.goto('/')
  await runtimeStarted(page)
  await page.waitForTimeout(1_200)
  await expect(page.locator('.register-banner')).toHaveCount(0)
  await expect(page.locator('.consult-button')).toHaveCount(0)
  await page.goto(`${ZH}/pricing`)
  const button = page.locator('.consult-button')
  await expect(button).toBeVisible({ timeout: 15_000 })
  await expect(page.locator('#consult-qr')).toBeHidden()
  await button.hover()
  await expect(page.locator('#consult-qr img')).toBeVisible()
  await page.mouse.move(5, 5)
  await expect(page.locator('#consult-qr')).toBeHidden()
})

test('a chunk-load error reloads the page at most once per 10 s for the same path', async ({
  page,
}) => {
  await page.goto('/faq')
  await runtimeStarted(page)
  const fail = () =>
    page.evaluate(() =>
      window.dispatchEvent(
        new PromiseRejectionEvent('unhandledrejection', {
          promise: Promise.resolve(),
          reason: { name: 'ChunkLoadError', message: 'Loading chunk 42 failed.' },
        }),
      ),
    )
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1))
  const reloaded = page.waitForEvent('load')
  await fail()
  await reloaded
  expect(
    await page.evaluate(() => (window as unknown as { marker?: number }).marker),
  ).toBeUndefined()
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 2))
  await fail()
  await page.waitForTimeout(1_500)
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(2)
})

test('after a new build id, the next navigation is a full page load', async ({ page }) => {
  const documents: string[] = []
  page.on('request', (req) => req.resourceType() === 'document' && documents.push(req.url()))
  await page.goto('/faq')
  await runtimeStarted(page)
  await page.locator('header a[href="/blog"]').first().click()
  await page.waitForURL('**/blog')
  expect(documents).toHaveLength(1)

  await page.route('**/api/builds/latest.json**', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ code: 0, msg: 'ok', data: { id: 'a-newer-build' } }),
    }),
  )
  await page.goto('/faq')
  await runtimeStarted(page)
  await page.waitForTimeout(500)
  documents.length = 0
  await page.locator('header a[href="/blog"]').first().click()
  await page.waitForURL('**/blog')
  expect(documents.some((url) => url.endsWith('/blog'))).toBe(true)
})
