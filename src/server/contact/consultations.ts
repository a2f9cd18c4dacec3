/**
 * Pre-sales consultation requests (spec section 5): checked for the traps people never fall into (a hidden field
 * left empty, a minimum fill time, at most 2 links), stored once when the same request arrives twice in 10 minutes
 * (a double click, a retry), listed for editors in the CMS.
 */
import 'server-only'
import type { Payload } from 'payload'
import { ok } from '../api/envelope'
import type { Handler } from '../api/endpoint'
import { HttpError, ipHash } from '../api/http'
import type { ConsultationInput, consultationInput } from '../api/schemas'
import { getPayload } from '../payload'

export const CONSULTATION_MIN_FILL_MS = 2500
export const CONSULTATION_MAX_LINKS = 2
const REPEAT_WINDOW_MS = 10 * 60_000

/** Refuses what no person sends: the honeypot filled, a form sent too quickly, too many links. */
export function consultationProblem(
  input: Pick<ConsultationInput, 'website' | 'elapsed_ms' | 'message'>,
): string | null {
  if (input.website) return 'The form was not filled in by a person.'
  if (input.elapsed_ms < CONSULTATION_MIN_FILL_MS)
    return 'The form was sent too quickly; please take a moment and send it again.'
  if ((input.message.match(/https?:\/\//gi) ?? []).length > CONSULTATION_MAX_LINKS)
    return `The message may contain at most ${CONSULTATION_MAX_LINKS} links.`
  return null
}

/** Stores a request, or finds the identical one sent from the same address in the last 10 minutes. */
export async function submitConsultation(
  payload: Payload,
  input: ConsultationInput,
  from: { ip: string; referer: string },
  now = Date.now(),
): Promise<{ id: number | string; duplicate?: true }> {
  const problem = consultationProblem(input)
  if (problem) throw new HttpError(400, problem)
  const hash = ipHash(from.ip)
  const recent = await payload.find({
    collection: 'consultations',
    where: {
      email: { equals: input.email },
      ipHash: { equals: hash },
      createdAt: { greater_than: new Date(now - REPEAT_WINDOW_MS).toISOString() },
    },
    limit: 20,
    depth: 0,
    overrideAccess: true,
  })
  const same = recent.docs.find(
    (doc) =>
      doc.name === input.name &&
      (doc.message ?? '') === input.message &&
      (doc.contact ?? '') === input.contact &&
      (doc.company ?? '') === input.company &&
      (doc.channel ?? undefined) === input.channel &&
      (doc.teamSize ?? undefined) === input.team_size,
  )
  if (same) return { id: same.id, duplicate: true }
  const doc = await payload.create({
    collection: 'consultations',
    data: {
      name: input.name,
      email: input.email,
      channel: input.channel,
      contact: input.contact || undefined,
      company: input.company || undefined,
      teamSize: input.team_size,
      message: input.message || undefined,
      locale: input.lang,
      page: input.page || from.referer.slice(0, 2048) || undefined,
      ipHash: hash,
      status: 'new',
    },
    overrideAccess: true,
  })
  return { id: doc.id }
}

/** `sys/consultation/submit` */
export const consultation: Handler<typeof consultationInput> = async ({ req, input, ip }) =>
  ok(
    await submitConsultation(await getPayload(), input, {
      ip,
      referer: req.headers.get('referer') ?? '',
    }),
  )
