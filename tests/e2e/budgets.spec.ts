/**
 * The deterministic performance budgets (bench/budgets.json): JavaScript (gzip) and HTML (brotli) bytes per page
 * template in six languages, no third-party script in the initial HTML, and every sitemap URL served from the
 * static cache (prerendered, or cached after its first request when published after the build). Timing goals
 * are measured by `npm run bench`, not asserted here.
 */
import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import {
  rawFetch,
  sitemapUrls,
  staticState,
  templateUrls,
  TEMPLATES,
  weighHtml,
  weighScripts,
  type Template,
} from '../../scripts/lib/site-audit'
import { GLOBAL, ZH } from './helpers'

interface Budgets {
  languages: string[]
  jsGzipBytes: Record<Template, number>
  htmlBrotliBytes: Record<Template, number>
}
const budgets = JSON.parse(readFileSync('bench/budgets.json', 'utf8')) as Budgets
let entries: Awaited<ReturnType<typeof sitemapUrls>> = []
test.beforeAll(async () => {
  entries = await sitemapUrls(GLOBAL, ZH)
})

const pagesOf = (lang: string) =>
  templateUrls(entries.filter((e) => e.locale === lang).map((e) => e.url))

for (const lang of budgets.languages) {
  test(`${lang}: every template within its JavaScript and HTML budgets, with no third-party script`, async () => {
    // 18 fetches and as many compressions: more than the default 30 s when the machine is shared.
    test.setTimeout(90_000)
    const pages = pagesOf(lang)
    const over: string[] = []
    for (const template of TEMPLATES) {
      const url = pages[template]
      expect(url, `a ${template} page in the ${lang} sitemap`).toBeTruthy()
      const res = await rawFetch(url as string)
      expect(res.status, url).toBe(200)
      const html = weighHtml(url as string, res.body)
      expect(html.thirdParty, `third-party scripts on ${url}`).toEqual([])
      // Every page hydrates: a page with no script found means the weighing lost them (it read 0 B once).
      expect(html.scripts.length, `scripts of ${url}`).toBeGreaterThan(3)
      for (const script of html.scripts)
        expect(new URL(script).pathname.startsWith('/_next/static/'), script).toBe(true)
      const js = (await weighScripts(html.scripts)).total
      console.log(
        `budget ${lang} ${template}: JavaScript ${js} B gzip, HTML ${html.brotli} B brotli`,
      )
      if (js > budgets.jsGzipBytes[template])
        over.push(`${url}: JavaScript ${js} B gzip > budget ${budgets.jsGzipBytes[template]} B`)
      if (html.brotli > budgets.htmlBrotliBytes[template])
        over.push(
          `${url}: HTML ${html.brotli} B brotli > budget ${budgets.htmlBrotliBytes[template]} B`,
        )
    }
    expect(over, over.join('\n')).toEqual([])
  })
}

test('every sitemap URL is served from the static cache, never rendered per request', async () => {
  test.setTimeout(300_000)
  expect(entries.length).toBeGreaterThan(1000)
  const dynamic: string[] = []
  // Four at a time: one at a time took a minute of CI for 2,163 addresses, most of it waiting on round trips.
  const queue = entries.map((e) => e.url)
  const worker = async () => {
    for (let url = queue.shift(); url; url = queue.shift()) {
      const state = await staticState(url)
      expect(state.status, url).toBe(200)
      if (state.state === 'rendered-per-request') dynamic.push(`${url} (${state.cache})`)
    }
  }
  await Promise.all([worker(), worker(), worker(), worker()])
  expect(
    dynamic,
    `static coverage ${(((entries.length - dynamic.length) / entries.length) * 100).toFixed(2)}%, budget 100%:\n${dynamic.join('\n')}`,
  ).toEqual([])
})
