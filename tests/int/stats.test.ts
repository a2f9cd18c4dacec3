import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-sqlite'
import { applyRetention, countDroppedBots, rebuildRollups, visitorHash } from '@/server/stats/jobs'
import {
  dailyTotals,
  droppedBots,
  droppedBotsByDay,
  rawDailyTotals,
  recentVisitors,
  vitalsP75,
} from '@/server/stats/queries'
import { rows } from '@/server/stats/sql'
import { freshPayload } from './helpers'

let payload: Payload
let cleanup: () => Promise<void>

const TODAY = '2026-06-30'
const DAYS = 30
const EVENTS = 100_000
const locales = ['en', 'ru', 'zh']
const kinds = [
  ['view', 0, 22],
  ['click', 3, 23],
  ['expose', 5, 24],
  ['error', 6, 25],
] as const

/** A deterministic pseudo-random sequence, so a failure can be reproduced. */
function random(seed: number) {
  let s = seed
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648
    return s / 2147483648
  }
}

const dayOf = (offset: number) =>
  new Date(Date.parse(`${TODAY}T00:00:00Z`) - offset * 86_400_000).toISOString().slice(0, 10)

async function insertEvents(count: number, days: (i: number) => string, prefix: string) {
  const db = payload.db as unknown as {
    drizzle: { insert: (t: unknown) => { values: (rows: unknown[]) => Promise<unknown> } }
    tables: Record<string, unknown>
  }
  const next = random(count + prefix.length)
  const now = new Date().toISOString()
  for (let start = 0; start < count; start += 500) {
    const batch = []
    for (let i = start; i < Math.min(count, start + 500); i++) {
      const [kind, opType, opObjType] = kinds[Math.floor(next() * 4)] as (typeof kinds)[number]
      const path = `/page-${Math.floor(next() * 50)}`
      batch.push({
        eventId: `${prefix}-${i}`,
        kind,
        opType,
        opObjType,
        value: { url: `http://localhost${path}` },
        userTimestamp: 1,
        deviceId: `device-${Math.floor(next() * 2000)}`,
        page: `http://localhost${path}`,
        path,
        day: days(i),
        key:
          kind === 'click'
            ? `key-${Math.floor(next() * 5)}`
            : kind === 'error'
              ? String(100101 + Math.floor(next() * 3))
              : null,
        locale: locales[Math.floor(next() * locales.length)],
        createdAt: now,
        updatedAt: now,
      })
    }
    await db.drizzle.insert(db.tables.stat_events).values(batch)
  }
}

const allRollups = () =>
  rows<Record<string, unknown>>(
    payload,
    sql`SELECT day, locale, path, kind, key, events, devices FROM stat_daily ORDER BY day, locale, path, kind, key`,
  )

beforeAll(async () => {
  ;({ payload, cleanup } = await freshPayload())
  // A fresh database (the module under test must not have bound the environment's database before).
  const [existing] = await rows<{ n: number }>(payload, sql`SELECT COUNT(*) AS n FROM stat_events`)
  expect(Number(existing?.n)).toBe(0)
  await insertEvents(EVENTS, (i) => dayOf(i % DAYS), 'e')
}, 300_000)
afterAll(async () => cleanup?.())

describe('statistics roll-ups', () => {
  it('are rebuilt idempotently, and their totals equal the raw counts', async () => {
    const started = Date.now()
    const first = await rebuildRollups(payload, dayOf(DAYS), TODAY, TODAY)
    console.log(
      `roll-up of ${EVENTS} events over ${DAYS} days: ${Date.now() - started} ms, ${first.rows} rows`,
    )
    const once = await allRollups()
    await rebuildRollups(payload, dayOf(DAYS), TODAY, TODAY)
    expect(await allRollups()).toEqual(once)

    const range = { from: dayOf(DAYS), to: TODAY }
    const dashboard = await dailyTotals(payload, range)
    const raw = await rawDailyTotals(payload, range)
    expect(dashboard).toEqual(raw)
    expect(dashboard.reduce((n, d) => n + d.views + d.clicks + d.exposes + d.errors, 0)).toBe(
      EVENTS,
    )
    for (const locale of locales)
      expect(await dailyTotals(payload, { ...range, locale })).toEqual(
        await rawDailyTotals(payload, { ...range, locale }),
      )
    const week = { from: dayOf(6), to: TODAY, locale: 'ru' }
    expect(await dailyTotals(payload, week)).toEqual(await rawDailyTotals(payload, week))
  }, 120_000)

  it("are rebuilt by two jobs at once (two instances, or the full job beside today's) without a duplicate key, and a reader never sees them half built", async () => {
    const range = { from: dayOf(DAYS), to: TODAY }
    await rebuildRollups(payload, dayOf(DAYS), TODAY, TODAY)
    const expected = await dailyTotals(payload, range)
    const total = (days: typeof expected) =>
      days.reduce((n, d) => n + d.views + d.clicks + d.exposes + d.errors, 0)
    expect(total(expected)).toBe(EVENTS)
    // What the dashboard reads while the rebuilds run: each read sees all of the range's roll-ups or none changed.
    const seen: number[] = []
    let rebuilding = true
    const reader = (async () => {
      while (rebuilding) seen.push(total(await dailyTotals(payload, range)))
    })()
    const results = await Promise.allSettled([
      rebuildRollups(payload, dayOf(DAYS), TODAY, TODAY),
      rebuildRollups(payload, dayOf(DAYS), TODAY, TODAY),
      rebuildRollups(payload, TODAY, TODAY, TODAY),
    ])
    rebuilding = false
    await reader
    expect(results.filter((r) => r.status === 'rejected')).toEqual([])
    expect(await dailyTotals(payload, range)).toEqual(expected)
    expect(seen.length).toBeGreaterThan(0)
    expect(seen.filter((n) => n !== EVENTS)).toEqual([])
  }, 120_000)

  it('keep the days past retention as they were while their raw events go', async () => {
    // Events of a day that later falls out of the 180-day window.
    const old = '2025-12-15'
    await insertEvents(1000, () => old, 'old')
    await rebuildRollups(payload, old, old, '2026-05-01')
    const before = await dailyTotals(payload, { from: old, to: old })
    expect(before[0]?.views).toBeGreaterThan(0)

    const { deleted } = await applyRetention(payload, TODAY)
    expect(deleted).toBe(1000)
    const [left] = await rows<{ n: number }>(payload, sql`SELECT COUNT(*) AS n FROM stat_events`)
    expect(Number(left?.n)).toBe(EVENTS)
    // Rebuilding the whole range now leaves the old day's roll-ups alone.
    await rebuildRollups(payload, old, TODAY, TODAY)
    expect(await dailyTotals(payload, { from: old, to: old })).toEqual(before)
  }, 60_000)

  it('count bot traffic that is stored nowhere, and keep the count through rebuilds', async () => {
    await countDroppedBots(payload, 7, TODAY)
    await countDroppedBots(payload, 5, TODAY)
    await rebuildRollups(payload, dayOf(2), TODAY, TODAY)
    expect(await droppedBots(payload, { from: TODAY, to: TODAY })).toBe(12)
    // By reason, per day: a crawler wave and a headless run stay apart (the two above kept no reason).
    await countDroppedBots(payload, 40, TODAY, 'crawler')
    await countDroppedBots(payload, 3, TODAY, 'headless')
    await countDroppedBots(payload, 2, TODAY, 'crawler')
    await rebuildRollups(payload, dayOf(2), TODAY, TODAY)
    const byReason = (await droppedBotsByDay(payload, { from: TODAY, to: TODAY })).map((r) => [
      r.day,
      r.key,
      Number(r.n),
    ])
    expect(byReason).toEqual([
      [TODAY, '', 12],
      [TODAY, 'crawler', 42],
      [TODAY, 'headless', 3],
    ])
    expect(await droppedBots(payload, { from: TODAY, to: TODAY })).toBe(57)
  })

  it('give web vitals at the 75th percentile per template and locale, never counted as page views', async () => {
    const db = payload.db as unknown as {
      drizzle: { insert: (t: unknown) => { values: (rows: unknown[]) => Promise<unknown> } }
      tables: Record<string, unknown>
    }
    const now = new Date().toISOString()
    const lcp = [1200, 1800, 2600, 3100, 900, 4200, 2000, 2400]
    await db.drizzle.insert(db.tables.stat_events).values(
      lcp.map((value, i) => ({
        eventId: `vital-${i}`,
        kind: 'view',
        opType: 0,
        opObjType: 22,
        value: { type: 'vital', name: 'LCP', value },
        userTimestamp: 1,
        deviceId: `device-${i}`,
        page: 'http://localhost/ru/blog/post',
        path: '/ru/blog/post',
        day: TODAY,
        key: 'vital:LCP',
        locale: 'ru',
        createdAt: now,
        updatedAt: now,
      })),
    )
    const range = { from: TODAY, to: TODAY, locale: 'ru' }
    const vitals = await vitalsP75(payload, range)
    expect(vitals).toEqual([
      { template: 'blog-article', locale: 'ru', metric: 'LCP', p75: 2600, samples: 8 },
    ])
    await rebuildRollups(payload, TODAY, TODAY, TODAY)
    expect(await dailyTotals(payload, range)).toEqual(await rawDailyTotals(payload, range))
    const [views] = await rows<{ n: number }>(
      payload,
      sql`SELECT COUNT(*) AS n FROM stat_events WHERE day = ${TODAY} AND locale = 'ru' AND kind = 'view' AND key IS NULL`,
    )
    expect((await dailyTotals(payload, range))[0]?.views).toBe(Number(views?.n))
  })

  it('count the devices of the last 30 minutes from the raw events', async () => {
    const db = payload.db as unknown as {
      drizzle: { insert: (t: unknown) => { values: (rows: unknown[]) => Promise<unknown> } }
      tables: Record<string, unknown>
    }
    const now = new Date()
    const before = await recentVisitors(payload, 30, now)
    const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000).toISOString()
    const view = (id: string, device: string, minutesAgo: number, key: string | null = null) => ({
      eventId: id,
      kind: 'view',
      opType: 0,
      opObjType: 22,
      value: { url: 'http://localhost/' },
      userTimestamp: 1,
      deviceId: device,
      page: 'http://localhost/',
      path: '/',
      day: TODAY,
      key,
      locale: 'en',
      createdAt: at(minutesAgo),
      updatedAt: at(minutesAgo),
    })
    await db.drizzle
      .insert(db.tables.stat_events)
      .values([
        view('recent-1', 'recent-device-a', 1),
        view('recent-2', 'recent-device-a', 5),
        view('recent-3', 'recent-device-b', 29),
        view('recent-4', 'recent-device-c', 31),
        view('recent-5', 'recent-device-d', 2, 'vital:LCP'),
      ])
    // a (twice) and b within 30 minutes; c too long ago; d only measured vitals.
    expect((await recentVisitors(payload, 30, now)) - before).toBe(2)
  })

  it('hash visitors with a salt of the day, never the address itself', async () => {
    const a = await visitorHash(payload, '203.0.113.9', 'Mozilla/5.0 test')
    expect(a).toMatch(/^[a-f0-9]{32}$/)
    expect(a).not.toContain('203')
    expect(await visitorHash(payload, '203.0.113.9', 'Mozilla/5.0 test')).toBe(a)
    expect(await visitorHash(payload, '203.0.113.10', 'Mozilla/5.0 test')).not.toBe(a)
    const salts = await payload.find({ collection: 'stat-salts', overrideAccess: true })
    expect(salts.totalDocs).toBe(1)
  })
})

describe('beacon storage', () => {
  const event = (id: string) => ({
    id,
    op_type: 3 as const,
    op_res: 0 as const,
    op_obj_type: 23 as const,
    op_obj_value: { name: 'buy', url: 'http://localhost/pricing' },
    user_timestamp_: 1,
  })
  const batch = (ids: string[], device = 'device-group') => ({
    common: { device_id: device, page: 'http://localhost/pricing', locale: 'en' },
    events: ids.map(event),
  })
  const visitor = { visitorHash: 'h'.repeat(32), country: 'DE' }
  const stored = async (ids: string[]) =>
    (
      await payload.find({
        collection: 'stat-events',
        where: { eventId: { in: ids } },
        limit: 0,
        overrideAccess: true,
      })
    ).totalDocs

  it('stores batches that arrive together in one write, each told how many of its own events were new', async () => {
    const { storeBatch } = await import('@/server/stats/ingest')
    // Three batches in the same turn: one write. An id carried by two of them counts for the first only.
    const results = await Promise.all([
      storeBatch(batch(['g-1', 'g-2']), visitor),
      storeBatch(batch(['g-2', 'g-3']), visitor),
      storeBatch(batch(['g-1']), visitor),
    ])
    expect(results.map((r) => r.stored)).toEqual([2, 1, 0])
    expect(await stored(['g-1', 'g-2', 'g-3'])).toBe(3)
    // A resend later is recognised by its ids, and a batch of 100 events far past one write's rows still lands whole.
    const many = Array.from({ length: 12 }, (_, b) =>
      batch(Array.from({ length: 100 }, (_, i) => `m-${b}-${i}`)),
    )
    const again = await Promise.all([
      storeBatch(batch(['g-3', 'g-4']), visitor),
      ...many.map((m) => storeBatch(m, visitor)),
    ])
    expect(again.map((r) => r.stored)).toEqual([1, ...many.map(() => 100)])
    expect(await stored(many.flatMap((m) => m.events.map((e) => e.id)))).toBe(1200)
    // The key is the device's, then the event's: what another device sends under the same ids is its own.
    expect(
      await Promise.all([
        storeBatch(batch(['g-1', 'g-2'], 'device-other'), visitor),
        storeBatch(batch(['g-1']), visitor),
      ]),
    ).toEqual([{ stored: 2 }, { stored: 0 }])
    expect(await stored(['g-1', 'g-2'])).toBe(4)
  })
})
