/**
 * `npx tsx scripts/screenshots.ts [base]`: the pictures in docs/screenshots, taken from a running production server
 * (`npm start`, or the e2e one on port 3100; default http://localhost:3100, the zh site on zh.localhost):
 * - the home page in en, zh and ru at 1440 px and on a phone (390 px), whole pages;
 * - the statistics dashboard at 1440 px after real visits: a browser with a person's user agent walks templates in
 *   six languages from six addresses, then the dashboard is opened until today's roll-up (STATS_TODAY_SECONDS)
 *   counts them, without running the job by hand.
 * ADMIN_EMAIL and ADMIN_PASSWORD sign in. Chinese glyphs need a CJK font on the machine (fonts-noto-cjk).
 */
import { mkdirSync } from 'node:fs'
import { chromium, type Browser, type BrowserContext } from '@playwright/test'
import { BROWSER_UA } from './lib/beacon'
import { CHROMIUM_FLAGS, findChromium } from './lib/browser'

const base = process.argv[2] || 'http://localhost:3100'
const port = new URL(base).port
const zhBase = `http://zh.localhost${port ? `:${port}` : ''}`
const out = 'docs/screenshots'
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
mkdirSync(out, { recursive: true })

const browser: Browser = await chromium.launch({
  executablePath: await findChromium(),
  args: CHROMIUM_FLAGS,
})

async function homePages() {
  const sizes = [
    {
      name: 'desktop-1440',
      viewport: { width: 1440, height: 900 },
      userAgent: BROWSER_UA,
      isMobile: false,
    },
    {
      name: 'phone-390',
      viewport: { width: 390, height: 844 },
      userAgent: PHONE_UA,
      isMobile: true,
    },
  ]
  const homes = [
    { lang: 'en', url: `${base}/`, accept: 'en-US,en' },
    { lang: 'ru', url: `${base}/ru`, accept: 'ru-RU,ru' },
    { lang: 'zh', url: `${zhBase}/`, accept: 'zh-CN,zh' },
  ]
  for (const size of sizes) {
    for (const home of homes) {
      const context = await browser.newContext({
        viewport: size.viewport,
        userAgent: size.userAgent,
        isMobile: size.isMobile,
        hasTouch: size.isMobile,
        deviceScaleFactor: 1,
        extraHTTPHeaders: { 'accept-language': home.accept },
      })
      const page = await context.newPage()
      await page.goto(home.url, { waitUntil: 'load' })
      // Lazy pictures below the fold load as a visitor scrolls: scroll through once, then back to the top.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y)
          await new Promise((r) => setTimeout(r, 60))
        }
        window.scrollTo(0, 0)
      })
      await page.waitForTimeout(1_500)
      const file = `${out}/home-${home.lang}-${size.name}.png`
      await page.screenshot({ path: file, fullPage: true })
      console.log(file)
      await context.close()
    }
  }
}

/** A visitor's walk: each page is left for the next (pagehide sends the statistics and the vitals). */
async function visit(context: BrowserContext, urls: string[]) {
  const page = await context.newPage()
  for (const url of urls) {
    await page.goto(url, { waitUntil: 'load' })
    await page.mouse.move(200, 300)
    await page.waitForTimeout(600)
    // Where the visitor's country asks for consent (or the address is unknown), this visitor agrees.
    const agree = page.locator('[data-consent="all"]')
    if (await agree.isVisible()) await agree.click()
  }
  await page.goto('about:blank')
  await page.close()
}

async function dashboard() {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  const page = await context.newPage()
  const login = await page.request.post(`${base}/cms/api/users/login`, {
    data: { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD },
  })
  if (!login.ok()) throw new Error(`sign-in failed: ${login.status()}`)
  const today = new Date().toISOString().slice(0, 10)
  const views = async () => {
    await page.goto(`${base}/admin/stats?from=${today}&to=${today}`)
    return (
      (
        JSON.parse((await page.locator('[data-totals]').getAttribute('data-totals')) ?? '{}') as {
          views?: number
        }
      ).views ?? 0
    )
  }
  const before = await views()

  const langs = ['en', 'ru', 'es', 'jp', 'tr', 'pt']
  const templates = [
    '',
    '/pricing',
    '/download',
    '/blog',
    '/news',
    '/helps',
    '/faq',
    '/release',
    '/about-us',
  ]
  let sent = 0
  for (const [i, lang] of langs.entries()) {
    const prefix = lang === 'en' ? '' : `/${lang}`
    const urls = templates.slice(0, templates.length - (i % 3)).map((t) => `${base}${prefix}${t}`)
    const visitor = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      userAgent: BROWSER_UA,
      extraHTTPHeaders: { 'x-forwarded-for': `203.0.113.${10 + i}` },
    })
    // Google's sign-in script cannot be reached from a closed network: an empty one stands in, so that the
    // dashboard does not count its failed load as an error on every page.
    await visitor.route('https://accounts.google.com/**', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: '' }),
    )
    await visit(visitor, urls)
    sent += urls.length
    await visitor.close()
  }
  console.log(`${sent} page views sent`)

  const started = Date.now()
  for (;;) {
    const counted = (await views()) - before
    if (counted >= sent) break
    if (Date.now() - started > 10 * 60_000)
      throw new Error(`only ${counted} of ${sent} views counted after 10 minutes`)
    await page.waitForTimeout(5_000)
  }
  console.log(`counted after ${((Date.now() - started) / 1000).toFixed(0)} s`)
  const file = `${out}/stats-dashboard-1440.png`
  await page.screenshot({ path: file, fullPage: true })
  console.log(file)
  await context.close()
}

try {
  if (!process.env.ONLY || process.env.ONLY === 'home') await homePages()
  if (!process.env.ONLY || process.env.ONLY === 'stats') await dashboard()
} finally {
  await browser.close()
}
