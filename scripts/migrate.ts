/**
 * `npm run migrate`: applies the committed migrations to the configured database and exits. The server applies
 * them itself when it starts; this is for a deploy that migrates before it starts new instances. Any number may run
 * at once (src/cms/migration-lock.ts): one migrates, the others wait and then find nothing left to run.
 */
import { getPayload } from 'payload'
import config from '../src/cms/payload.config'
import { isPostgres } from '../src/config'
import { migrations as postgresMigrations } from '../src/migrations/postgres'
import { migrations as sqliteMigrations } from '../src/migrations/sqlite'

const payload = await getPayload({ config })
type MigrateArgs = NonNullable<Parameters<typeof payload.db.migrate>[0]>
await payload.db.migrate({ migrations: (isPostgres ? postgresMigrations : sqliteMigrations) as unknown as MigrateArgs['migrations'] })
process.exit(0)
