/**
 * A throwaway Payload instance migrated with the committed migrations, on the data folder and database that
 * tests/database-env.ts made for this test file (a fresh SQLite file, or a fresh PostgreSQL database when
 * TEST_POSTGRES_URL is set); both are removed afterwards.
 */
import { rmSync } from 'node:fs'
import type { Payload } from 'payload'
import { dropDatabase } from '../../scripts/lib/postgres'

export async function freshPayload(): Promise<{ payload: Payload; cleanup: () => Promise<void> }> {
  const dir = process.env.DATA_DIR as string
  const serverUrl = process.env.TEST_POSTGRES_URL
  const name = process.env.TEST_DATABASE_NAME
  const dropOwn = serverUrl && name ? () => dropDatabase(serverUrl, name) : async () => {}
  const { getPayload } = await import('payload')
  const { default: config } = await import('@/cms/payload.config')
  const { migrations } = serverUrl
    ? await import('@/migrations/postgres')
    : await import('@/migrations/sqlite')
  const payload = await getPayload({ config })
  type MigrateArgs = NonNullable<Parameters<Payload['db']['migrate']>[0]>
  await payload.db.migrate({ migrations: migrations as unknown as MigrateArgs['migrations'] })
  return {
    payload,
    cleanup: async () => {
      await payload.destroy()
      // Payload's destroy() leaves the Postgres pool open: its clients end with the database (an expected error).
      const pool = (
        payload.db as unknown as {
          pool?: { on: (event: 'error', listener: () => void) => void; end: () => Promise<void> }
        }
      ).pool
      pool?.on('error', () => undefined)
      await dropOwn()
      void pool?.end().catch(() => undefined)
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
