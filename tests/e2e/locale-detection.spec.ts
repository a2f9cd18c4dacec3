import { expect, test } from '@playwright/test'
import { GLOBAL, rawGet, ZH, ZH_HOST } from './helpers'

test.describe('locale detection on the root', () => {
  test('no preference (a crawler) gets the page it asked for', async () => {
    const res = await rawGet('/')
    expect(res.status).toBe(200)
    expect(res.body).toContain('lang="en-US"')
    const zh = await rawGet('/', { host: ZH_HOST })
    expect(zh.status).toBe(200)
    expect(zh.body).toContain('lang="zh-CN"')
  })

  test('Accept-Language picks the language', async () => {
    const res = await rawGet('/?utm_source=x', { 'accept-language': 'ru-RU,ru;q=0.9,en;q=0.8' })
    expect(res.status).toBe(302)
    // One hop: a language's home with a query keeps its trailing slash (spec section 2).
    expect(res.location).toBe(`${GLOBAL}/ru/?utm_source=x`)
    expect(res.headers.vary).toContain('Accept-Language')
  })

  test('an exact tag beats a base-language match', async () => {
    expect((await rawGet('/', { 'accept-language': 'fr-CA, ru-RU;q=0.8' })).location).toBe(
      `${GLOBAL}/ru`,
    )
    expect((await rawGet('/', { 'accept-language': 'fr-CA' })).location).toBe(`${GLOBAL}/fr`)
    expect((await rawGet('/', { 'accept-language': 'zh-TW' })).location).toBe(`${GLOBAL}/tc`)
  })

  test('the remembered cookie beats the header', async () => {
    const res = await rawGet('/', { 'accept-language': 'ru-RU', cookie: 'i18n_redirected=jp' })
    expect(res.location).toBe(`${GLOBAL}/jp`)
  })

  test('a Chinese preference on the global root goes to the Chinese origin, and back', async () => {
    expect((await rawGet('/', { 'accept-language': 'zh-CN' })).location).toBe(`${ZH}/`)
    expect((await rawGet('/', { host: ZH_HOST, 'accept-language': 'en-US' })).location).toBe(
      `${GLOBAL}/`,
    )
  })

  test('an English preference on the global root is served there', async () => {
    expect((await rawGet('/', { 'accept-language': 'en-GB' })).status).toBe(200)
    expect((await rawGet('/', { 'accept-language': 'de-DE' })).status).toBe(200)
  })

  test('the path beats every preference', async () => {
    expect(
      (await rawGet('/ko', { 'accept-language': 'ru-RU', cookie: 'i18n_redirected=jp' })).status,
    ).toBe(200)
  })

  test('navigating inside the site is never redirected by detection', async () => {
    const res = await rawGet('/', { 'accept-language': 'ru-RU', referer: `${GLOBAL}/ru` })
    expect(res.status).toBe(200)
  })
})

test('switching language stores the choice in i18n_redirected and myLocale for 365 days', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'ru-RU' })
  const page = await context.newPage()
  await page.goto(`${GLOBAL}/`)
  await expect(page).toHaveURL(`${GLOBAL}/ru`)
  await page.locator('.lang-switcher summary').click()
  await page.locator('.lang-switcher a[hreflang="en-US"]').click()
  await expect(page).toHaveURL(`${GLOBAL}/`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')

  const cookies = await context.cookies(GLOBAL)
  for (const name of ['i18n_redirected', 'myLocale']) {
    const cookie = cookies.find((c) => c.name === name)
    expect(cookie?.value, name).toBe('en')
    expect(cookie?.path).toBe('/')
    expect(cookie?.sameSite).toBe('Lax')
    expect(cookie?.secure).toBe(false)
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(364)
    expect(days).toBeLessThanOrEqual(365)
  }
  // The choice now wins over the browser language on the next visit from outside.
  const fresh = await context.newPage()
  await fresh.goto(`${GLOBAL}/`)
  await expect(fresh).toHaveURL(`${GLOBAL}/`)
  await context.close()
})
