/**
 * What editors publish goes live on a server that has been busy for minutes, not only on a fresh one.
 *
 * A post published in Russian was listed on `/ru/blog` within seconds on a server that had served traffic for an
 * hour, yet its page answered 404 for more than 10 minutes, and a redirect created after start-up never applied:
 * the proxy's copies of the route index and the redirect table stopped refreshing. This test does it the way it
 * failed: a server that has been up and answering for several minutes (PUBLISH_TRAFFIC_SECONDS, default 180), then,
 * with steady page and API traffic running, publishes, unpublishes, republishes and deletes a Russian post and
 * creates, changes and deletes redirects (one written with a trailing slash and Cyrillic letters), and times each
 * until it shows.
 *
 * The minutes count from the server's start (playwright.config.ts): in `npm test` the tests before this one have
 * kept it busy for about ten, so this test's own traffic runs only its minimum (MIN_TRAFFIC_SECONDS) before the
 * changes; run alone, it runs the whole 180 s itself.
 */
import { expect, test } from '@playwright/test'
import { adminAuth, GLOBAL, rawGet } from './helpers'

const TRAFFIC_SECONDS = Number(process.env.PUBLISH_TRAFFIC_SECONDS || 180)
/** This test's own traffic before the first change, however long the server has already been busy. */
const MIN_TRAFFIC_SECONDS = 20
/** When Playwright started the server; unknown (so now) for a server started by hand (E2E_REUSE_SERVER=1). */
const SERVER_SINCE = Number(process.env.E2E_SERVER_SINCE || Date.now())
/** Every change must be visible within this long after the CMS answered the write. */
const LIVE_WITHIN_MS = 5_000

/** Pages and API calls a visitor makes, in several languages, with made-up addresses and 404s among them. */
const TRAFFIC = [
  '/',
  '/blog',
  '/ru/blog',
  '/jp/blog',
  '/pricing',
  '/ru/pricing',
  '/download',
  '/docs/proxies',
  '/ru/docs/proxies',
  '/helps',
  '/faq',
  '/solutions/amazon',
  '/blog/no-such-post',
  '/ru/blog/no-such-post',
  '/no-such-page',
  '/sitemap.xml',
  '/api/home/base-info?lang=en-US',
  '/api/sys/config/ip/get-visitor-ip',
  '/api/builds/latest.json',
]

function startTraffic(concurrency: number) {
  let running = true
  const counts = { requests: 0, fiveXx: 0, errors: 0 }
  const failures: string[] = []
  let n = 0
  const worker = async () => {
    while (running) {
      const path = TRAFFIC[n++ % TRAFFIC.length] as string
      try {
        const res = await fetch(`${GLOBAL}${path}`, {
          redirect: 'manual',
          signal: AbortSignal.timeout(15_000),
          headers: { 'x-forwarded-for': `198.18.${(n >> 8) & 255}.${n & 255}` },
        })
        await res.arrayBuffer()
        counts.requests++
        if (res.status >= 500) {
          counts.fiveXx++
          if (failures.length < 10) failures.push(`${path} ${res.status}`)
        }
      } catch (error) {
        counts.errors++
        if (failures.length < 10) failures.push(`${path} ${(error as Error).message}`)
      }
    }
  }
  const workers = Array.from({ length: concurrency }, worker)
  return {
    counts,
    failures,
    stop: async () => {
      running = false
      await Promise.all(workers)
    },
  }
}

/** Milliseconds from now until `check` holds, polling every 100 ms; fails past `LIVE_WITHIN_MS` (plus slack to report). */
async function timeUntil(what: string, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now()
  while (Date.now() - started < LIVE_WITHIN_MS + 10_000) {
    if (await check()) return Date.now() - started
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${what}: not live ${LIVE_WITHIN_MS + 10_000} ms after the change`)
}

test('publishing, unpublishing and deleting posts and redirects take effect within 5 s on a server busy for minutes', async () => {
  const upSeconds = (Date.now() - SERVER_SINCE) / 1000
  const trafficSeconds = Math.max(MIN_TRAFFIC_SECONDS, TRAFFIC_SECONDS - upSeconds)
  test.setTimeout((trafficSeconds + 180) * 1000)
  const auth = await adminAuth()
  const traffic = startTraffic(6)
  const timings: Record<string, number> = {}
  const created: { posts: number[]; redirects: number[] } = { posts: [], redirects: [] }
  const cms = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${GLOBAL}/cms/api/${path}`, {
      method,
      headers: auth,
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    expect(res.status, `${method} ${path}: ${await res.clone().text()}`).toBeLessThan(300)
    return (await res.json()) as { doc?: { id: number } }
  }
  const status = async (path: string) => (await rawGet(path)).status
  const location = async (path: string) => (await rawGet(path)).location
  try {
    await new Promise((resolve) => setTimeout(resolve, trafficSeconds * 1000))
    const up = ((Date.now() - SERVER_SINCE) / 1000).toFixed(0)
    console.log(
      `publish-live: server up ${up} s, after ${trafficSeconds.toFixed(0)} s of this test's traffic: ${JSON.stringify(traffic.counts)}`,
    )

    // A post written and published in Russian only.
    const slug = `live-ru-${Date.now()}`
    const post = await cms('POST', 'posts?locale=ru', {
      title: 'Опубликовано под нагрузкой',
      slug,
      excerpt: 'Проверка',
      _status: 'published',
    })
    const id = post.doc?.id as number
    created.posts.push(id)
    timings['publish ru post'] = await timeUntil(
      'published post',
      async () => (await status(`/ru/blog/${slug}`)) === 200,
    )
    expect((await rawGet(`/ru/blog/${slug}`)).body).toContain('Опубликовано под нагрузкой')

    await cms('PATCH', `posts/${id}?locale=ru`, { _status: 'draft' })
    timings['unpublish ru post'] = await timeUntil(
      'unpublished post',
      async () => (await status(`/ru/blog/${slug}`)) === 404,
    )

    await cms('PATCH', `posts/${id}?locale=ru`, { _status: 'published' })
    timings['republish ru post'] = await timeUntil(
      'republished post',
      async () => (await status(`/ru/blog/${slug}`)) === 200,
    )

    await cms('DELETE', `posts/${id}`)
    created.posts.pop()
    timings['delete ru post'] = await timeUntil(
      'deleted post',
      async () => (await status(`/ru/blog/${slug}`)) === 404,
    )

    // Redirects: a plain one, then one written with a trailing slash and Cyrillic letters.
    const from = `/moved-under-load-${Date.now()}`
    const redirect = await cms('POST', 'redirects', { from, to: '/pricing', permanent: true })
    const redirectId = redirect.doc?.id as number
    created.redirects.push(redirectId)
    timings['create redirect'] = await timeUntil(
      'new redirect',
      async () => (await location(from)) === `${GLOBAL}/pricing`,
    )

    await cms('PATCH', `redirects/${redirectId}`, { to: '/download', permanent: false })
    timings['change redirect'] = await timeUntil(
      'changed redirect',
      async () => (await location(from)) === `${GLOBAL}/download`,
    )
    expect((await rawGet(from)).status).toBe(302)

    await cms('DELETE', `redirects/${redirectId}`)
    created.redirects.pop()
    timings['delete redirect'] = await timeUntil(
      'deleted redirect',
      async () => (await status(from)) === 404,
    )

    const word = `старая-${Date.now()}`
    const cyrillic = await cms('POST', 'redirects', { from: `/ru/${word}/`, to: '/ru/pricing' })
    created.redirects.push(cyrillic.doc?.id as number)
    timings['create Cyrillic redirect'] = await timeUntil(
      'Cyrillic redirect',
      async () => (await location(`/ru/${encodeURIComponent(word)}`)) === `${GLOBAL}/ru/pricing`,
    )
    expect(await location(`/ru/${encodeURIComponent(word)}/`)).toBe(`${GLOBAL}/ru/pricing`)
  } finally {
    await traffic.stop()
    for (const postId of created.posts)
      await fetch(`${GLOBAL}/cms/api/posts/${postId}`, { method: 'DELETE', headers: auth })
    for (const redirectId of created.redirects)
      await fetch(`${GLOBAL}/cms/api/redirects/${redirectId}`, { method: 'DELETE', headers: auth })
  }
  console.log(
    `publish-live: ms until live ${JSON.stringify(timings)}; traffic ${JSON.stringify(traffic.counts)}`,
  )
  for (const [what, ms] of Object.entries(timings))
    expect(ms, what).toBeLessThanOrEqual(LIVE_WITHIN_MS)
  expect(traffic.counts.requests).toBeGreaterThan(trafficSeconds * 10)
  expect(traffic.failures, 'traffic answered 5xx or failed').toEqual([])
})
