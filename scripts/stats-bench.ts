/**
 * `npx tsx scripts/stats-bench.ts [events] [days]`: on a throwaway SQLite database, inserts that many raw
 * events (default 1,000,000 over 90 days), then times the roll-up and the dashboard's queries for the range.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const total = Number(process.argv[2] || 1_000_000)
const days = Number(process.argv[3] || 90)
const dir = mkdtempSync(path.join(tmpdir(), 'stats-bench-'))
process.env.DATA_DIR = dir
// A throwaway SQLite file, or the Postgres database BENCH_DATABASE_URL names (its tables are dropped first).
const postgres = process.env.BENCH_DATABASE_URL?.startsWith('postgres')
process.env.DATABASE_URL = postgres
  ? (process.env.BENCH_DATABASE_URL as string)
  : `file:${path.join(dir, 'bench.db')}`
process.env.PAYLOAD_SECRET ||= 'stats-bench'

const { getPayload } = await import('payload')
const { default: config } = await import('../src/cms/payload.config')
const { migrations } = postgres
  ? await import('../src/migrations/postgres')
  : await import('../src/migrations/sqlite')
const { rebuildRollups } = await import('../src/server/stats/jobs')
const { utcDay } = await import('../src/server/stats/sql')
const { dashboardData } = await import('../src/server/stats/dashboard')

const payload = await getPayload({ config })
type MigrateArgs = NonNullable<Parameters<typeof payload.db.migrate>[0]>
await payload.db.migrate({ migrations: migrations as unknown as MigrateArgs['migrations'] })
const db = payload.db as unknown as {
  drizzle: { insert: (t: unknown) => { values: (rows: unknown[]) => Promise<unknown> } }
  tables: Record<string, unknown>
}

const today = utcDay()
const dayOf = (i: number) => utcDay(new Date(Date.now() - (i % days) * 86_400_000))
const kinds = [
  ['view', 0, 22],
  ['click', 3, 23],
  ['expose', 5, 24],
  ['error', 6, 25],
] as const
const locales = ['en', 'zh', 'ru', 'vn', 'es', 'pt', 'tr', 'th', 'fr', 'uk', 'ko', 'hi', 'jp', 'tc']
let seed = 7
const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648
const now = new Date().toISOString()
let started = Date.now()
for (let start = 0; start < total; start += 500) {
  const rows = []
  for (let i = start; i < Math.min(total, start + 500); i++) {
    const [kind, opType, opObjType] = kinds[Math.floor(rand() * 4)] as (typeof kinds)[number]
    const pathName = `/page-${Math.floor(rand() * 200)}`
    // A third of the view records are web vitals (a page view reports up to four).
    const vital =
      kind === 'view' && rand() < 0.33 ? (['LCP', 'INP', 'CLS', 'TTFB'][i % 4] as string) : null
    const value = vital
      ? { type: 'vital', name: vital, value: vital === 'CLS' ? rand() * 0.3 : rand() * 4000 }
      : {}
    const key = vital
      ? `vital:${vital}`
      : kind === 'click'
        ? i % 4 === 0
          ? 'header register'
          : `download ${['win64', 'mac', 'linux'][i % 3]}`
        : kind === 'view'
          ? 'page'
          : null
    // The breakdowns' fields the beacon takes at ingest: two page views in five start a visit.
    const entry = kind === 'view' && !vital && rand() < 0.4 ? 1 : 0
    rows.push({
      eventId: `b-${i}`,
      kind,
      opType,
      opObjType,
      value,
      userTimestamp: 1,
      deviceId: `d-${Math.floor(rand() * 50_000)}`,
      page: pathName,
      path: pathName,
      day: dayOf(i),
      key,
      locale: locales[i % locales.length],
      country: ['US', 'RU', 'CN', 'DE', 'BR', 'IN', ''][i % 7],
      entry,
      referrerDomain: entry
        ? ['', 'google.com', 'bing.com', 'yandex.ru', `site-${Math.floor(rand() * 500)}.com`][i % 5]
        : null,
      deviceClass: ['desktop', 'mobile', 'tablet'][i % 3],
      os: ['Windows', 'macOS', 'Android', 'iOS', 'Linux'][i % 5],
      browser: ['Chrome', 'Safari', 'Firefox', 'Edge'][i % 4],
      createdAt: now,
      updatedAt: now,
    })
  }
  await db.drizzle.insert(db.tables.stat_events).values(rows)
}
console.log(`inserted ${total} events in ${((Date.now() - started) / 1000).toFixed(1)} s`)
started = Date.now()
const from = utcDay(new Date(Date.now() - (days - 1) * 86_400_000))
const result = await rebuildRollups(payload, from, today, today)
console.log(
  `roll-up of ${total} events over ${days} days: ${((Date.now() - started) / 1000).toFixed(2)} s (${result.rows} rows)`,
)
for (const locale of [undefined, 'ru']) {
  started = Date.now()
  const data = await dashboardData(payload, { from, to: today, locale })
  console.log(
    `dashboard data for ${days} days${locale ? ` (${locale})` : ''}: ${Date.now() - started} ms, ${data.totals.views} views, ${data.vitals.length} vitals rows`,
  )
}
await payload.destroy()
rmSync(dir, { recursive: true, force: true })
process.exit(0)
