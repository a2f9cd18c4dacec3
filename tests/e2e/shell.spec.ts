import { expect, test, type Page } from '@playwright/test'
import { GLOBAL, hydrated, runtimeStarted } from './helpers'
import { COMPILE_HINT } from '../../scripts/lib/compile-hints'
import { loaderChunks } from '../../src/http/after-paint'

test('the top loading bar shows during a slow client navigation and goes away after', async ({ page }) => {
  await page.goto(`${GLOBAL}/no-such-page`)
  // A client navigation needs the router: before hydration the click is a full page load, with no bar. (The link
  // itself is the server's HTML, kept unhydrated: the runtime's start tells that the page has hydrated.)
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

test('the scroll-to-top button appears after one viewport height and scrolls smoothly to the top', async ({ page }) => {
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

test("the site's links navigate in the page; a modified click, a new tab and the back button stay the browser's", async ({ page, context }) => {
  const documents: string[] = []
  page.on('request', (req) => req.resourceType() === 'document' && documents.push(new URL(req.url()).pathname))
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

/** Whether React owns the first element the selector finds (null: there is none): hydrated or rendered by React. */
const reactOwned = (page: Page, selector: string) =>
  page.evaluate((css) => {
    const element = document.querySelector(css)
    return element ? Object.keys(element).some((key) => key.startsWith('__react')) : null
  }, selector)

test('the header, footer and a static main keep the server’s HTML when the page hydrates, and render anew on a client-side navigation', async ({ page }) => {
  await page.goto(`${GLOBAL}/ru/faq`)
  await runtimeStarted(page)
  const owned = (selector: string) => reactOwned(page, selector)
  // The header element is React's; what is inside it is the server's HTML, not hydrated (src/client/static-markup.tsx).
  expect(await owned('header.site-header')).toBe(true)
  expect(await owned('header.site-header a[data-locale="en"]')).toBe(false)
  expect(await owned('footer.site-footer')).toBe(true)
  expect(await owned('footer.site-footer a')).toBe(false)
  // The FAQ page holds no client component: its main is kept too (src/components/site-page.tsx).
  expect(await owned('main#main')).toBe(true)
  expect(await owned('main#main h1')).toBe(false)
  await expect(page.locator('header a[data-locale="en"]')).toHaveAttribute('href', /\/faq$/)
  // A client-side navigation renders the next page's header: its language links lead to the next page.
  await page.locator('header a[href="/ru/blog"]').first().click()
  await expect(page).toHaveURL(`${GLOBAL}/ru/blog`)
  await expect(page.locator('header a[data-locale="en"]')).toHaveAttribute('href', /\/blog$/)
  await expect(page.locator('header.site-header')).toHaveCount(1)
  await expect(page.locator('footer.site-footer')).toHaveCount(1)
  expect(await owned('header.site-header a[data-locale="en"]')).toBe(true)
  await expect(page.locator('main#main')).toHaveCount(1)
  expect(await owned('main#main h1')).toBe(true)
})

test('a page with client components hydrates them and keeps the server’s HTML around them', async ({ page }) => {
  const owned = (selector: string) => reactOwned(page, selector)
  // Pricing: the plans (currency and billing controls) are React's; the comparison table and the FAQ are kept.
  await page.goto(`${GLOBAL}/ru/pricing`)
  await runtimeStarted(page)
  expect(await owned('main .pricing .currency-select select')).toBe(true)
  expect(await owned('main .compare-table td')).toBe(false)
  expect(await owned('main .hero h1')).toBe(false)
  // Download: the picker is React's, the list of every platform is kept.
  await page.goto(`${GLOBAL}/ru/download`)
  await runtimeStarted(page)
  expect(await owned('main .download-primary')).toBe(true)
  expect(await owned('main [data-download-link]')).toBe(false)
  // A block page: each block is kept, but the contact block's form is React's (src/blocks/render.tsx).
  await page.goto(`${GLOBAL}/ru/solutions/betting`)
  await runtimeStarted(page)
  expect(await owned('main h1')).toBe(false)
  await page.goto(`${GLOBAL}/ru/pre-sales`)
  await runtimeStarted(page)
  expect(await owned('main form.consultation-form input')).toBe(true)
  expect(await owned('main h1')).toBe(false)
})

test('pages hydrate without an error from React, and a static main is the server’s HTML unchanged', async ({ page }) => {
  // React reports a hydration mismatch as an error (a recoverable error, or a client render of the whole page): the
  // check here is React's own, on the pages of every kind, static and hydrated, in a prefixed language.
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message.slice(0, 200)}`))
  // A resource the sandbox cannot reach (a third party's host) is the network's error, not the page's.
  page.on(
    'console',
    (msg) => msg.type() === 'error' && !msg.text().startsWith('Failed to load resource') && errors.push(`${page.url()}: ${msg.text().slice(0, 200)}`),
  )
  const pages: [string, 'static' | 'hydrated'][] = [
    ['/ru', 'static'],
    ['/ru/blog', 'static'],
    ['/ru/docs/proxies', 'static'],
    ['/ru/faq', 'static'],
    ['/ru/pricing', 'hydrated'],
    ['/ru/download', 'hydrated'],
    ['/ru/solutions/betting', 'hydrated'],
    ['/ru/pre-sales', 'hydrated'],
  ]
  for (const [path, main] of pages) {
    const served = await (await page.request.get(`${GLOBAL}${path}`)).text()
    await page.goto(`${GLOBAL}${path}`)
    await runtimeStarted(page)
    if (main === 'static') {
      // The browser's own parser reads the server's main; after hydration the page's main is that, node for node.
      const same = await page.evaluate((html) => {
        const fromServer = new DOMParser().parseFromString(html, 'text/html').querySelector('main#main')
        const live = document.querySelector('main#main')
        return Boolean(fromServer && live && fromServer.isEqualNode(live))
      }, served)
      expect(same, path).toBe(true)
    }
  }
  expect(errors).toEqual([])
})

test('a link an editor entered and a pricing plan’s button navigate in the page when they go to one of its pages', async ({ page }) => {
  const documents: string[] = []
  page.on('request', (req) => req.resourceType() === 'document' && documents.push(new URL(req.url()).pathname))
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

test('the scripts a page starts with carry V8’s compile hint, and the ones it loads later do not', async ({ page }) => {
  // The production build as served (scripts/lib/compile-hints.ts): Chromium compiles these on the thread that streams
  // them in, not in hydration's task on the main thread.
  const scripts: string[] = []
  page.on('response', (response) => {
    const { pathname } = new URL(response.url())
    if (pathname.startsWith('/_next/static/chunks/') && pathname.endsWith('.js')) scripts.push(pathname)
  })
  const html = await (await page.request.get(`${GLOBAL}/ru/docs/proxies`)).text()
  // The after-paint loader's list, read by the module that writes it (src/http/after-paint.ts): every script the page
  // starts with.
  const listed = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => loaderChunks(m[1] ?? '')).find((list) => list !== null) ?? []
  expect(listed.length).toBeGreaterThan(4)
  await page.goto(`${GLOBAL}/ru/docs/proxies`)
  await runtimeStarted(page)
  const later = [...new Set(scripts)].filter((src) => !listed.includes(src))
  // The visitor runtime and the islands are loaded after the page, on idle: at least those.
  expect(later.length).toBeGreaterThan(0)
  const hinted = async (src: string) => (await (await page.request.get(`${GLOBAL}${src}`)).text()).startsWith(COMPILE_HINT)
  for (const src of listed) expect(await hinted(src), src).toBe(true)
  for (const src of later) expect(await hinted(src), src).toBe(false)
})
