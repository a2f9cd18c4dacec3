/** The statistics batch the pages send (spec section 3): events with their codes, plus common context. */
import { z } from 'zod'
import { BEACON_MAX_EVENTS } from './beacon'
import { kindOf } from './codes'

export { eventCodes, kindOf, type EventKind } from './codes'

const text = (max: number) => z.string().max(max)

export const statEvent = z
  .object({
    /** Client-generated id: a resent batch adds nothing. */
    id: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
    op_type: z.union([z.literal(3), z.literal(0), z.literal(5), z.literal(6)]),
    op_res: z.literal(0),
    op_obj_type: z.union([z.literal(23), z.literal(22), z.literal(24), z.literal(25)]),
    op_obj_value: z
      .record(
        z.string().max(64),
        z.union([z.string().max(2048), z.number(), z.boolean(), z.null()]),
      )
      .refine((v) => Object.keys(v).length <= 40, 'too many fields'),
    user_timestamp_: z.number().int().positive(),
  })
  .strict()
  .refine(
    (e) => kindOf(e.op_type, e.op_obj_type) !== undefined,
    'op_type and op_obj_type do not describe one event kind',
  )

export const statCommon = z
  .object({
    device_id: text(64),
    user_id: text(64).optional(),
    os: z.union([z.literal(0), z.literal(1)]).optional(),
    ua: text(1024).optional(),
    device_brand: text(64).optional(),
    device_model: text(64).optional(),
    screen_height: z.number().int().min(0).max(100_000).optional(),
    screen_width: z.number().int().min(0).max(100_000).optional(),
    dpr: z.number().min(0).max(16).optional(),
    network: text(16).optional(),
    app_version: text(32).optional(),
    js_version: text(32).optional(),
    webrtc_ip: text(64).optional(),
    page: text(2048).optional(),
    locale: text(8).optional(),
    timestamp: z.number().int().positive().optional(),
  })
  .strict()

export const statBatch = z
  .object({ common: statCommon, events: z.array(statEvent).min(1).max(BEACON_MAX_EVENTS) })
  .strict()
export type StatBatch = z.infer<typeof statBatch>
