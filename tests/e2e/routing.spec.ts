import { expect, test } from '@playwright/test'
import { GLOBAL, rawGet, ZH, ZH_HOST } from './helpers'

const homes = [
  { url: `${GLOBAL}/`, lang: 'en-US', blog: 'Blog', register: 'Sign up free' },
  { url: `${GLOBAL}/ru`, lang: 'ru-RU', blog: 'Блог', register: 'Регистрация' },
  { url: `${GLOBAL}/jp`, lang: 'ja-JP', blog: 'ブログ', register: '無料で登録' },
  { url: `${GLOBAL}/tc`, lang: 'zh-TW', blog: '部落格', register: '免費註冊' },
  { url: `${ZH}/`, lang: 'zh-CN', blog: '博客', register: '免费注册' },
]

for (const home of homes) {
  test(`home ${home.url} is served in its language with 14 hreflang alternates`, async ({
    browser,
  }) => {
    // A browser whose language is the page's own (an English browser on the Chinese root is sent to English).
    const context = await browser.newContext({ locale: home.lang })
    const page = await context.newPage()
    const response = await page.goto(home.url)
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', home.lang)
    const nav = page.getByRole('navigation', { name: /./ }).first()
    await expect(nav.getByRole('link', { name: home.blog, exact: true })).toHaveCount(1)
    await expect(page.locator('header').getByRole('link', { name: home.register })).toHaveCount(1)

    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]),
      )
    expect(alternates).toHaveLength(15)
    // Root URLs may be written with or without the trailing slash; compare them as URLs.
    const map = Object.fromEntries(
      alternates.map(([lang, href]) => [lang, new URL(href as string).href]),
    )
    expect(map['x-default']).toBe(`${GLOBAL}/`)
    expect(map['zh-CN']).toBe(`${ZH}/`)
    expect(map['ru-RU']).toBe(`${GLOBAL}/ru`)
    expect(map['vi-VN']).toBe(`${GLOBAL}/vn`)
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
    expect(new URL(canonical as string).href).toBe(new URL(home.url).href)
    await context.close()
  })
}

test('the language switcher is plain links with hreflang (works without JavaScript)', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(`${GLOBAL}/ru`)
  const links = page.locator('.lang-switcher a[hreflang]')
  await expect(links).toHaveCount(14)
  await page.locator('.lang-switcher summary').click()
  await page.locator('.lang-switcher a[hreflang="ja-JP"]').click()
  await expect(page).toHaveURL(`${GLOBAL}/jp`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja-JP')
  await context.close()
})

test('page metadata comes from the CMS with the site name appended while the title fits 60 characters', async ({
  page,
}) => {
  await page.goto(`${GLOBAL}/pricing`)
  await expect(page).toHaveTitle(/ \| Polyprofile$/)
  // 52 characters of its own: with " | Polyprofile" it would run past 60 and be cut off in results.
  await page.goto(`${GLOBAL}/ru`)
  await expect(page).toHaveTitle('Антидетект-браузер для работы с множеством аккаунтов')
  const alternates = await page
    .locator('meta[property="og:locale:alternate"]')
    .evaluateAll((m) => m.map((e) => e.getAttribute('content')))
  expect(alternates).toHaveLength(13)
  expect(alternates).not.toContain('ru_RU')
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /Сотни изолированных профилей/,
  )
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /антидетект/)
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    /Антидетект-браузер/,
  )
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', /Сотни/)
})

test('register and login links carry rel, lang and from', async ({ page }) => {
  await page.goto(`${GLOBAL}/ko`)
  const href = await page.locator('header a.btn-primary').getAttribute('href')
  const url = new URL(href as string)
  expect(url.searchParams.get('rel')).toBe('official_website')
  expect(url.searchParams.get('lang')).toBe('ko-KR')
  expect(url.searchParams.get('from')).toBe(`${GLOBAL}/ko`)
})

test('a register link followed from an address with a query carries that whole address in from', async ({
  page,
}) => {
  await page.goto(`${GLOBAL}/ko/pricing?utm_source=partner&page=2`)
  await page.waitForFunction(() => '__siteStats' in window)
  // Stay on the page: the link's own handler has run by the time the click reaches the document.
  await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault()))
  const register = page.locator('header a.btn-primary')
  await register.click()
  const url = new URL((await register.getAttribute('href')) as string)
  expect(url.searchParams.get('from')).toBe(`${GLOBAL}/ko/pricing?utm_source=partner&page=2`)
  expect(url.searchParams.get('lang')).toBe('ko-KR')
})

test('the icon page shows every icon of the sprite with its name', async ({ page }) => {
  const response = await page.goto(`${GLOBAL}/_icons`)
  expect(response?.status()).toBe(200)
  const names = await page.locator('[data-icon] code').allTextContents()
  expect(names.length).toBeGreaterThanOrEqual(15)
  for (const name of names) await expect(page.locator(`symbol#icon-${name}`)).toHaveCount(1)
})

test('a page ships only its own language’s UI strings', async () => {
  const ru = await (await fetch(`${GLOBAL}/ru`)).text()
  expect(ru).toContain('У нас что-то пошло не так')
  expect(ru).not.toContain('Something went wrong on our side')
  expect(ru).not.toContain('服务器开小差了')
  const en = await (await fetch(`${GLOBAL}/`)).text()
  expect(en).not.toContain('У нас что-то пошло не так')
})

test('the CMS admin is served at /admin and its API under /cms/api, not /api', async ({ page }) => {
  const response = await page.goto(`${GLOBAL}/admin`)
  expect(response?.status()).toBe(200)
  await expect(page.locator('input[type="email"], input[name="email"]').first()).toBeVisible({
    timeout: 15_000,
  })
  const me = await fetch(`${GLOBAL}/cms/api/users/me`)
  expect(me.status).toBe(200)
  expect(((await me.json()) as { user: unknown }).user).toBeNull()
  const anonymousUsers = await fetch(`${GLOBAL}/cms/api/users`)
  expect(anonymousUsers.status).toBe(403)
  const unknown = await fetch(`${GLOBAL}/api/users`)
  expect(unknown.status).toBe(404)
})

test('origin roots, where detection runs, are kept from shared caches; other pages are not', async () => {
  // Twice each: the first answer comes from Next.js, the second from the server's page cache.
  for (const attempt of [1, 2]) {
    for (const host of [undefined, ZH_HOST]) {
      const root = await rawGet('/', host ? { host } : {})
      expect(root.status, `root ${host} #${attempt}`).toBe(200)
      expect(root.headers['cache-control'], `root ${host} #${attempt}`).toBe('private, no-cache')
      expect(String(root.headers.vary), `root ${host} #${attempt}`).toMatch(/Cookie/)
      expect(String(root.headers.vary), `root ${host} #${attempt}`).toMatch(/Accept-Language/)
    }
    const ru = await rawGet('/ru')
    expect(ru.headers['cache-control'], `/ru #${attempt}`).toMatch(/s-maxage=/)
    const pricing = await rawGet('/pricing')
    expect(pricing.headers['cache-control'], `/pricing #${attempt}`).toMatch(/s-maxage=/)
  }
  // Detection still runs in front of the server's own cache.
  const detected = await rawGet('/', { 'accept-language': 'ru-RU' })
  expect(detected.status).toBe(302)
})

test('each script gets its own fonts first, and Japanese wraps between phrases', async ({
  page,
}) => {
  const fontOf = async (url: string) =>
    page.goto(url).then(() => page.evaluate(() => getComputedStyle(document.body).fontFamily))
  const jp = await fontOf(`${GLOBAL}/jp`)
  expect(jp).toContain('Hiragino Sans')
  expect(jp).not.toContain('PingFang SC')
  expect(
    await page.evaluate(() => getComputedStyle(document.querySelector('h1') as Element).wordBreak),
  ).toMatch(/auto-phrase|keep-all/)
  const tc = await fontOf(`${GLOBAL}/tc`)
  expect(tc).toContain('PingFang TC')
  expect(tc).not.toContain('PingFang SC')
  expect(await fontOf(`${ZH}/`)).toContain('PingFang SC')
  expect(await fontOf(`${GLOBAL}/th`)).toContain('Noto Sans Thai')
  expect(await fontOf(`${GLOBAL}/hi`)).toContain('Noto Sans Devanagari')
  expect(await fontOf(`${GLOBAL}/ko`)).toContain('Malgun Gothic')
})
