/**
 * `npx tsx scripts/screenshots-buyer.ts <name> [base]`: what a buyer looks at (issue 46), for before/after
 * comparisons: the home page, pricing, a blog article and a docs page, in en, ru, jp and th, at 1440 px and on a
 * phone (390 px), whole pages as JPEG in docs/screenshots/<name>/. Taken from a running production server (default
 * http://localhost:3000).
 */
import { mkdirSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { BROWSER_UA } from './lib/beacon'
import { CHROMIUM_FLAGS, findChromium } from './lib/browser'

const name = process.argv[2]
if (!name || !/^[a-z0-9-]+$/.test(name))
  throw new Error('Usage: npx tsx scripts/screenshots-buyer.ts <name> [base]')
const base = process.argv[3] || 'http://localhost:3000'
const out = `docs/screenshots/${name}`
mkdirSync(out, { recursive: true })
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
const sizes = [
  { name: '1440', viewport: { width: 1440, height: 900 }, userAgent: BROWSER_UA, isMobile: false },
  { name: '390', viewport: { width: 390, height: 844 }, userAgent: PHONE_UA, isMobile: true },
]
const langs = [
  { lang: 'en', prefix: '', accept: 'en-US,en' },
  { lang: 'ru', prefix: '/ru', accept: 'ru-RU,ru' },
  { lang: 'jp', prefix: '/jp', accept: 'ja-JP,ja' },
  { lang: 'th', prefix: '/th', accept: 'th-TH,th' },
]

/** The first blog article the language's blog lists. */
async function firstArticle(prefix: string): Promise<string> {
  const html = await (await fetch(`${base}${prefix}/blog`)).text()
  const href = new RegExp(`href="(${prefix}/blog/[a-z0-9-]+)"`).exec(html)?.[1]
  if (!href) throw new Error(`no article listed on ${prefix}/blog`)
  return href
}

const browser = await chromium.launch({
  executablePath: await findChromium(),
  args: CHROMIUM_FLAGS,
})
for (const { lang, prefix, accept } of langs) {
  const pages = {
    home: prefix || '/',
    pricing: `${prefix}/pricing`,
    article: await firstArticle(prefix),
    docs: `${prefix}/docs/proxies`,
  }
  for (const size of sizes) {
    const context = await browser.newContext({
      viewport: size.viewport,
      userAgent: size.userAgent,
      isMobile: size.isMobile,
      hasTouch: size.isMobile,
      deviceScaleFactor: 1,
      extraHTTPHeaders: { 'accept-language': accept },
    })
    for (const [page, path] of Object.entries(pages)) {
      const tab = await context.newPage()
      await tab.goto(`${base}${path}`, { waitUntil: 'load' })
      // Lazy pictures below the fold load as a visitor scrolls: scroll through once, then back to the top.
      await tab.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y)
          await new Promise((r) => setTimeout(r, 60))
        }
        window.scrollTo(0, 0)
      })
      await tab.waitForTimeout(1_500)
      const file = `${out}/${page}-${lang}-${size.name}.jpg`
      await tab.screenshot({ path: file, fullPage: true, type: 'jpeg', quality: 60 })
      console.log(file)
      await tab.close()
    }
    await context.close()
  }
}
await browser.close()
