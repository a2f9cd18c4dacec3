/**
 * The site against validators nobody on the project wrote, on the production build:
 * - every sitemap of both origins against the sitemaps.org XSDs (shipped in tests/validators/schemas), with xmllint
 *   (libxml2, compiled to WebAssembly: xmllint-wasm), and none of their URLs disallowed by robots.txt;
 * - a sample of every template in six languages and scripts through the Nu HTML Checker (vnu-jar): 0 errors;
 * - the same sample's structured data through structured-data-testing-tool with its Google preset and the site's own
 *   (tests/validators/site-presets.mjs): 0 failures, on every page, and no image in it that robots.txt keeps crawlers
 *   from;
 * - axe-core on every template, at 1280 px and on a phone, in English and two prefixed languages: 0 violations.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import robotsParser from 'robots-parser'
import vnuJar from 'vnu-jar'
import { validateXML } from 'xmllint-wasm'
import { BROWSER_UA } from '../../scripts/lib/beacon'
import { locs, rawFetch, sitemapUrls } from '../../scripts/lib/site-audit'
import type { Locale } from '../../src/i18n/locales'
import { templateOf } from '../../src/lib/stats/web-vitals'
import { GLOBAL, ZH } from './helpers'

const SCHEMAS = path.resolve('tests/validators/schemas')
const schema = (name: string) => ({
  fileName: name,
  contents: readFileSync(path.join(SCHEMAS, name), 'utf8'),
})
/** Languages sampled: Latin, Cyrillic, Japanese, Thai, Devanagari and Chinese (on its own origin). */
const SAMPLED: Locale[] = ['en', 'ru', 'jp', 'th', 'hi', 'zh']
const AXE_LOCALES: Locale[] = ['en', 'jp', 'zh']

/** One URL per kind of page and language: the template, or the path's first part for the plain pages. */
async function samplePages(): Promise<{ locale: Locale; url: string; kind: string }[]> {
  const seen = new Map<string, { locale: Locale; url: string; kind: string }>()
  for (const { locale, url } of await sitemapUrls(GLOBAL, ZH)) {
    if (!SAMPLED.includes(locale)) continue
    const { pathname, search } = new URL(url)
    if (search) continue
    const template = templateOf(pathname)
    const kind =
      template === 'page' ? `page:${pathname.split('/').filter(Boolean).pop()}` : template
    if (!seen.has(`${locale} ${kind}`)) seen.set(`${locale} ${kind}`, { locale, url, kind })
  }
  return [...seen.values()]
}

/**
 * Every kind of page once, its language taken in turn from `locales` (the next one the kind has where it lacks one):
 * each template is checked, and each language on a share of them. All three languages on every kind took 2.1 min of
 * CI's 30 for 93 pages at phone size, where a violation comes from a template's markup and CSS, not its language.
 */
function rotateLocales<T extends { locale: Locale; kind: string }>(
  pages: T[],
  locales: Locale[],
): T[] {
  const kinds = [...new Set(pages.map((p) => p.kind))].sort()
  return kinds.flatMap((kind, index) => {
    for (let step = 0; step < locales.length; step++) {
      const found = pages.find(
        (p) => p.kind === kind && p.locale === locales[(index + step) % locales.length],
      )
      if (found) return [found]
    }
    return []
  })
}

test('every sitemap validates against the sitemaps.org XSDs, and robots.txt lets crawlers fetch every URL in it', async () => {
  let sitemaps = 0
  let urls = 0
  for (const origin of [GLOBAL, ZH]) {
    const robots = robotsParser(
      `${origin}/robots.txt`,
      (await rawFetch(`${origin}/robots.txt`)).body,
    )
    const index = (await rawFetch(`${origin}/sitemap.xml`)).body
    const indexResult = await validateXML({
      xml: { fileName: `${origin}/sitemap.xml`, contents: index },
      schema: schema('siteindex.xsd'),
    })
    expect(
      indexResult.errors.map((e) => e.message),
      `${origin}/sitemap.xml`,
    ).toEqual([])
    for (const sitemap of locs(index)) {
      const xml = (await rawFetch(sitemap)).body
      const result = await validateXML({
        xml: { fileName: sitemap, contents: xml },
        schema: schema('sitemap-with-hreflang.xsd'),
        preload: [schema('sitemap.xsd'), schema('xhtml-link.xsd')],
      })
      expect(result.errors.map((e) => e.message).slice(0, 5), sitemap).toEqual([])
      const blocked = locs(xml).filter((url) => !robots.isAllowed(url, 'Googlebot'))
      expect(blocked.slice(0, 5), `${sitemap}: URLs robots.txt disallows`).toEqual([])
      sitemaps++
      urls += locs(xml).length
    }
  }
  console.log(`${sitemaps} sitemaps with ${urls} URLs validated`)
  expect(sitemaps).toBeGreaterThanOrEqual(14)

  // The validation itself can fail: a lastmod that is no date is refused.
  const sample = (await rawFetch(`${GLOBAL}/sitemap/en-US.xml`)).body.replace(
    '<lastmod>',
    '<lastmod>yesterday ',
  )
  const broken = await validateXML({
    xml: { fileName: 'broken.xml', contents: sample },
    schema: schema('sitemap-with-hreflang.xsd'),
    preload: [schema('sitemap.xsd'), schema('xhtml-link.xsd')],
  })
  expect(broken.valid).toBe(false)
})

test('the Nu HTML Checker finds no error and structured-data-testing-tool no failure on any sampled page', async () => {
  test.setTimeout(180_000)
  const pages = await samplePages()
  const dir = mkdtempSync(path.join(os.tmpdir(), 'validators-'))
  try {
    const files = new Map<string, string>()
    const cards: { page: string; html: string }[] = []
    const robots = new Map<string, ReturnType<typeof robotsParser>>()
    for (const origin of [GLOBAL, ZH])
      robots.set(
        new URL(origin).host,
        robotsParser(`${origin}/robots.txt`, (await rawFetch(`${origin}/robots.txt`)).body),
      )
    for (const [i, page] of pages.entries()) {
      const res = await rawFetch(page.url, { 'user-agent': BROWSER_UA, accept: 'text/html' })
      expect(res.status, page.url).toBe(200)
      const file = path.join(
        dir,
        `${String(i).padStart(3, '0')}-${page.locale}-${page.kind.replace(/[^a-z0-9-]/gi, '_')}.html`,
      )
      writeFileSync(file, res.body)
      files.set(file, page.url)
      cards.push({ page: page.url, html: res.body })
      // Every image the structured data names is one crawlers may fetch.
      for (const block of res.body.matchAll(
        /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g,
      )) {
        const images = [
          ...(block[1] as string).matchAll(
            /"(?:image|logo|url)":(?:\[)?"(https?:[^"]+\.(?:png|jpe?g|webp|avif|svg|gif)[^"]*)"/g,
          ),
        ].map((m) => m[1] as string)
        for (const image of images)
          expect(
            robots.get(new URL(image).host)?.isAllowed(image, 'Googlebot'),
            `${page.url}: ${image}`,
          ).toBe(true)
      }
    }
    console.log(
      `${pages.length} pages sampled: ${[...new Set(pages.map((p) => p.kind))].length} kinds in ${SAMPLED.length} languages`,
    )

    // A control page with errors this site once had (a value on a bulleted item, a label aria-hidden): the checker
    // must report it, or its silence about the others means nothing.
    const control = path.join(dir, 'control.html')
    writeFileSync(
      control,
      '<!DOCTYPE html><html lang="en"><title>x</title><ul><li value="2">a</li></ul><input id="t"><label for="t" aria-hidden="true">t</label></html>',
    )
    const vnu = spawnSync(
      'java',
      ['-jar', vnuJar, '--format', 'json', '--errors-only', control, ...files.keys()],
      {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      },
    )
    expect(vnu.error, 'java runs').toBeUndefined()
    const messages = (
      JSON.parse(vnu.stderr) as { messages: { url: string; message: string; extract?: string }[] }
    ).messages
    const at = (m: { url: string }) => decodeURIComponent(new URL(m.url).pathname)
    expect(
      messages.filter((m) => at(m) === control).length,
      'errors found on the control page',
    ).toBeGreaterThanOrEqual(2)
    const errors = messages
      .filter((m) => at(m) !== control)
      .map((m) => `${files.get(at(m)) ?? m.url}: ${m.message} ${m.extract ?? ''}`)
    console.log(`Nu HTML Checker: ${errors.length} errors on ${files.size} pages`)
    expect(errors).toEqual([])

    const sdtt = spawnSync(
      process.execPath,
      ['tests/validators/structured-data.mjs', 'Google,SocialMedia,Site', ...files.keys()],
      {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      },
    )
    expect(sdtt.status, sdtt.stderr).toBe(0)
    const results = sdtt.stdout
      .trim()
      .split('\n')
      .map(
        (line) =>
          JSON.parse(line) as {
            file: string
            types: string[]
            failed: { test: string; message: string }[]
          },
      )
    expect(results).toHaveLength(files.size)
    const failures = results.flatMap((r) =>
      r.failed.map((f) => `${files.get(r.file)}: ${f.test}: ${f.message}`),
    )
    const typed = results.filter((r) => r.types.length > 0).length
    console.log(
      `structured-data-testing-tool (Google, SocialMedia, Site): ${failures.length} failures; ${typed} of ${results.length} pages carry structured data`,
    )
    expect(failures).toEqual([])
    const untyped = results.filter((r) => r.types.length === 0).map((r) => files.get(r.file))
    expect(untyped, 'pages without structured data').toEqual([])

    // Every sampled page has its own social card: a 1200×630 PNG that answers 200, described in the page's language.
    const meta = (html: string, key: string) =>
      new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`)
        .exec(html)?.[1]
        ?.replace(/&amp;/g, '&')
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&quot;/g, '"')
    const checked = new Set<string>()
    for (const { page, html } of cards) {
      const image = meta(html, 'og:image')
      const alt = meta(html, 'og:image:alt')
      expect(image, `${page}: og:image`).toMatch(
        /^https?:\/\/[^/]+\/og\/[a-z]{2}-[A-Za-z0-9_-]{16}\.png\?t=/,
      )
      expect(meta(html, 'twitter:card'), page).toBe('summary_large_image')
      expect(meta(html, 'twitter:image'), page).toBe(image)
      expect([meta(html, 'og:image:width'), meta(html, 'og:image:height')], page).toEqual([
        '1200',
        '630',
      ])
      // The alt text is the title the card shows.
      expect(alt, page).toBe(new URL(image as string).searchParams.get('t'))
      if (checked.has(image as string)) continue
      checked.add(image as string)
      const res = await rawFetch(image as string)
      expect([res.status, res.headers['content-type']], image).toEqual([200, 'image/png'])
      expect(
        [res.bytes.readUInt32BE(16), res.bytes.readUInt32BE(20)],
        `${image}: width and height`,
      ).toEqual([1200, 630])
    }
    console.log(`${checked.size} social cards fetched for ${cards.length} pages`)
    // A card address nobody signed draws nothing.
    const forged = new URL([...checked][0] as string)
    forged.searchParams.set('t', 'Something else')
    expect((await rawFetch(forged.href)).status).toBe(404)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`axe-core finds no violation on any template at ${viewport.name} size (${viewport.width} px)`, async ({
    browser,
  }) => {
    test.setTimeout(300_000)
    const sampled = await samplePages()
    const pages =
      viewport.name === 'phone'
        ? rotateLocales(sampled, AXE_LOCALES)
        : sampled.filter((p) => p.locale === 'en')
    const context = await browser.newContext({
      viewport,
      isMobile: viewport.name === 'phone',
      hasTouch: viewport.name === 'phone',
    })
    const violations: string[] = []
    try {
      // Two tabs at a time: the pages come from the static cache, so the browser's work is what takes the time, and
      // this machine has two cores (93 phone pages took 3.3 min one at a time).
      const queue = [...pages]
      const tab = async () => {
        const page = await context.newPage()
        for (let sample = queue.shift(); sample; sample = queue.shift()) {
          await page.goto(sample.url, { waitUntil: 'load' })
          const result = await new AxeBuilder({ page }).analyze()
          for (const v of result.violations)
            violations.push(
              `${sample.url} [${v.impact}] ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
            )
        }
        await page.close()
      }
      await Promise.all([tab(), tab()])
    } finally {
      await context.close()
    }
    const perLocale = AXE_LOCALES.map(
      (locale) => `${locale} ${pages.filter((p) => p.locale === locale).length}`,
    ).join(', ')
    console.log(
      `axe-core at ${viewport.width} px: ${violations.length} violations on ${pages.length} pages (${perLocale})`,
    )
    expect(violations).toEqual([])
  })
}
