/**
 * Privacy consent (src/client/consent.ts): visitors from where the law asks first get a banner in the page's
 * language and only what is strictly necessary until they answer; the others are not asked; a browser sending
 * Global Privacy Control is not asked and gets only what is necessary.
 */
import { readFileSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { PHONE, runtimeStarted } from './helpers'

const DESKTOP_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const consentText = (locale: string) =>
  (
    JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as {
      consent: Record<string, string>
    }
  ).consent
const en = consentText('en')

/** A visitor from `address` (the e2e server trusts loopback's X-Forwarded-For), watched for what runs. */
async function visitor(
  browser: Browser,
  address: string,
  options: Parameters<Browser['newContext']>[0] = {},
) {
  const context = await browser.newContext({
    userAgent: DESKTOP_UA,
    viewport: { width: 1280, height: 800 },
    ...options,
  })
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': address, ...options.extraHTTPHeaders })
  const seen = { fingerprints: 0, google: 0, chatConfig: 0 }
  // Google's identity script is answered at the network edge (it is only counted here).
  await context.route('https://accounts.google.com/gsi/client**', async (route) => {
    seen.google++
    await route.fulfill({
      contentType: 'text/javascript',
      body: 'window.google={accounts:{id:{initialize:function(){},prompt:function(){}}}}',
    })
  })
  context.on('request', (req) => {
    if (req.url().includes('/api/client/record-data/log')) seen.fingerprints++
    if (req.url().includes('get-chat-type-config')) seen.chatConfig++
  })
  return { context, seen }
}

const cookie = async (context: BrowserContext, name: string) =>
  (await context.cookies()).find((c) => c.name === name)
const days = (c: { expires: number } | undefined) =>
  c ? Math.round((c.expires - Date.now() / 1000) / 86_400) : NaN

/** Layout shifts from now on (the banner must cause none). */
async function watchShifts(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __shift: number }
    w.__shift = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
      })[])
        if (!entry.hadRecentInput) w.__shift += entry.value
    }).observe({ type: 'layout-shift' })
  })
  return () => page.evaluate(() => (window as unknown as { __shift: number }).__shift)
}

test('an EU visitor on a phone is asked in the page language, gets only counting until then, and accepting starts the rest', async ({
  browser,
}) => {
  const ru = consentText('ru')
  const { context, seen } = await visitor(browser, '46.4.0.1', { ...PHONE })
  const page = await context.newPage()
  await page.goto('/ru/pricing')
  const shifts = await watchShifts(page)
  await runtimeStarted(page)
  const banner = page.getByRole('region', { name: ru.region })
  await expect(banner).toBeVisible({ timeout: 10_000 })
  await expect(banner.getByRole('heading', { name: ru.title })).toBeVisible()
  await expect(banner.getByRole('link', { name: ru.policy })).toHaveAttribute('href', '/ru/privacy')
  // Shown on its own, it does not take the focus, moves nothing, and fits the phone's width.
  expect(await banner.evaluate((el) => el.contains(document.activeElement))).toBe(false)
  expect(await shifts()).toBe(0)
  const box = await banner.boundingBox()
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true)
  // axe-core on the banner itself: labelled, contrasted, its buttons named.
  const axe = await new AxeBuilder({ page }).include('.consent-banner').analyze()
  expect(
    axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([])
  // Counting runs (the view is queued) without an identifier kept on the device; nothing else starts.
  await expect
    .poll(() =>
      page.evaluate(() => (localStorage.getItem('stats_queue') ?? '').includes('"op_type"')),
    )
    .toBe(true)
  await page.waitForTimeout(3_500)
  expect(await cookie(context, 'device_id')).toBeUndefined()
  expect(seen).toMatchObject({ fingerprints: 0, google: 0 })
  // By keyboard: from the page's last link, Tab reaches the banner's buttons.
  await page.locator('[data-consent-open]').focus()
  for (
    let i = 0;
    i < 6 &&
    !(await page.evaluate(() => document.activeElement?.getAttribute('data-consent') === 'all'));
    i++
  )
    await page.keyboard.press('Tab')
  await expect(banner.getByRole('button', { name: ru.accept })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(banner).toBeHidden()
  expect((await cookie(context, 'site_consent'))?.value).toBe('all')
  expect(days(await cookie(context, 'site_consent'))).toBe(180)
  await expect
    .poll(async () => (await cookie(context, 'device_id'))?.value ?? '')
    .toMatch(/^[0-9a-f]{32}$/)
  await expect.poll(() => seen.fingerprints, { timeout: 15_000 }).toBe(1)
  await expect.poll(() => seen.google).toBeGreaterThan(0)
  // Answered: not asked again.
  await page.reload()
  await runtimeStarted(page)
  await page.waitForTimeout(1_500)
  await expect(banner).toBeHidden()
  await context.close()
})

test('an EU visitor who keeps to what is necessary is not identified, and the chat asks before it loads', async ({
  browser,
}) => {
  const { context, seen } = await visitor(browser, '81.2.69.142')
  const page = await context.newPage()
  await page.goto('/')
  await runtimeStarted(page)
  const banner = page.getByRole('region', { name: en.region })
  await expect(banner).toBeVisible({ timeout: 10_000 })
  await banner.getByRole('button', { name: en.reject }).click()
  await expect(banner).toBeHidden()
  expect((await cookie(context, 'site_consent'))?.value).toBe('necessary')
  await page.reload()
  await runtimeStarted(page)
  await page.waitForTimeout(3_500)
  await expect(banner).toBeHidden()
  expect(await cookie(context, 'device_id')).toBeUndefined()
  expect(seen).toMatchObject({ fingerprints: 0, google: 0, chatConfig: 0 })
  // The chat is a third party's: hovering loads nothing; a click asks, in the banner, which then has the focus.
  const chat = page.locator('.chat-launcher')
  await chat.hover()
  await page.waitForTimeout(500)
  expect(seen.chatConfig).toBe(0)
  await chat.click()
  await expect(banner).toBeVisible()
  await expect(banner).toContainText(en.chatReason)
  await expect(banner).toBeFocused()
  await banner.getByRole('button', { name: en.accept }).click()
  await expect.poll(() => seen.chatConfig, { timeout: 10_000 }).toBeGreaterThan(0)
  await context.close()
})

test('a visitor from outside the EU is not asked, and everything runs', async ({ browser }) => {
  const { context, seen } = await visitor(browser, '8.8.8.8')
  const page = await context.newPage()
  await page.goto('/')
  await runtimeStarted(page)
  await expect.poll(() => seen.fingerprints, { timeout: 15_000 }).toBe(1)
  expect(await cookie(context, 'device_id')).toBeDefined()
  expect(await cookie(context, 'site_consent')).toBeUndefined()
  await expect(page.locator('.consent-banner')).toHaveCount(0)
})

test('Global Privacy Control: not asked, only what is necessary; the privacy settings say why', async ({
  browser,
}) => {
  const { context, seen } = await visitor(browser, '8.8.8.8', {
    extraHTTPHeaders: { 'sec-gpc': '1' },
  })
  await context.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
  )
  const page = await context.newPage()
  await page.goto('/')
  await runtimeStarted(page)
  await page.waitForTimeout(3_500)
  await expect(page.locator('.consent-banner')).toHaveCount(0)
  expect(await cookie(context, 'device_id')).toBeUndefined()
  expect(seen).toMatchObject({ fingerprints: 0, google: 0 })
  await page.getByRole('link', { name: en.settings }).click()
  const banner = page.getByRole('region', { name: en.region })
  await expect(banner).toBeVisible()
  await expect(banner).toContainText(en.gpc)
  await expect(banner).toBeFocused()
  const axe = await new AxeBuilder({ page }).include('.consent-banner').analyze()
  expect(axe.violations.map((v) => v.id)).toEqual([])
  expect(new URL(page.url()).pathname).toBe('/')
  await context.close()
})

test('the privacy policy and the terms are pages in every language', async ({ page }) => {
  for (const [path, lang] of [
    ['/privacy', 'en-US'],
    ['/ru/privacy', 'ru-RU'],
    ['/jp/terms', 'ja-JP'],
    ['/terms', 'en-US'],
  ] as const) {
    const res = await page.goto(path)
    expect(res?.status(), path).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
    await expect(page.locator('main h1')).not.toBeEmpty()
    await expect(page.locator('main h2').first()).toBeVisible()
  }
})
