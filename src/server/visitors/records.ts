/**
 * What the pages report about a visit (spec sections 3 and 4): the campaign a visitor came from (source records)
 * and the browser's fingerprint, once per hash and device. Addresses are kept only as salted hashes.
 */
import 'server-only'
import type { NextRequest } from 'next/server'
import type { Payload, Where } from 'payload'
import { COOKIES } from '@/lib/cookies'
import { ok } from '../api/envelope'
import type { Handler } from '../api/endpoint'
import { HttpError, ipHash } from '../api/http'
import {
  fingerprintData,
  jsonString,
  type fingerprintInput,
  type SourceRecordInput,
  type sourceRecordInput,
} from '../api/schemas'
import { getPayload } from '../payload'
import { visitorFields } from './geo'

type Visitor = Awaited<ReturnType<typeof visitorFields>>

/** The referer list of a source record: the form's and the record's own, one address each, at most 20. */
export function referersOf(input: SourceRecordInput): string[] {
  const split = (value: string | string[] | undefined) =>
    Array.isArray(value) ? value : (value ?? '').split(/[\n,]/)
  return [
    ...new Set(
      [...split(input.referer), ...split(input.source_data.referer)]
        .map((r) => r.trim())
        .filter(Boolean),
    ),
  ].slice(0, 20)
}

export async function recordSource(payload: Payload, input: SourceRecordInput, visitor: Visitor) {
  const { referer: _listed, ...record } = input.source_data
  return payload.create({
    collection: 'source-records',
    data: { ...record, referers: referersOf(input), ...visitor },
    overrideAccess: true,
  })
}

/** A fingerprint report's data: JSON, base64 first when `base_encode` is 1, with a hex hash. */
export function fingerprintOf(data: string, baseEncoded: boolean) {
  let text = data
  if (baseEncoded) {
    if (!/^[A-Za-z0-9+/]+={0,2}$/.test(text) || text.length % 4 !== 0)
      throw new HttpError(400, 'data is not valid base64.')
    text = Buffer.from(text, 'base64').toString('utf8')
  }
  const parsed = jsonString(fingerprintData, 'data').safeParse(text)
  if (!parsed.success)
    throw new HttpError(400, parsed.error.issues.map((i) => i.message).join('; '))
  return parsed.data
}

/** Stores a fingerprint once per device and hash: false when this one was stored already. */
export async function logFingerprint(
  payload: Payload,
  report: { hash: string } & Record<string, unknown>,
  device: string,
  visitor: Visitor,
): Promise<boolean> {
  try {
    await payload.create({
      collection: 'fingerprints',
      data: { hash: report.hash, device, data: report, ...visitor },
      overrideAccess: true,
    })
    return true
  } catch (error) {
    // The (device, hash) unique index refused a repeat: this report is stored already. The pages send a report
    // only when its hash changed, so this path is rare and costs no lookup on the usual one.
    const same: Where = { and: [{ device: { equals: device } }, { hash: { equals: report.hash } }] }
    if (
      (await payload.count({ collection: 'fingerprints', where: same, overrideAccess: true }))
        .totalDocs > 0
    )
      return false
    throw error
  }
}

/** The device a report comes from: its device-id cookie, else a hash of its address and browser. */
const deviceOf = (req: NextRequest, ip: string) =>
  req.cookies.get(COOKIES.deviceId.name)?.value?.slice(0, 64) ||
  ipHash(`${ip}|${req.headers.get('user-agent') ?? ''}`)

/** `sys/user/passport/record-source` */
export const sourceRecord: Handler<typeof sourceRecordInput> = async ({ req, input, ip }) =>
  ok({ id: (await recordSource(await getPayload(), input, await visitorFields(req, ip))).id })

/** `client/record-data/log` */
export const fingerprintReport: Handler<typeof fingerprintInput> = async ({ req, input, ip }) => {
  const report = fingerprintOf(input.data, input.base_encode === '1')
  // A browser that sends Global Privacy Control is not fingerprinted unless its visitor allowed it on the site
  // (the pages do not send the report then: this also holds for any other client).
  if (req.headers.get('sec-gpc') === '1' && req.cookies.get(COOKIES.consent.name)?.value !== 'all')
    return ok({ stored: false })
  return ok({
    stored: await logFingerprint(
      await getPayload(),
      report,
      deviceOf(req, ip),
      await visitorFields(req, ip),
    ),
  })
}
