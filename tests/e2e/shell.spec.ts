import { expect, test } from '@playwright/test'
import { GLOBAL, hydrated, runtimeStarted } from './helpers'

test('the top loading bar shows during a slow client navigation and goes away after', async ({ page }) => {
  await page.goto(`${GLOBAL}/no-such-page`)
  // A client navigation needs the router: before hydration the click is a full page load, with no bar.
  await hydrated(page, '.not-found a')
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

test('the header and footer keep the server’s HTML when the page hydrates, and render anew on a client-side navigation', async ({ page }) => {
  await page.goto(`${GLOBAL}/ru/faq`)
  await runtimeStarted(page)
  const reactOwned = (selector: string) =>
    page.evaluate((css) => {
      const element = document.querySelector(css)
      return element ? Object.keys(element).some((key) => key.startsWith('__react')) : null
    }, selector)
  // The header element is React's; what is inside it is the server's HTML, not hydrated (src/client/static-markup.tsx).
  expect(await reactOwned('header.site-header')).toBe(true)
  expect(await reactOwned('header.site-header a[data-locale="en"]')).toBe(false)
  expect(await reactOwned('footer.site-footer')).toBe(true)
  expect(await reactOwned('footer.site-footer a')).toBe(false)
  await expect(page.locator('header a[data-locale="en"]')).toHaveAttribute('href', /\/faq$/)
  // A client-side navigation renders the next page's header: its language links lead to the next page.
  await page.locator('header a[href="/ru/blog"]').first().click()
  await expect(page).toHaveURL(`${GLOBAL}/ru/blog`)
  await expect(page.locator('header a[data-locale="en"]')).toHaveAttribute('href', /\/blog$/)
  await expect(page.locator('header.site-header')).toHaveCount(1)
  await expect(page.locator('footer.site-footer')).toHaveCount(1)
  expect(await reactOwned('header.site-header a[data-locale="en"]')).toBe(true)
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
