/**
 * Two app instances of one build behind nginx, on PostgreSQL and Redis (scripts/lib/topology.ts). npm test
 * prepares the database and the build (with the Redis page cache) and passes them in TOPOLOGY_* variables.
 */
import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { beaconKey, BROWSER_UA, sealBatch, sendWhileBusy } from '../../scripts/lib/beacon'
import { startTopology, type Topology } from '../../scripts/lib/topology'

const databaseUrl = process.env.TOPOLOGY_DATABASE_URL as string
const redisUrl = process.env.TOPOLOGY_REDIS_URL as string
const distDir = process.env.TOPOLOGY_DIST_DIR || '.next-topology'
const dataDir = process.env.TOPOLOGY_DATA_DIR || 'data/topology'
/**
 * A publish on one instance must show on the other within this: tag revalidation through Redis is immediate; each
 * instance's proxy refreshes its in-memory route table (which paths exist) every 5 s.
 */
const REVALIDATION_MS = 15_000

let topology: Topology
let a: string
let b: string

beforeAll(async () => {
  if (!databaseUrl || !redisUrl)
    throw new Error('TOPOLOGY_DATABASE_URL and TOPOLOGY_REDIS_URL are set by npm test')
  topology = await startTopology({
    databaseUrl,
    redisUrl,
    distDir,
    dataDir,
    env: { STATS_JOB_HOURS: '0' },
    log: () => undefined,
  })
  ;[a, b] = topology.instances.map((i) => i.url) as [string, string]
}, 180_000)
afterAll(async () => topology?.stop(), 60_000)
// A failure shows what the instances said (their own logs are otherwise kept only while they start).
afterEach((context) => {
  if (context.task.result?.state !== 'fail' || !topology) return
  for (const instance of topology.instances)
    console.log(`instance ${instance.name}, last lines:\n${instance.output.slice(-40).join('\n')}`)
})

async function adminAuth(base: string) {
  const res = await fetch(`${base}/cms/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD }),
  })
  expect(res.status).toBe(200)
  return {
    Authorization: `JWT ${((await res.json()) as { token: string }).token}`,
    'content-type': 'application/json',
  }
}

const text = async (url: string) => {
  const res = await fetch(url, { headers: { 'user-agent': BROWSER_UA } })
  return { status: res.status, body: await res.text() }
}

/** Polls until `check` holds; answers how long that took, or fails after `timeoutMs`. */
async function within(
  timeoutMs: number,
  what: string,
  check: () => Promise<boolean>,
): Promise<number> {
  const started = Date.now()
  for (;;) {
    if (await check()) return Date.now() - started
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`)
    await new Promise((r) => setTimeout(r, 200))
  }
}

describe('two instances behind nginx on PostgreSQL and Redis', () => {
  it('serve the same build, both through nginx', async () => {
    const buildOf = async (base: string) =>
      ((await (await fetch(`${base}/api/builds/latest.json`)).json()) as { data: { id: string } })
        .data.id
    const ids = await Promise.all([buildOf(a), buildOf(b)])
    expect(ids[0]).toBeTruthy()
    expect(ids[1]).toBe(ids[0])
    for (let i = 0; i < 4; i++) expect((await text(`${topology.url}/pricing`)).status).toBe(200)
  })

  it('show a post published through instance A on instance B: page, listing, sitemap and feed', async () => {
    const slug = `topology-${Date.now()}`
    const title = `Published on A ${Date.now()}`
    // B has the listing, sitemap and feed cached before the publish, so a stale cache would show.
    for (const path of ['/blog', '/sitemap/en-US.xml', '/rss/en-US/blog.xml'])
      expect((await text(`${b}${path}`)).status).toBe(200)
    expect((await text(`${b}/blog/${slug}`)).status).toBe(404)

    const auth = await adminAuth(a)
    const created = await fetch(`${a}/cms/api/posts`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ title, slug, _status: 'published' }),
    })
    expect(created.status).toBe(201)
    const id = ((await created.json()) as { doc: { id: number } }).doc.id
    const seen = {
      page: await within(
        REVALIDATION_MS,
        'page on B',
        async () => (await text(`${b}/blog/${slug}`)).status === 200,
      ),
      listing: await within(REVALIDATION_MS, 'listing on B', async () =>
        (await text(`${b}/blog`)).body.includes(title),
      ),
      sitemap: await within(REVALIDATION_MS, 'sitemap on B', async () =>
        (await text(`${b}/sitemap/en-US.xml`)).body.includes(`/blog/${slug}<`),
      ),
      feed: await within(REVALIDATION_MS, 'feed on B', async () =>
        (await text(`${b}/rss/en-US/blog.xml`)).body.includes(title),
      ),
    }
    console.log(`published on A, seen on B after (ms): ${JSON.stringify(seen)}`)
    // Through nginx, whichever instance answers (each refreshes its in-memory route table every 5 s).
    await within(REVALIDATION_MS, 'page through nginx', async () =>
      (await text(`${topology.url}/blog/${slug}`)).body.includes(title),
    )

    // Deleted through A: gone from B too.
    expect(
      (await fetch(`${a}/cms/api/posts/${id}`, { method: 'DELETE', headers: auth })).status,
    ).toBe(200)
    await within(
      REVALIDATION_MS,
      'deleted page on B',
      async () => (await text(`${b}/blog/${slug}`)).status === 404,
    )
    await within(
      REVALIDATION_MS,
      'deleted post off the feed on B',
      async () => !(await text(`${b}/rss/en-US/blog.xml`)).body.includes(title),
    )
  }, 120_000)

  it('store every beacon event sent through either instance once, and recognise a resend on the other', async () => {
    const key = await beaconKey(topology.url)
    const batch = (n: number | string, size: number) => ({
      common: { device_id: randomUUID(), page: 'http://localhost/pricing', locale: 'en' },
      events: Array.from({ length: size }, (_, i) => ({
        id: `topo-${n}-${i}-${randomUUID()}`,
        op_type: 3,
        op_res: 0,
        op_obj_type: 23,
        op_obj_value: { name: `b${i}` },
        user_timestamp_: Date.now(),
      })),
    })
    const batches = Array.from({ length: 40 }, (_, n) => batch(n, 20))
    const send = (base: string, body: string, timeoutMs = 20_000) =>
      fetch(`${base}/api/stats/collect`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': BROWSER_UA },
        body,
        // A batch left unanswered fails here, naming the instance, not as the test's own timeout.
        signal: AbortSignal.timeout(timeoutMs),
      }).catch((error: unknown) => {
        throw new Error(`${base}: ${(error as Error).message}`)
      })
    // Each instance's beacon worker starts beside its pages and may be ready later than they are; one start in
    // about twenty-five hung until the watchdog replaced it (src/server/beacon/thread.ts). Wait until each stores a
    // batch (a 503 while it is replaced is answered again), then measure.
    const warm = await Promise.all(
      [a, b].map(async (base) => {
        const deadline = Date.now() + 150_000
        const { answer, tries, ms } = await sendWhileBusy(
          (attempt) =>
            send(
              base,
              sealBatch(key, batch(`warm-${attempt}`, 1)),
              Math.max(1_000, deadline - Date.now()),
            ),
          (res) => res.status !== 200,
          { pauseMs: 500 },
        )
        if (answer.status !== 200)
          throw new Error(`${base}: the beacon answered ${answer.status} for 150 s`)
        return `${base} stored its first batch after ${ms} ms (${tries} tries)`
      }),
    )
    console.log(warm.join('; '))
    // What the beacon threads said while starting (a replaced worker says so).
    for (const instance of topology.instances) {
      const said = instance.output.filter((line) => line.includes('Statistics beacon'))
      console.log(`instance ${instance.name}: ${said.join(' | ') || 'no beacon line'}`)
    }
    const bodies = batches.map((sent) => sealBatch(key, sent))
    // A, B and nginx in turn, all at once.
    const answers = await Promise.all(
      bodies.map((body, i) => send([a, b, topology.url][i % 3] as string, body)),
    )
    expect(answers.map((r) => r.status)).toEqual(bodies.map(() => 200))
    // The same batches again through the other instance: stored before.
    const again = await Promise.all(bodies.slice(0, 6).map((body, i) => send(i % 2 ? a : b, body)))
    expect(again.map((r) => r.status)).toEqual(again.map(() => 409))

    const ids = batches.flatMap((sent) => sent.events.map((e) => e.id))
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    try {
      const { rows } = await client.query<{ event_id: string; n: string }>(
        'SELECT event_id, COUNT(*) AS n FROM stat_events WHERE event_id = ANY($1) GROUP BY event_id',
        [ids],
      )
      expect(rows).toHaveLength(ids.length)
      expect(rows.every((r) => Number(r.n) === 1)).toBe(true)
    } finally {
      await client.end()
    }
  }, 240_000)

  it('hold one rate limit across instances: requests alternating between A and B meet it together', async () => {
    // 30 a minute per address for this call; a refused (400) request counts all the same and writes nothing.
    const ip = `198.51.100.${10 + Math.floor(Math.random() * 200)}`
    const statuses: number[] = []
    for (let i = 0; i < 31; i++) {
      const res = await fetch(
        `${i % 2 ? b : a}/api/sys/config/ref/set?c_v=${encodeURIComponent('not valid!')}`,
        { headers: { 'x-forwarded-for': ip } },
      )
      statuses.push(res.status)
    }
    expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true)
    expect(statuses[30]).toBe(429)
    // The CMS sign-in throttle too: 10 attempts per address, wherever they land (at 10 accounts: one account's
    // own slow-down would start sooner).
    const signIn = (base: string) =>
      fetch(`${base}/cms/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify({
          email: `nobody-${logins.length}@example.com`,
          password: 'wrong password',
        }),
      })
    const logins: number[] = []
    for (let i = 0; i < 11; i++) logins.push((await signIn(i % 2 ? b : a)).status)
    expect(logins.slice(0, 10).every((s) => s === 401)).toBe(true)
    expect(logins[10]).toBe(429)
  }, 60_000)
})
