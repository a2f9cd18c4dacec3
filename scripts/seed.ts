/**
 * Applies the committed migrations, seeds demo content when the database is empty (or always with --force) and
 * creates the first admin from env.
 */
import { sql } from '@payloadcms/db-sqlite'
import { getPayload } from 'payload'
import config from '../src/cms/payload.config'
import { randomUUID } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { ADMIN_EMAIL, ADMIN_PASSWORD, DATA_DIR, isPostgres } from '../src/config'
import { migrations as postgresMigrations } from '../src/migrations/postgres'
import { migrations as sqliteMigrations } from '../src/migrations/sqlite'
import { ensureAdmin, isSeeded, seed } from '../src/cms/seed'

const force = process.argv.includes('--force')
/** SEED_SCALE multiplies the editorial documents (build and throughput benchmarks). */
const scale = Math.max(1, Number.parseInt(process.env.SEED_SCALE || '1', 10) || 1)
const payload = await getPayload({ config })
// Apply the committed migrations in this process (the same list the server applies in production).
type MigrateArgs = NonNullable<Parameters<typeof payload.db.migrate>[0]>
await payload.db.migrate({
  migrations: (isPostgres
    ? postgresMigrations
    : sqliteMigrations) as unknown as MigrateArgs['migrations'],
})
const admin = await ensureAdmin(payload, ADMIN_EMAIL, ADMIN_PASSWORD)
if (admin === 'created') console.log(`Created admin user ${ADMIN_EMAIL}.`)
if (force || !(await isSeeded(payload))) {
  const started = Date.now()
  // SQLite syncs every write to disk by default, and the seed writes thousands of rows in as many statements. A
  // half-written demo seed is worth nothing either way (a crash means seeding again), so it runs without the syncs;
  // the server's writes, in other processes, keep them.
  if (!isPostgres)
    await (
      payload.db as unknown as { drizzle: { run: (q: unknown) => Promise<unknown> } }
    ).drizzle.run(sql`PRAGMA synchronous = OFF`)
  await seed(payload, { scale })
  // A new database means prerendered pages from an earlier one are stale: the build hash includes this id.
  // On PostgreSQL with no uploads in the seed, nothing else creates the data folder.
  mkdirSync(DATA_DIR, { recursive: true })
  writeFileSync(path.join(DATA_DIR, '.seed-id'), randomUUID())
  console.log(
    `Seeded demo content (scale ${scale}) in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  )
} else {
  console.log('Database already has content; not seeding (use --force to reseed).')
}
process.exit(0)
