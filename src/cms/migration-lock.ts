/**
 * One migrator at a time. Payload applies the committed migrations whenever it connects in production
 * (`prodMigrations`), and on one database several connect at once: the server's Next.js thread and its beacon
 * worker, the statistics job, every instance behind the proxy. On a new database two of them ran the same migration;
 * the loser's "table already exists" ended its process (Payload calls `process.exit(1)`), the whole server when the
 * loser was the Next.js thread. Each now takes a lock first, and whoever comes second finds nothing left to run.
 *
 * - PostgreSQL: a session advisory lock, released by the server when the connection ends, however it ends.
 * - SQLite: a write transaction on a small file beside the database, released by the operating system with the
 *   process. (Not on the database itself: the migrations need its write lock.)
 */
import { createClient } from '@libsql/client'
import pg from 'pg'
import type { DatabaseAdapterObj } from 'payload'

/** The advisory lock's key: any fixed number, the same in every process. */
const POSTGRES_LOCK_KEY = 7_310_442_816
/** How long a second migrator waits for the first before it fails (migrations of a large database take a while). */
const WAIT_MS = 10 * 60_000

type Release = () => Promise<void>

async function lockPostgres(connectionString: string): Promise<Release> {
  const client = new pg.Client({ connectionString })
  await client.connect()
  try {
    await client.query(`SET lock_timeout = ${WAIT_MS}`)
    const free = await client.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_lock($1) AS locked',
      [POSTGRES_LOCK_KEY],
    )
    if (!free.rows[0]?.locked) {
      // Said once, with who holds it: a start that waits here for minutes is otherwise silent.
      const holder = await client.query<{
        pid: number
        application_name: string
        state: string
        since: string
      }>(
        `SELECT a.pid, a.application_name, a.state, a.backend_start::text AS since FROM pg_locks l
           JOIN pg_stat_activity a ON a.pid = l.pid
          WHERE l.locktype = 'advisory' AND l.granted AND ((l.classid::bigint << 32) | l.objid::bigint) = $1`,
        [POSTGRES_LOCK_KEY],
      )
      console.warn(`Waiting for the migration lock, held by ${JSON.stringify(holder.rows)}`)
      await client.query('SELECT pg_advisory_lock($1)', [POSTGRES_LOCK_KEY])
    }
  } catch (error) {
    await client.end()
    throw error
  }
  return async () => {
    // Ending the session releases the lock.
    await client.end()
  }
}

async function lockSqlite(databaseUrl: string): Promise<Release> {
  const client = createClient({ url: `${databaseUrl}.migrations-lock` })
  // SQLite waits for the other writer in its busy handler: this thread sleeps, the migrating one goes on.
  await client.execute(`PRAGMA busy_timeout = ${WAIT_MS}`)
  const tx = await client.transaction('write')
  return async () => {
    await tx.rollback()
    client.close()
  }
}

/** The adapter, its migrations run under the lock (whoever calls them: connect, the seed, a script). */
export function migratingOneAtATime(
  adapter: DatabaseAdapterObj,
  databaseUrl: string,
  postgres: boolean,
): DatabaseAdapterObj {
  return {
    ...adapter,
    init: (args) => {
      const db = adapter.init(args)
      const migrate = db.migrate.bind(db)
      db.migrate = async (migrateArgs) => {
        // The statistics beacon's worker thread does not migrate when its process's main thread already has (its boot
        // says so: src/server/beacon/worker-boot.mjs): there is nothing left for it to do but wait on the lock.
        if ((globalThis as { siteMigratedByMainThread?: boolean }).siteMigratedByMainThread) return
        const release = await (postgres ? lockPostgres(databaseUrl) : lockSqlite(databaseUrl))
        try {
          await migrate(migrateArgs)
        } finally {
          await release()
        }
      }
      return db
    },
  }
}
