/**
 * The floating controls (chat, scroll-to-top, the zh consultation button, the phone's registration banner, the
 * privacy banner) never cover a link, button or field: one page of every template (with search and a page not found),
 * in English, Russian (a prefixed language) and Chinese (its own origin, with the consultation button), at 1280×800
 * and on a phone (390×844), scrolled through from top to bottom, checked at every step once the page has settled.
 *
 * A bar that spans the window's bottom edge (the registration and privacy banners) is the window's edge while it is
 * shown, as a browser's own toolbar is: what scrolls under it is out of view, not covered. So at the page's end, where
 * nothing can scroll further, every link must stand above such a bar; and no other control may overlap one.
 */
import { expect, test, type Browser, type Page } from '@playwright/test'
import { sitemapUrls } from '../../scripts/lib/site-audit'
import { templateOf } from '../../src/lib/stats/web-vitals'
import { GLOBAL, PHONE, runtimeStarted, ZH } from './helpers'

const DESKTOP = { viewport: { width: 1280, height: 800 } }
type Lang = 'en' | 'ru' | 'jp' | 'zh'
/** The templates a visitor meets, one page each, as the sitemap names them (src/lib/stats/web-vitals.ts templateOf). */
const TEMPLATES = [
  'home',
  'blog-listing',
  'docs',
  'help-center',
  'pricing',
  'download',
  'solution',
  'alternative',
  'faq',
].concat(['partners', 'partner', 'release-note', 'use-cases', 'pre-sales'])
/** Articles: all in English, the others where the seed has them (Russian: blog and help, no news; Chinese: none). */
const ARTICLES = ['blog-article', 'help-article', 'news-article']
/** Pages of the `page` template: about, links and a feature page. */
const PAGES = ['/about-us', '/links', '/multi-account-management']

/** One page of every template in `locale`, with a search result page and a page not found. */
async function pagesOf(locale: Lang): Promise<string[]> {
  const byTemplate = new Map<string, string>()
  let home = ''
  for (const { locale: l, url } of await sitemapUrls(GLOBAL, ZH)) {
    const { pathname, search } = new URL(url)
    const template = templateOf(pathname)
    if (l !== locale || search) continue
    if (template === 'home') home = url.replace(/\/$/, '')
    const key = template === 'page' ? PAGES.find((p) => pathname.endsWith(p)) : template
    if (key && !byTemplate.has(key)) byTemplate.set(key, url)
  }
  const required = [...TEMPLATES, ...PAGES, ...(locale === 'en' ? ARTICLES : [])]
  expect(required.filter((t) => !byTemplate.has(t))).toEqual([])
  const wanted = [
    ...required,
    ...ARTICLES.filter((t) => !required.includes(t) && byTemplate.has(t)),
  ]
  return [
    ...wanted.map((t) => byTemplate.get(t) as string),
    `${home}/search?q=proxy`,
    `${home}/no-such-page-here`,
  ]
}

/** What the floating controls cover in the window as it is now; `atEnd`: the page is scrolled to its end. */
function coverage(atEnd: boolean): string[] {
  const CONTROLS = '.chat-launcher, .scroll-top, .consult-button, .register-banner, .consent-banner'
  const INTERACTIVE = 'a[href], button, input:not([type="hidden"]), select, textarea, summary'
  const vw = document.documentElement.clientWidth
  const vh = document.documentElement.clientHeight
  const shown = (el: Element) =>
    el.checkVisibility({ visibilityProperty: true, opacityProperty: true })
  const name = (el: Element) =>
    `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}">${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 40)}`
  const inView = (r: DOMRect) =>
    r.width >= 1 && r.height >= 1 && r.right > 0 && r.left < vw && r.bottom > 0 && r.top < vh
  const overlap = (a: DOMRect, b: DOMRect) =>
    Math.min(a.right, b.right, vw) - Math.max(a.left, b.left, 0) > 0.5 &&
    Math.min(a.bottom, b.bottom, vh) - Math.max(a.top, b.top, 0) > 0.5
  const controls = [...document.querySelectorAll(CONTROLS)]
    .filter(shown)
    .map((el) => ({ el, box: el.getBoundingClientRect() }))
    .filter((c) => inView(c.box))
  const isEdge = (c: { box: DOMRect }) => c.box.width >= vw - 24 && c.box.bottom >= vh - 1
  const edges = controls.filter(isEdge)
  const floats = controls.filter((c) => !isEdge(c))
  const floor = Math.min(vh, ...edges.map((c) => c.box.top))
  const found: string[] = []
  for (const f of floats)
    for (const e of edges)
      if (overlap(f.box, e.box)) found.push(`${name(f.el)} overlaps ${name(e.el)}`)
  for (const el of document.querySelectorAll(INTERACTIVE)) {
    if (el.closest(`.float-stack, ${CONTROLS}`) || !shown(el)) continue
    for (const line of el.getClientRects()) {
      if (!inView(line)) continue
      for (const f of floats)
        if (overlap(line, f.box)) found.push(`${name(el)} under ${name(f.el)}`)
      if (atEnd && line.bottom > floor + 2)
        found.push(`${name(el)} out of reach under the bottom bar at the page's end`)
    }
  }
  return [...new Set(found)]
}

const maxScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollHeight - document.documentElement.clientHeight)

async function settle(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
  // The floating buttons are placed after the scroll's 200 ms throttle; the banners slide for 200 ms. `report` waits
  // longer for a place still changing (timers run late on a busy machine).
  await page.waitForTimeout(450)
}

/** Scrolls through `url` and returns what was covered, step by step. */
async function scrollThrough(
  page: Page,
  url: string,
  locale: Lang,
  phone: boolean,
): Promise<string[]> {
  await page.goto(url)
  await runtimeStarted(page)
  await expect(page.locator('.chat-launcher')).toBeVisible()
  // The consultation button is the Chinese pages' (a page not found is in English: src/components/not-found-view.tsx).
  if (locale === 'zh' && (await page.locator('html').getAttribute('lang')) === 'zh-CN')
    await expect(page.locator('.consult-button')).toBeVisible()
  if (phone) await expect(page.locator('.register-banner.is-visible')).toBeVisible()
  const problems: string[] = []
  const report = async (y: number, atEnd: boolean) => {
    let found = await page.evaluate(coverage, atEnd)
    for (
      const end = Date.now() + 2_000;
      found.length && Date.now() < end;
      found = await page.evaluate(coverage, atEnd)
    )
      await page.waitForTimeout(150)
    for (const p of found) problems.push(`${new URL(url).pathname} at ${y}px: ${p}`)
  }
  const height = await page.evaluate(() => document.documentElement.clientHeight)
  let max = await page.evaluate(
    () => document.documentElement.scrollHeight - document.documentElement.clientHeight,
  )
  for (let y = 0; y < max; y += Math.round(height * 0.75)) {
    await settle(page, y)
    await report(y, false)
    max = await page.evaluate(
      () => document.documentElement.scrollHeight - document.documentElement.clientHeight,
    )
  }
  await settle(page, max)
  // The page may still grow (pictures arriving): its end is where it stays.
  for (let end = await maxScroll(page); end !== max; end = await maxScroll(page))
    await settle(page, (max = end))
  // Scrolling up a pixel brings the phone's banner back, as a visitor's pause does.
  if (phone) await settle(page, max - 1)
  await report(max, await page.evaluate((y) => window.scrollY >= y - 1, max - 1))
  return problems
}

async function visitor(
  browser: Browser,
  phone: boolean,
  headers: Record<string, string> = {},
  lang?: Lang,
) {
  // A Chinese visitor: an English one arriving at the Chinese origin's root is sent to the global origin.
  const locale = lang === 'zh' ? { locale: 'zh-CN' } : {}
  const context = await browser.newContext({
    ...(phone ? PHONE : DESKTOP),
    ...locale,
    extraHTTPHeaders: headers,
  })
  // The chat's third party is the network edge: nothing here reaches for the chat, but nothing may load it either.
  await context.route('https://widget.polyprofile.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '' }),
  )
  return context
}

// English, a prefixed language (every article of the seed is in Russian too) and the Chinese origin (the consultation
// button).
for (const locale of ['en', 'ru', 'zh'] as const) {
  for (const phone of [false, true]) {
    test(`no floating control covers a link or button: every template in ${locale} at ${phone ? '390×844' : '1280×800'}`, async ({
      browser,
    }) => {
      test.setTimeout(600_000)
      const context = await visitor(browser, phone, {}, locale)
      const page = await context.newPage()
      const problems: string[] = []
      for (const url of await pagesOf(locale))
        problems.push(...(await scrollThrough(page, url, locale, phone)))
      expect(problems).toEqual([])
      await context.close()
    })
  }
}

test('no floating control covers a link or button on the Japanese pricing and home pages', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  for (const phone of [false, true]) {
    const context = await visitor(browser, phone)
    const page = await context.newPage()
    const problems: string[] = []
    for (const path of ['/jp/pricing', '/jp'])
      problems.push(...(await scrollThrough(page, `${GLOBAL}${path}`, 'jp', phone)))
    expect(problems).toEqual([])
    await context.close()
  }
})

test('with the privacy banner open, no floating control covers a link, a button or the banner', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  // An address in the EU (the e2e server trusts loopback's X-Forwarded-For): the banner asks, and stays open.
  for (const [url, phone, locale] of [
    [`${ZH}/`, true, 'zh'],
    [`${GLOBAL}/pricing`, false, 'en'],
  ] as const) {
    const context = await visitor(browser, phone, { 'x-forwarded-for': '46.4.0.1' }, locale)
    const page = await context.newPage()
    await page.goto(url)
    await expect(page.locator('.consent-banner')).toBeVisible({ timeout: 10_000 })
    // The registration banner steps back while the privacy banner is open.
    expect(await scrollThrough(page, url, locale, false)).toEqual([])
    await context.close()
  }
})

test('clicking scroll-to-top leaves nothing else under the pointer and loads no chat', async ({
  browser,
}) => {
  const context = await visitor(browser, false)
  const page = await context.newPage()
  let chatCalls = 0
  page.on('request', (r) => r.url().includes('get-chat-type-config') && chatCalls++)
  await page.goto(`${GLOBAL}/pricing`)
  await runtimeStarted(page)
  const launcher = page.locator('.chat-launcher')
  await expect(launcher).toBeVisible()
  await settle(page, 2400)
  const top = page.getByRole('button', { name: 'Back to top' })
  await expect(top).toBeVisible()
  const box = (await top.boundingBox())!
  const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
  await page.mouse.click(at.x, at.y)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await expect(top).toBeHidden()
  // A visitor's hand stays where it was, and moves a little: the chat's button is not what it is over.
  await page.mouse.move(at.x + 1, at.y + 1)
  await page.waitForTimeout(1_000)
  expect(
    await page.evaluate(
      ({ x, y }) => Boolean(document.elementFromPoint(x, y)?.closest('.chat-launcher')),
      at,
    ),
  ).toBe(false)
  expect(chatCalls).toBe(0)
  await expect(launcher).toHaveAttribute('aria-busy', 'false')
  await context.close()
})

test('a chat that cannot load says so and offers the help centre and the chat group', async ({
  browser,
}) => {
  const context = await browser.newContext(DESKTOP)
  const page = await context.newPage()
  await page.route('**/api/sys/config/register-chat/get-chat-type-config**', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        code: 0,
        msg: 'ok',
        data: {
          chat: 'SS_ROBOT',
          chat_info: { js: '<script src="https://widget.polyprofile.com/chat.js"></script>' },
        },
      }),
    }),
  )
  // A content blocker: the widget's script never arrives.
  await page.route('https://widget.polyprofile.com/**', (route) => route.abort('blockedbyclient'))
  await page.goto(`${GLOBAL}/about-us`)
  await runtimeStarted(page)
  const launcher = page.getByRole('button', { name: 'Chat with us' })
  await launcher.click()
  const status = page.getByRole('status').filter({ hasText: 'The chat could not load' })
  await expect(status).toBeVisible({ timeout: 10_000 })
  await expect(launcher).toHaveAttribute('aria-busy', 'false')
  await expect(status.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/helps')
  await expect(status.getByRole('link', { name: 'Chat group' })).toHaveAttribute('href', '/links')
  // Closed, and opened again from the button, which no longer waits for anything.
  await status.getByRole('button', { name: 'Close' }).click()
  await expect(status).toBeHidden()
  await launcher.click()
  await expect(status).toBeVisible()
  await context.close()
})
