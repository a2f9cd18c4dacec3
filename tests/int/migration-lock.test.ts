/**
 * Processes that start together on a new database all apply the migrations when they connect (the server's two
 * threads, the statistics job, other instances). Four at once, as real processes on this file's fresh database
 * (SQLite, or PostgreSQL under `npm test`): every one exits 0, and each migration is recorded once.
 */
import { spawn } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { freshPayload } from './helpers'

function migrateProcess(): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--import', './src/server/async-modules.mjs', 'scripts/migrate.ts'],
      {
        env: { ...process.env, NODE_ENV: 'production' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('exit', (code) => resolve({ code, output }))
  })
}

describe('migrations', () => {
  it('four processes migrating one new database at once all succeed, and each migration runs once', async () => {
    const runs = await Promise.all([1, 2, 3, 4].map(() => migrateProcess()))
    for (const run of runs) expect(run.code, run.output).toBe(0)
    const applied = runs.flatMap((run) =>
      [...run.output.matchAll(/Migrated: +(\S+)/g)].map((m) => m[1]),
    )
    const { migrations } = process.env.TEST_POSTGRES_URL
      ? await import('@/migrations/postgres')
      : await import('@/migrations/sqlite')
    expect(applied.sort()).toEqual(migrations.map((m) => m.name).sort())

    // (freshPayload migrates too: by now there is nothing left to run.)
    const { payload, cleanup } = await freshPayload()
    try {
      const { docs } = await payload.find({
        collection: 'payload-migrations',
        limit: 0,
        pagination: false,
      })
      expect(docs.map((d) => d.name).sort()).toEqual(migrations.map((m) => m.name).sort())
    } finally {
      await cleanup()
    }
  }, 180_000)
})
