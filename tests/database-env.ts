/**
 * Runs before each test file (vitest `setupFiles`), before the file's own imports: gives it a data folder and a
 * database of its own. The configuration (src/config.ts) reads DATA_DIR and DATABASE_URL once, when it is first
 * imported, and a test file may import it through any server module; setting them later (in the test) would leave
 * that file on the developer's own database.
 *
 * SQLite: a file in the folder. With TEST_POSTGRES_URL (npm test starts a server: scripts/lib/postgres.ts): a fresh
 * database on that server. `freshPayload()` (tests/int/helpers.ts) migrates it. Both go when the file is done
 * (here for files that never opened them; `freshPayload()` removes them itself, after closing its connections), and
 * the run's folder (tests/database-env.global.ts) catches anything left.
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import path from 'node:path'
import { afterAll, inject } from 'vitest'
import { createDatabase, dropDatabase } from '../scripts/lib/postgres'

const dir = mkdtempSync(path.join(inject('testRoot'), 'file-'))
process.env.DATA_DIR = dir
process.env.PAYLOAD_SECRET = 'integration-test-secret'
const serverUrl = process.env.TEST_POSTGRES_URL
if (serverUrl) {
  const name = `site_int_${randomBytes(6).toString('hex')}`
  process.env.DATABASE_URL = await createDatabase(serverUrl, name)
  process.env.TEST_DATABASE_NAME = name
  afterAll(() => dropDatabase(serverUrl, name))
} else {
  process.env.DATABASE_URL = `file:${path.join(dir, 'test.db')}`
}
afterAll(() => rmSync(dir, { recursive: true, force: true }))
