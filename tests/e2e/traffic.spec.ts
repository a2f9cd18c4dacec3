/**
 * Real traffic (issue 45): junk addresses answered without a render and limited per client, redirects in one hop
 * with the query as sent, crawlers never redirected by language, the site's 404 for every unknown address.
 */
import { runInNewContext } from 'node:vm'
import { expect, test, type Page } from '@playwright/test'
import { GLOBAL, rawGet, ZH_HOST } from './helpers'

/** A client of its own (the e2e server trusts loopback's forwarding header), so limits start afresh. */
const client = (n: number) => ({ 'x-forwarded-for': `203.0.113.${n}` })

/** The server-components payload of a page as the browser reads it: its inline scripts run on a stand-in `self`. */
function payloadOf(html: string): string {
  const self: { __next_f?: [number, string?][] } = {}
  for (const [, text = ''] of html.matchAll(/<script>([\s\S]*?)<\/script>/g))
    if (text.includes('__next_f')) runInNewContext(text, { self })
  return (self.__next_f ?? []).map((push) => push[1] ?? '').join('')
}

/** Loads a page, and returns the errors the page and its console reported meanwhile (hydration mismatches among them). */
async function errorsOf(
  page: Page,
  url: string,
): Promise<{ status: number | undefined; errors: string[]; html: string }> {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(String(error)))
  page.on('console', (message) => {
    // Failed loads (the document's own 404 status, third parties this machine cannot reach) are not the page's errors.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text())
  })
  const response = await page.goto(url)
  await page.waitForLoadState('load')
  await page.waitForTimeout(500)
  return { status: response?.status(), errors, html: (await response?.text()) ?? '' }
}

test('a 404 answered from its template shows the address as typed, hydrates without a mismatch and keeps its title', async ({
  page,
}) => {
  // Quotes, markup, an ampersand, an escaped and a raw non-ASCII letter, and a query: each escaped where it stands.
  const address = `/ru/x%22%3Cb%3E'&/y-${Date.now()}?a=1&b=%C3%A9"<>`
  for (let i = 0; i < 2; i++) await rawGet(`/ru/warm-${i}/x`, client(1))
  const { status, errors, html } = await errorsOf(page, `${GLOBAL}${address}`)
  expect(status).toBe(404)
  const shown = await page.evaluate(() => location.pathname + location.search)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Страница не найдена: ${shown}`)
  await expect(page).toHaveTitle(`Страница не найдена: ${shown}`)
  await expect(page.locator('#not-found-search')).toHaveValue(/^y \d+$/)
  expect(errors).toEqual([])
  // The payload the page hydrated from says the same (JSON inside JSON, as Next.js writes it).
  expect(payloadOf(html)).toContain(JSON.stringify(`Страница не найдена: ${shown}`))
})

test('a search that finds nothing, from its template, keeps the query in the box, the title and the payload', async ({
  page,
}) => {
  // Quotes and markup, which the payload escapes twice (JSON inside JSON), in a query no page matches.
  const q = `zzq "<zq>" & ${Date.now()}`
  const { status, errors } = await errorsOf(page, `${GLOBAL}/jp/search?q=${encodeURIComponent(q)}`)
  expect(status).toBe(200)
  await expect(page.locator('.search-result')).toHaveCount(0)
  await expect(page.locator('#site-search-input')).toHaveValue(q)
  await expect(page).toHaveTitle(new RegExp(`${q.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`))
  expect(errors).toEqual([])
  // Still the page's own search: typing a word it has finds it.
  await page.locator('#site-search-input').fill('proxy')
  await expect(page.locator('.search-result').first()).toBeVisible()
})

test('404s and searches are limited per client with 429 and Retry-After; other clients are not', async () => {
  const answers: number[] = []
  for (let i = 0; i < 125; i++) answers.push((await rawGet(`/no-such-${i}/x`, client(2))).status)
  expect(answers.slice(0, 120).every((s) => s === 404)).toBe(true)
  const refused = await rawGet('/no-such-more/x', client(2))
  expect(refused.status).toBe(429)
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
  expect(refused.body).toMatch(/Too many requests for missing pages/)
  // Pages that exist are not counted, nor refused.
  expect((await rawGet('/pricing', client(2))).status).toBe(200)
  expect((await rawGet('/no-such-other/x', client(3))).status).toBe(404)

  const searches: number[] = []
  for (let i = 0; i < 62; i++) searches.push((await rawGet(`/search?q=junk${i}`, client(4))).status)
  expect(searches.slice(0, 60).every((s) => s === 200)).toBe(true)
  expect(searches.slice(60)).toEqual([429, 429])
})

test('redirects keep the query as sent and take one hop from either origin', async () => {
  const pricing = await rawGet('/Pricing?a&b=c%20d&sig=x+y%2Fz')
  expect(pricing.status).toBe(301)
  expect(pricing.location).toBe(`${GLOBAL}/pricing?a&b=c%20d&sig=x+y%2Fz`)
  const zh = await rawGet('/ru?x=1', { host: ZH_HOST })
  expect(zh.location).toBe(`${GLOBAL}/ru/?x=1`)
  expect((await rawGet('/ru/?x=1')).status).toBe(200)
  expect((await rawGet('/ru/', { host: ZH_HOST })).location).toBe(`${GLOBAL}/ru`)
  expect((await rawGet('/index.html')).location).toBe(`${GLOBAL}/`)
  expect((await rawGet('/ru/index.html')).location).toBe(`${GLOBAL}/ru`)
})

test('crawlers get the page they ask for, whatever language they send; people are still sent to theirs', async () => {
  for (const ua of [
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; GPTBot/1.2; +https://openai.com/gptbot',
  ]) {
    const res = await rawGet('/', { 'user-agent': ua, 'accept-language': 'ru-RU' })
    expect(res.status, ua).toBe(200)
    expect(res.body).toContain('lang="en-US"')
  }
  const person = await rawGet('/', {
    'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36',
    'accept-language': 'ru-RU',
  })
  expect(person.status).toBe(302)
  expect(person.location).toBe(`${GLOBAL}/ru`)
})

test("every unknown address gets the site's 404, file addresses and escaped slashes included; real files are served", async () => {
  for (const path of ['/package.json', '/ru/wp-login.php.js', '/blog/..%2f..%2fx', '/.env.json']) {
    const res = await rawGet(path)
    expect(res.status, path).toBe(404)
    expect(res.body, path).toContain('class="site-header')
    expect(res.body, path).toContain('data-not-found')
  }
  expect((await rawGet('/ru/config.json')).body).toContain('lang="ru-RU"')
  for (const path of ['/icon.svg', '/favicon.ico', '/robots.txt', '/sitemap.xml'])
    expect((await rawGet(path)).status, path).toBe(200)
})

test("pages carry none of the framework's cache notes, only the standard Cache-Status of the site's cache", async () => {
  for (const path of ['/pricing', '/pricing?x=1', '/no/such', '/sitemap.xml']) {
    const res = await rawGet(path)
    expect(
      Object.keys(res.headers).filter((name) => name.startsWith('x-nextjs')),
      path,
    ).toEqual([])
  }
  // A prerendered page: a hit of the site's cache, whether Next.js or the server's own page cache answered.
  expect((await rawGet('/pricing')).headers['cache-status']).toBe('site; hit')
  expect((await rawGet('/pricing')).headers['cache-status']).toBe('site; hit')
})
