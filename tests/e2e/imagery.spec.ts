/**
 * The product shown (issue 46, section 1): the product's screens drawn in the page's language on the home page and
 * on every feature and solution page, customers as logo marks, drawn portraits, a cover of its own for every
 * article, and use-case cards with an icon and a line; all of it on a 1280 px screen and on a phone.
 */
import { readFileSync } from 'node:fs'
import { expect, test, type Browser } from '@playwright/test'
import { featureScreen, scenes, solutionScreen } from '../../src/lib/product-screens'
import { sampleProfiles } from '../../src/lib/product-samples'
import {
  adminAuth,
  decodeEntities,
  GLOBAL,
  PHONE,
  rawGet,
  waitFor,
  withoutPhrases,
} from './helpers'

type Tree = { [key: string]: string | Tree }
const messages = (locale: string) =>
  JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as Tree
const get = (tree: Tree, key: string) =>
  key
    .split('.')
    .reduce<Tree | string>((node, part) => (node as Tree)[part] as Tree | string, tree) as string
const prefix = (locale: string) => (locale === 'en' ? '' : `/${locale}`)
const LANGS = ['en', 'ru', 'jp', 'th'] as const
/** Languages checked for covers (every language has the six newest posts; Japanese titles carry <wbr> phrase breaks). */
const ARTICLE_LANGS = ['en', 'ru', 'th'] as const
const DESKTOP = { viewport: { width: 1280, height: 800 } }

/** The drawn screens of a page's HTML: their kind (`ps-{screen}`) and description. */
function screensIn(html: string) {
  return [
    ...decodeEntities(html).matchAll(/<div class="ps ps-(\w+)" role="img" aria-label="([^"]+)"/g),
  ].map((m) => ({ screen: m[1], label: m[2] }))
}

test('the home hero shows the profile list, labelled and described in the page’s language, drawn in the page', async () => {
  for (const locale of LANGS) {
    const t = messages(locale)
    const res = await rawGet(prefix(locale) || '/')
    expect(res.status, locale).toBe(200)
    const html = decodeEntities(res.body)
    const hero = html.slice(
      html.indexOf('<section class="hero'),
      html.indexOf('</section>', html.indexOf('<section class="hero')),
    )
    expect(
      screensIn(hero).map((s) => s.screen),
      locale,
    ).toEqual(['profiles'])
    expect(screensIn(hero), locale).toEqual([
      {
        screen: 'profiles',
        label: get(t, 'screens.label.profiles').replace('{app}', 'Polyprofile'),
      },
    ])
    for (const key of [
      'screens.profiles.name',
      'screens.profiles.proxy',
      'screens.profiles.tags',
      'screens.profiles.status',
      'screens.profiles.running',
    ])
      expect(hero, `${locale} ${key}`).toContain(`>${get(t, key)}<`)
    // Sample rows: names in the language's order, proxies of the documentation ranges, drawn flags and systems.
    expect(hero).toMatch(
      /class="ps-p ps-f-[a-z]{2}">(203\.0\.113|198\.51\.100|192\.0\.2)\.\d+<i>:\d+<\/i></,
    )
    expect(hero).toMatch(/class="ps-n ps-os-(windows|apple|linux)"/)
    // No picture is requested for it, so none is preloaded.
    expect(html, locale).not.toMatch(/<link rel="preload"[^>]*as="image"/)
  }
})

test('every feature and solution page shows its own product screen in its language, with the solution’s accounts', async () => {
  test.setTimeout(120_000)
  for (const locale of LANGS) {
    const t = messages(locale)
    for (const [id, screen] of Object.entries(featureScreen)) {
      const found = screensIn((await rawGet(`${prefix(locale)}/${id}`)).body)
      expect(
        found.map((s) => s.screen),
        `${locale} /${id}`,
      ).toEqual([screen])
      expect(found, `${locale} /${id}`).toEqual([
        { screen, label: get(t, `screens.label.${screen}`).replace('{app}', 'Polyprofile') },
      ])
    }
  }
  for (const [id, screen] of Object.entries(solutionScreen)) {
    const res = await rawGet(`/solutions/${id}`)
    expect(res.status, id).toBe(200)
    const html = decodeEntities(res.body)
    expect(
      screensIn(html).map((s) => s.screen),
      id,
    ).toEqual([screen])
    // The sample data is the solution's own: its brands in the rows, names or addresses.
    const brand = scenes[id as keyof typeof scenes].brands[0] as string
    expect(html.slice(html.indexOf('<div class="ps '), html.indexOf('</main>')), id).toContain(
      brand,
    )
  }
  // A Russian Amazon page names its profiles in Russian.
  const amazon = decodeEntities((await rawGet('/ru/solutions/amazon')).body)
  const first = sampleProfiles('amazon')[0]!
  expect(amazon).toContain(
    `${get(messages('ru'), 'screens.things.store')} ${first.brand} ${first.n}`,
  )
})

test('customers are logo marks and the people quoted drawn portraits; use cases and solutions have an icon and a line', async () => {
  test.setTimeout(60_000)
  for (const locale of LANGS) {
    const html = decodeEntities((await rawGet(prefix(locale) || '/')).body)
    const proof = html.slice(
      html.indexOf('class="proof-logos"'),
      html.indexOf('</ul>', html.indexOf('class="proof-logos"')),
    )
    // Each customer's name as text beside a mark the stylesheet draws (`.logo-{n}`, checked on screen below).
    const logos = [...proof.matchAll(/<span class="logo logo-(\d)">([^<]+)<\/span>/g)]
    expect(
      logos.map((m) => m[2]),
      locale,
    ).toEqual([
      'Northwind Ads',
      'Kestrel Commerce',
      'Bluefin Data',
      'Orbit Affiliates',
      'Lumen Retail',
      'Vector Labs',
    ])
    expect(new Set(logos.map((m) => m[1])).size, 'a mark of its own each').toBe(6)
    const testimonials = html.slice(
      html.indexOf('class="testimonials"'),
      html.indexOf('</ul>', html.indexOf('class="testimonials"')),
    )
    expect(
      (testimonials.match(/<svg class="avatar"[^>]*aria-hidden="true"/g) ?? []).length,
      locale,
    ).toBe(3)
    expect(testimonials).not.toContain('testimonial-avatar')
    // The home page's solutions: an icon and a line under each title.
    const solutions = html.slice(
      html.indexOf('id="solutions-title"'),
      html.indexOf('</section>', html.indexOf('id="solutions-title"')),
    )
    const cards = solutions.split('<li class="card">').slice(1)
    expect(cards.length, locale).toBeGreaterThanOrEqual(6)
    for (const card of cards)
      expect(card, locale).toMatch(
        /^<span class="card-icon"><svg[\s\S]*<h3>[\s\S]*<\/h3><p>[^<]{12,}<\/p>/,
      )
    // The use-case page: every card an icon, a title and a line.
    // Without Phrased's markup (and so without the icon's closing </span>) to read a Japanese heading's words.
    const useCases = withoutPhrases(
      decodeEntities((await rawGet(`${prefix(locale)}/use-cases`)).body),
    )
    const items = useCases.split('class="card use-case"').slice(1)
    expect(items.length, locale).toBeGreaterThanOrEqual(8)
    for (const item of items)
      expect(item, locale).toMatch(
        /^><span class="card-icon"><svg[\s\S]*?<\/svg>(?:<\/span>)?<h([23])>[^<]+<\/h\1><p>[^<]{12,}<\/p>/,
      )
  }
})

test('every article has a cover of its own, described in its language; one an editor adds later gets one too', async () => {
  const stock = /alt="(Illustration \d|[^"]* \d)"/
  for (const locale of ARTICLE_LANGS) {
    const cover = get(messages(locale), 'content.cover')
    const html = decodeEntities((await rawGet(`${prefix(locale)}/blog`)).body)
    const cards = html.split('<li class="card article-card">').slice(1)
    expect(cards.length, locale).toBeGreaterThanOrEqual(6)
    const looks = new Set<string>()
    for (const card of cards) {
      const title = /<h2 class="card-title"><a [^>]*>([^<]+)<\/a>/.exec(card)?.[1] as string
      const drawn =
        /<div class="(cover card-cover [^"]+)" role="img" aria-label="([^"]+)"><span class="cover-kicker">([^<]+)<\/span><span class="cover-title">([^<]+)<\/span>/.exec(
          card,
        )
      expect(drawn, `${locale}: ${title}`).not.toBeNull()
      expect(drawn?.[4]).toBe(title)
      expect(drawn?.[2]).toBe(
        cover.replace('{title}', title).replace('{section}', drawn?.[3] as string),
      )
      looks.add(drawn?.[1] as string)
    }
    expect(html, locale).not.toMatch(stock)
    expect(looks.size, `${locale}: covers that look alike`).toBeGreaterThan(cards.length / 2)
  }
  // The article page: the same cover, large, and structured data naming a picture (the social card of the title).
  const article = decodeEntities((await rawGet('/ru/blog/proxies-guide')).body)
  expect(article).toMatch(
    /<div class="cover article-cover [^"]+" role="img" aria-label="Обложка: [^"]+"/,
  )
  expect(article).toMatch(/"image":\["http:\/\/[^"]+\/og\/ru-[A-Za-z0-9_-]{16}\.png\?t=/)

  // An editor's new article, with no picture uploaded, is drawn a cover from its title, in each of its languages
  // (Thai too, where the seed has no post).
  const auth = await adminAuth()
  const slug = `cover-check-${Date.now()}`
  const title = 'Прокси для команды: что проверить'
  const created = await fetch(`${GLOBAL}/cms/api/posts?locale=ru`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({
      title,
      slug,
      _status: 'published',
      available: true,
      publishedAt: new Date().toISOString(),
    }),
  })
  expect(created.status).toBe(201)
  const id = ((await created.json()) as { doc: { id: number } }).doc.id
  try {
    await waitFor(async () => (await rawGet(`/ru/blog/${slug}`)).status === 200, 20_000)
    const page = decodeEntities((await rawGet(`/ru/blog/${slug}`)).body)
    expect(page).toContain(
      `role="img" aria-label="Обложка: ${title} — Блог"><span class="cover-kicker">Блог</span><span class="cover-title">${title}</span>`,
    )
    const thai = 'พร็อกซีสำหรับทีม: สิ่งที่ต้องตรวจสอบ'
    const translated = await fetch(`${GLOBAL}/cms/api/posts/${id}?locale=th`, {
      method: 'PATCH',
      headers: auth,
      body: JSON.stringify({ title: thai, available: true, _status: 'published' }),
    })
    expect(translated.status).toBe(200)
    await waitFor(async () => (await rawGet(`/th/blog/${slug}`)).body.includes(thai), 20_000)
    const section = get(messages('th'), 'nav.blog')
    const label = get(messages('th'), 'content.cover')
      .replace('{title}', thai)
      .replace('{section}', section)
    expect(decodeEntities((await rawGet(`/th/blog/${slug}`)).body)).toContain(
      `role="img" aria-label="${label}"><span class="cover-kicker">${section}</span><span class="cover-title">${thai}</span>`,
    )
  } finally {
    await fetch(`${GLOBAL}/cms/api/posts/${id}`, { method: 'DELETE', headers: auth })
  }
})

/**
 * Opens each path in a fresh page of the given size: nothing wider than the screen, pictures on screen, no shift; the
 * words of the covers legible and inside them, the columns of the screens' lists lined up from row to row, and no
 * word of the home page's profile list cut short.
 */
async function checkLayout(browser: Browser, device: object, paths: string[]) {
  const context = await browser.newContext(device)
  const problems: string[] = []
  try {
    const page = await context.newPage()
    await page.addInitScript(() => {
      ;(window as unknown as { __shift: number }).__shift = 0
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number
          hadRecentInput: boolean
        })[])
          if (!entry.hadRecentInput)
            (window as unknown as { __shift: number }).__shift += entry.value
      }).observe({ type: 'layout-shift', buffered: true })
    })
    for (const path of paths) {
      await page.goto(`${GLOBAL}${path}`, { waitUntil: 'load' })
      const state = await page.evaluate(() => {
        const pictures = [
          ...document.querySelectorAll<HTMLElement>(
            'main .ps, main .cover, main .logo, main svg.avatar',
          ),
        ]
        return {
          overflow: document.documentElement.scrollWidth - window.innerWidth,
          shift: (window as unknown as { __shift: number }).__shift,
          pictures: pictures.length,
          tooWide: pictures
            .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
            .map((el) => el.className),
          unmarked: [...document.querySelectorAll<HTMLElement>('main .logo')]
            .filter(
              (logo) =>
                getComputedStyle(logo, '::before').maskImage === 'none' ||
                parseFloat(getComputedStyle(logo, '::before').width) < 20,
            )
            .map((logo) => logo.textContent),
          hidden: pictures
            .filter(
              (el) =>
                el.getBoundingClientRect().width < 20 || el.getBoundingClientRect().height < 20,
            )
            .map((el) => el.className),
          illegible: [...document.querySelectorAll<HTMLElement>('main .cover')].flatMap((cover) => {
            const box = cover.getBoundingClientRect()
            return [...cover.children].flatMap((text) => {
              const r = text.getBoundingClientRect()
              const size = parseFloat(getComputedStyle(text).fontSize)
              const inside =
                r.left >= box.left - 0.5 &&
                r.right <= box.right + 0.5 &&
                r.top >= box.top - 0.5 &&
                r.bottom <= box.bottom + 0.5
              return size < 10 || !inside
                ? [`${text.className} ${size}px${inside ? '' : ' outside its cover'}`]
                : []
            })
          }),
          misaligned: [...document.querySelectorAll<HTMLElement>('main .ps-list')].flatMap(
            (list) => {
              // Every cell within the span of its column's heading (the heading cells fill their columns).
              const rows = [...list.children].map((row) =>
                [...row.children]
                  .filter((cell) => getComputedStyle(cell).display !== 'none')
                  .map((cell) => cell.getBoundingClientRect()),
              )
              const [head = [], ...body] = rows
              const outside = body.some(
                (row) =>
                  row.length !== head.length ||
                  row.some((r, k) => r.left < head[k]!.left - 1 || r.right > head[k]!.right + 1),
              )
              const spans = (row: DOMRect[]) =>
                row.map((r) => `${Math.round(r.left)}-${Math.round(r.right)}`).join(',')
              return outside
                ? [`${list.closest('.ps')?.className}: ${rows.map(spans).join(' / ')}`]
                : []
            },
          ),
          cut: [...document.querySelectorAll<HTMLElement>('main .hero-split .ps-r > *')]
            .filter((cell) => cell.offsetParent && cell.scrollWidth > cell.clientWidth + 1)
            .map((cell) => cell.textContent),
        }
      })
      if (state.overflow > 0) problems.push(`${path}: ${state.overflow} px wider than the screen`)
      if (state.shift > 0.01) problems.push(`${path}: layout shift ${state.shift.toFixed(3)}`)
      if (!state.pictures) problems.push(`${path}: no drawn picture`)
      for (const name of state.tooWide) problems.push(`${path}: ${name} past the right edge`)
      for (const name of state.hidden) problems.push(`${path}: ${name} not shown`)
      for (const name of state.unmarked) problems.push(`${path}: no mark beside ${name}`)
      for (const text of state.illegible) problems.push(`${path}: cover text ${text}`)
      for (const list of state.misaligned)
        problems.push(`${path}: list columns not lined up in ${list}`)
      for (const text of state.cut)
        problems.push(`${path}: "${text}" cut short in the hero's profile list`)
    }
  } finally {
    await context.close()
  }
  expect(problems).toEqual([])
}

const layoutPaths = [
  ...LANGS.flatMap((locale) => [
    prefix(locale) || '/',
    ...[
      '/synchronizer',
      '/teamwork',
      '/local-api',
      '/solutions/amazon',
      '/solutions/digital-agency',
    ].map((path) => `${prefix(locale)}${path}`),
  ]),
  ...ARTICLE_LANGS.flatMap((locale) =>
    ['/blog', '/blog/fingerprints-guide'].map((path) => `${prefix(locale)}${path}`),
  ),
]

test('at 1280 px the screens, covers, marks and portraits are on screen, with no horizontal scroll and no shift', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  await checkLayout(browser, DESKTOP, layoutPaths)
})

test('on a 390 px phone the same pages fit the screen, with no horizontal scroll and no shift', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  await checkLayout(browser, PHONE, layoutPaths)
})
