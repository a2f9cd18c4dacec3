/**
 * `npm run migrate`: applies the committed migrations, for a deploy that migrates before starting instances. Any
 * number may run at once (src/cms/migration-lock.ts).
 */
import { getPayload } from 'payload'
import config from '../src/cms/payload.config'
import { isPostgres } from '../src/config'
import { migrations as postgresMigrations } from '../src/migrations/postgres'
import { migrations as sqliteMigrations } from '../src/migrations/sqlite'

const payload = await getPayload({ config })
type MigrateArgs = NonNullable<Parameters<typeof payload.db.migrate>[0]>
await payload.db.migrate({
  migrations: (isPostgres
    ? postgresMigrations
    : sqliteMigrations) as unknown as MigrateArgs['migrations'],
})
process.exit(0)
