/**
 * Checks that the fast seed (one Local API create per document, its other languages merged and written at once)
 * stores what writing every language through the Local API stores.
 *
 *   DATA_DIR=/tmp/a npx tsx scripts/seed-compare.ts seed --slow   # every language through the Local API
 *   DATA_DIR=/tmp/b npx tsx scripts/seed-compare.ts seed          # the fast path
 *   DATA_DIR=/tmp/a npx tsx scripts/seed-compare.ts dump /tmp/a.json            # what Payload reads, per locale
 *   npx tsx scripts/seed-compare.ts diff /tmp/a.json /tmp/b.json                 # differences (exit 1 if any)
 *
 * A dump holds, for every seeded collection and every locale, `find` with draft false and true and the latest
 * version of each document (depth 1), without timestamps and generated row ids. The slow path keeps one version per
 * language and the fast one two per document, so older versions and the version tables' row counts differ by design.
 */
import { readFileSync, writeFileSync } from 'node:fs'

const [command, ...rest] = process.argv.slice(2)
const collections = [
  'posts',
  'news',
  'guides',
  'helps',
  'faqs',
  'docs',
  'release',
  'pages',
  'partners',
  'categories',
  'tags',
  'authors',
  'media',
] as const
/** Timestamps and the random ids of array rows differ between any two seeds; everything else must not. */
const ignored = (key: string, value: unknown) =>
  key === 'createdAt' ||
  key === 'updatedAt' ||
  (key === 'id' && typeof value === 'string' && /^[0-9a-f]{24}$/.test(value))

function strip(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(strip)
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key, v]) => !ignored(key, v))
        .map(([key, v]) => [key, strip(v)]),
    )
  }
  return value
}

async function open() {
  const { getPayload } = await import('payload')
  const { default: config } = await import('../src/cms/payload.config')
  return getPayload({ config })
}

if (command === 'seed') {
  const { isPostgres } = await import('../src/config')
  const { migrations } = await import('../src/migrations/sqlite')
  const { seed } = await import('../src/cms/seed')
  if (isPostgres) throw new Error('seed-compare seeds SQLite only')
  const payload = await open()
  type MigrateArgs = NonNullable<Parameters<typeof payload.db.migrate>[0]>
  await payload.db.migrate({ migrations: migrations as unknown as MigrateArgs['migrations'] })
  const started = Date.now()
  await seed(payload, { fast: !rest.includes('--slow'), log: () => {} })
  console.log(
    `Seeded (${rest.includes('--slow') ? 'slow' : 'fast'}) in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  )
  process.exit(0)
} else if (command === 'dump') {
  const { locales } = await import('../src/i18n/locales')
  const payload = await open()
  const out: Record<string, unknown> = {}
  for (const collection of collections) {
    for (const locale of locales) {
      const base = {
        collection,
        locale,
        depth: 1,
        pagination: false,
        overrideAccess: true,
      } as const
      out[`${collection}/${locale}/published`] = strip(
        (await payload.find({ ...base, draft: false })).docs,
      )
      out[`${collection}/${locale}/draft`] = strip(
        (await payload.find({ ...base, draft: true })).docs,
      )
      const versioned = payload.collections[collection].config.versions
      if (versioned) {
        const latest = await payload.findVersions({
          ...base,
          sort: 'parent',
          where: { latest: { equals: true } },
        })
        out[`${collection}/${locale}/versions`] = strip(
          latest.docs.map((v) => ({ parent: v.parent, version: v.version })),
        )
      }
    }
  }
  const client = (
    payload.db as unknown as {
      client: { execute(sql: string): Promise<{ rows: Record<string, unknown>[] }> }
    }
  ).client
  const tables = (
    await client.execute(
      `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_%\\_v%' ESCAPE '\\' ORDER BY name`,
    )
  ).rows.map((r) => String(r.name))
  const counts: Record<string, number> = {}
  for (const table of tables)
    counts[table] = Number(
      (await client.execute(`SELECT count(*) AS n FROM "${table}"`)).rows[0]?.n,
    )
  out.rowCounts = counts
  writeFileSync(rest[0] as string, JSON.stringify(out))
  console.log(`Dumped ${Object.keys(out).length} entries to ${rest[0]}.`)
  process.exit(0)
} else if (command === 'diff') {
  const [a, b] = rest.map(
    (file) => JSON.parse(readFileSync(file as string, 'utf8')) as Record<string, unknown>,
  )
  let differences = 0
  const compare = (path: string, x: unknown, y: unknown) => {
    if (differences > 50) return
    if (x && y && typeof x === 'object' && typeof y === 'object') {
      const keys = new Set([...Object.keys(x), ...Object.keys(y)])
      for (const key of keys)
        compare(
          `${path}.${key}`,
          (x as Record<string, unknown>)[key],
          (y as Record<string, unknown>)[key],
        )
      return
    }
    if (x !== y) {
      differences++
      console.log(
        `${path}: ${JSON.stringify(x)?.slice(0, 200)} != ${JSON.stringify(y)?.slice(0, 200)}`,
      )
    }
  }
  compare('', a, b)
  const documents = Object.entries(a ?? {}).reduce(
    (n, [key, v]) => n + (key === 'rowCounts' ? 0 : (v as unknown[]).length),
    0,
  )
  console.log(
    differences === 0
      ? `No differences (${documents} documents and versions compared).`
      : `${differences}+ differences.`,
  )
  process.exit(differences === 0 ? 0 : 1)
} else {
  console.log('Usage: seed-compare.ts seed [--slow] | dump <file> | diff <a> <b>')
  process.exit(2)
}
