/**
 * A throwaway Payload instance migrated with the committed migrations: on a fresh SQLite file, or, when
 * TEST_POSTGRES_URL names a PostgreSQL server (npm test starts one: scripts/lib/postgres.ts), on a fresh database
 * of that server, dropped afterwards.
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import pg from 'pg'

/** The database the suite runs on (test names stay the same; this tells the runs apart in the output). */
export const TEST_DATABASE = process.env.TEST_POSTGRES_URL ? 'postgres' : 'sqlite'

async function onServer(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

export async function freshPayload(): Promise<{ payload: Payload; cleanup: () => Promise<void> }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-int-'))
  process.env.DATA_DIR = dir
  process.env.PAYLOAD_SECRET = 'integration-test-secret'
  const serverUrl = process.env.TEST_POSTGRES_URL
  let dropDatabase = async () => {}
  if (serverUrl) {
    const name = `site_int_${randomBytes(6).toString('hex')}`
    await onServer(serverUrl, `CREATE DATABASE ${name}`)
    const url = new URL(serverUrl)
    url.pathname = `/${name}`
    process.env.DATABASE_URL = url.toString()
    dropDatabase = () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  } else {
    process.env.DATABASE_URL = `file:${path.join(dir, 'test.db')}`
  }
  const { getPayload } = await import('payload')
  const { default: config } = await import('@/cms/payload.config')
  const { migrations } = serverUrl ? await import('@/migrations/postgres') : await import('@/migrations/sqlite')
  const payload = await getPayload({ config })
  type MigrateArgs = NonNullable<Parameters<Payload['db']['migrate']>[0]>
  await payload.db.migrate({ migrations: migrations as unknown as MigrateArgs['migrations'] })
  return {
    payload,
    cleanup: async () => {
      await payload.destroy()
      // Payload's destroy() leaves the Postgres pool open: its clients end with the database (an expected error).
      const pool = (payload.db as unknown as { pool?: { on: (event: 'error', listener: () => void) => void; end: () => Promise<void> } }).pool
      pool?.on('error', () => undefined)
      await dropDatabase()
      void pool?.end().catch(() => undefined)
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
