/** The newest published client for a system (spec section 5): what the download button starts. */
import 'server-only'
import type { Payload } from 'payload'
import type { Platform } from '@/lib/user-agent'
import { fail, ok } from '../api/envelope'
import type { Handler } from '../api/endpoint'
import { platformOfSystem, type latestClientInput } from '../api/schemas'
import { getPayload } from '../payload'

export interface LatestClient {
  url: string
  version: string
  sha256: string | null
  size: number | null
}

/** The latest release note offering a platform, and its download there; null when none does. */
export async function latestClient(
  payload: Payload,
  platform: Platform,
): Promise<LatestClient | null> {
  const { docs } = await payload.find({
    collection: 'release',
    where: { 'downloads.platform': { equals: platform }, available: { not_equals: false } },
    sort: '-publishedAt',
    limit: 1,
    depth: 0,
    overrideAccess: false,
  })
  const download = docs[0]?.downloads?.find((d) => d.platform === platform)
  if (!docs[0] || !download) return null
  return {
    url: download.url,
    version: docs[0].version,
    sha256: download.sha256 ?? null,
    size: download.size ?? null,
  }
}

/** `client/sys-client-version/get-latest-version` */
export const latestVersion: Handler<typeof latestClientInput> = async ({ input }) => {
  const found = await latestClient(await getPayload(), platformOfSystem[input.system] as Platform)
  return found ? ok(found) : fail(404, `No published client for ${input.system}.`)
}
