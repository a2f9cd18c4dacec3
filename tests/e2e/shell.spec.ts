import { expect, test } from '@playwright/test'
import { GLOBAL, hydrated, runtimeStarted } from './helpers'
import { COMPILE_HINT } from '../../scripts/lib/compile-hints'
import { loaderChunks } from '../../src/http/after-paint'

test('the top loading bar shows during a slow client navigation and goes away after', async ({
  page,
}) => {
  await page.goto(`${GLOBAL}/no-such-page`)
  // A client navigation needs the router: before hydration the click is a full page load, with no bar. (The
  // runtime's start tells that the page has hydrated.)
  await runtimeStarted(page)
  // Slow the route data down so the navigation outlasts the 200 ms throttle.
  await page.route(/_rsc=/, async (route) => {
    await new Promise((r) => setTimeout(r, 1200))
    await route.continue()
  })
  const bar = page.locator('.loading-bar')
  await expect(bar).toHaveCount(0)
  await page.locator('.not-found').getByRole('link').click()
  await expect(bar).toBeVisible()
  await expect(bar).toHaveCSS('height', '3px')
  await expect(page).toHaveURL(`${GLOBAL}/`)
  await expect(bar).toHaveCount(0)
})

test('the scroll-to-top button appears after one viewport height and scrolls smoothly to the top', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 500 })
  // Hold the scripts back, as a slow network does, and scroll before the button hydrates: no scroll event comes
  // after its listener is in place, and it still shows.
  let release = () => {}
  const scripts = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/_next\/static\/chunks\/.*\.js/, async (route) => {
    await scripts
    await route.continue()
  })
  await page.goto(`${GLOBAL}/`, { waitUntil: 'domcontentloaded' })
  const button = page.getByRole('button', { name: 'Back to top' })
  await page.evaluate(() => window.scrollTo(0, window.innerHeight * 1.5))
  await expect(button).toBeHidden()
  release()
  await hydrated(page, '.scroll-top')
  await expect(button).toBeVisible()
  await page.evaluate(() => window.scrollTo(0, 0))
  await expect(button).toBeHidden()
  await page.evaluate(() => window.scrollTo(0, window.innerHeight * 0.5))
  await page.waitForTimeout(400)
  await expect(button).toBeHidden()
  await page.evaluate(() => window.scrollTo(0, window.innerHeight * 1.5))
  await expect(button).toBeVisible()
  await button.click()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await expect(button).toBeHidden()
})

test("the site's links navigate in the page; a modified click, a new tab and the back button stay the browser's", async ({
  page,
  context,
}) => {
  const documents: string[] = []
  page.on(
    'request',
    (req) => req.resourceType() === 'document' && documents.push(new URL(req.url()).pathname),
  )
  await page.goto(`${GLOBAL}/ru/faq`)
  // The listener is installed in the runtime's effect, after hydration.
  await runtimeStarted(page)
  // A plain click: the router's navigation, no new document, in the same language.
  await page.locator('header a[href="/ru/blog"]').first().click()
  await expect(page).toHaveURL(`${GLOBAL}/ru/blog`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru-RU')
  expect(documents).toEqual(['/ru/faq'])
  // Back: the router restores the previous page, still without a document request.
  await page.goBack()
  await expect(page).toHaveURL(`${GLOBAL}/ru/faq`)
  expect(documents).toEqual(['/ru/faq'])
  // A ctrl-click (or shift, meta) is the browser's: a new tab with its own document; this page stays.
  const opened = context.waitForEvent('page')
  await page
    .locator('header a[href="/ru/blog"]')
    .first()
    .click({ modifiers: ['ControlOrMeta'] })
  const tab = await opened
  await tab.waitForLoadState('domcontentloaded')
  expect(new URL(tab.url()).pathname).toBe('/ru/blog')
  await tab.close()
  await expect(page).toHaveURL(`${GLOBAL}/ru/faq`)
  expect(documents).toEqual(['/ru/faq'])
})

test('a client-side navigation renders the next page’s header: its language links lead to the next page', async ({
  page,
}) => {
  await page.goto(`${GLOBAL}/ru/faq`)
  await runtimeStarted(page)
  await expect(page.locator('header a[data-locale="en"]')).toHaveAttribute('href', /\/faq$/)
  await page.locator('header a[href="/ru/blog"]').first().click()
  await expect(page).toHaveURL(`${GLOBAL}/ru/blog`)
  await expect(page.locator('header a[data-locale="en"]')).toHaveAttribute('href', /\/blog$/)
  await expect(page.locator('header.site-header')).toHaveCount(1)
  await expect(page.locator('footer.site-footer')).toHaveCount(1)
  await expect(page.locator('main#main')).toHaveCount(1)
})

test('pages hydrate without an error from React', async ({ page }) => {
  // React reports a hydration mismatch as an error (a recoverable error, or a client render of the whole page): the
  // check here is React's own, on the pages of every kind, in a prefixed language.
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message.slice(0, 200)}`))
  // A resource the sandbox cannot reach (a third party's host) is the network's error, not the page's.
  page.on(
    'console',
    (msg) =>
      msg.type() === 'error' &&
      !msg.text().startsWith('Failed to load resource') &&
      errors.push(`${page.url()}: ${msg.text().slice(0, 200)}`),
  )
  for (const path of [
    '/ru',
    '/ru/blog',
    '/ru/docs/proxies',
    '/ru/faq',
    '/ru/pricing',
    '/ru/download',
    '/ru/solutions/betting',
    '/ru/pre-sales',
  ]) {
    await page.goto(`${GLOBAL}${path}`)
    await runtimeStarted(page)
  }
  expect(errors).toEqual([])
})

test('a link an editor entered and a pricing plan’s button navigate in the page when they go to one of its pages', async ({
  page,
}) => {
  const documents: string[] = []
  page.on(
    'request',
    (req) => req.resourceType() === 'document' && documents.push(new URL(req.url()).pathname),
  )
  // The partner page's action button (a CmsLink to the pre-sales page).
  await page.goto(`${GLOBAL}/ru/partner`)
  await runtimeStarted(page)
  await page.locator('main a[href="/ru/pre-sales"]').first().click()
  await expect(page).toHaveURL(`${GLOBAL}/ru/pre-sales`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru-RU')
  // The pricing table's enterprise plan (a client island).
  await page.goto(`${GLOBAL}/ru/pricing`)
  await runtimeStarted(page)
  await page.locator('main a[href="/ru/pre-sales"]').first().click()
  await expect(page).toHaveURL(`${GLOBAL}/ru/pre-sales`)
  expect(documents).toEqual(['/ru/partner', '/ru/pricing'])
})

test('the scripts a page starts with carry V8’s compile hint, and the ones it loads later do not', async ({
  page,
}) => {
  // The production build as served (scripts/lib/compile-hints.ts): Chromium compiles these on the thread that streams
  // them in, not in hydration's task on the main thread.
  const scripts: string[] = []
  page.on('response', (response) => {
    const { pathname } = new URL(response.url())
    if (pathname.startsWith('/_next/static/chunks/') && pathname.endsWith('.js'))
      scripts.push(pathname)
  })
  const html = await (await page.request.get(`${GLOBAL}/ru/docs/proxies`)).text()
  // The after-paint loader's list, read by the module that writes it (src/http/after-paint.ts): every script the page
  // starts with.
  const listed =
    [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
      .map((m) => loaderChunks(m[1] ?? ''))
      .find((list) => list !== null) ?? []
  expect(listed.length).toBeGreaterThan(4)
  await page.goto(`${GLOBAL}/ru/docs/proxies`)
  await runtimeStarted(page)
  const later = [...new Set(scripts)].filter((src) => !listed.includes(src))
  // The visitor runtime and the islands are loaded after the page, on idle: at least those.
  expect(later.length).toBeGreaterThan(0)
  const hinted = async (src: string) =>
    (await (await page.request.get(`${GLOBAL}${src}`)).text()).startsWith(COMPILE_HINT)
  for (const src of listed) expect(await hinted(src), src).toBe(true)
  for (const src of later) expect(await hinted(src), src).toBe(false)
})
