/**
 * `npm run migrate:create -- NAME`: writes the migration of a schema change for both databases at once, SQLite
 * (src/migrations/sqlite) and PostgreSQL (src/migrations/postgres, generated against a throwaway server of its own:
 * scripts/lib/postgres.ts). Commit both.
 */
import { createDatabase, startPostgres } from './lib/postgres'
import { run } from './lib/run'

const name = process.argv[2]
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error('Usage: npm run migrate:create -- name_in_snake_case')
  process.exit(2)
}
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
console.log(`SQLite migration "${name}"…`)
await run('npx', ['payload', 'migrate:create', name], { env: { ...env, DATABASE_URL: '' } })
console.log(`PostgreSQL migration "${name}" (throwaway server)…`)
const postgres = await startPostgres()
try {
  await run('npx', ['payload', 'migrate:create', name], {
    env: { ...env, DATABASE_URL: await createDatabase(postgres.url, 'migrate_create') },
  })
} finally {
  postgres.stop()
}
console.log(
  'Both migrations written: review and commit src/migrations/sqlite and src/migrations/postgres.',
)
