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
import { createDatabase, dropDatabase } from '../../scripts/lib/postgres'

export async function freshPayload(): Promise<{ payload: Payload; cleanup: () => Promise<void> }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-int-'))
  process.env.DATA_DIR = dir
  process.env.PAYLOAD_SECRET = 'integration-test-secret'
  const serverUrl = process.env.TEST_POSTGRES_URL
  let dropOwn = async () => {}
  if (serverUrl) {
    const name = `site_int_${randomBytes(6).toString('hex')}`
    process.env.DATABASE_URL = await createDatabase(serverUrl, name)
    dropOwn = () => dropDatabase(serverUrl, name)
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
      await dropOwn()
      void pool?.end().catch(() => undefined)
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
