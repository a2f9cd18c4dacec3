/** The build a server runs (spec section 9): pages poll it and make the next navigation a full load when it changes. */
import 'server-only'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { DIST_DIR } from '@/config'
import { ok } from '../api/envelope'
import type { Handler } from '../api/endpoint'
import type { buildInput } from '../api/schemas'

function buildId(): string {
  try {
    return readFileSync(path.join(process.cwd(), DIST_DIR, 'BUILD_ID'), 'utf8').trim()
  } catch {
    return 'development'
  }
}
const BUILD_ID = buildId()

/** `builds/latest.json` */
export const latestBuild: Handler<typeof buildInput> = async () =>
  ok({ id: BUILD_ID }, { headers: { 'Cache-Control': 'no-store' } })
