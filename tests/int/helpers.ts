/** A throwaway Payload instance on a fresh SQLite file, migrated with the committed migrations. */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'

export async function freshPayload(): Promise<{ payload: Payload; cleanup: () => Promise<void> }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-int-'))
  process.env.DATA_DIR = dir
  process.env.DATABASE_URL = `file:${path.join(dir, 'test.db')}`
  process.env.PAYLOAD_SECRET = 'integration-test-secret'
  const { getPayload } = await import('payload')
  const { default: config } = await import('@/cms/payload.config')
  const { migrations } = await import('@/migrations/sqlite')
  const payload = await getPayload({ config })
  type MigrateArgs = NonNullable<Parameters<Payload['db']['migrate']>[0]>
  await payload.db.migrate({ migrations: migrations as unknown as MigrateArgs['migrations'] })
  return {
    payload,
    cleanup: async () => {
      await payload.destroy()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
