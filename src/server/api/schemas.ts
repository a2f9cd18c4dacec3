/**
 * The product API's input schemas (zod), one per endpoint of src/server/api/endpoints.ts: what each call accepts,
 * field by field. Text with control characters is refused here too (inside JSON fields) and in the form and query
 * readers (src/server/api/http.ts).
 */
import { isIP } from 'node:net'
import { z } from 'zod'
import { isLocale, localeForTag, locales, type Locale } from '@/i18n/locales'
import {
  BEACON_KEY_MAX_CHARS,
  BEACON_KEY_MIN_CHARS,
  BEACON_SEALED_MAX_CHARS,
} from '@/lib/stats/beacon'
import { contactChannels, teamSizes } from '@/lib/consultation'
import { REFERRAL_CODE_PATTERN } from '@/lib/constants'
import { SEARCH_MAX_CHARS, SEARCH_SECTIONS } from '@/lib/search/query'
import { systemOfPlatform, type Platform } from '@/lib/user-agent'
import { CONTROL_CHARACTERS } from './http'

/** `lang` as the pages send it: a BCP-47 tag (en-US, zh-HK) or a site code (ru); default en-US. */
export const langParam = z
  .string()
  .max(35)
  .optional()
  .transform((value, ctx): Locale => {
    if (!value) return 'en'
    const locale = localeForTag(value) ?? (isLocale(value) ? value : undefined)
    if (!locale) {
      ctx.addIssue({ code: 'custom', message: `unknown language "${value}"` })
      return z.NEVER
    }
    return locale
  })

/** The spec's four `system` values, plus com_linux for the Linux build the download page also offers. */
export const platformOfSystem = Object.fromEntries(
  Object.entries(systemOfPlatform).map(([platform, system]) => [system, platform]),
) as Record<string, Platform>

/** Whether any string in a parsed JSON value (keys included) holds a control character (see CONTROL_CHARACTERS). */
function hasControlCharacters(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return CONTROL_CHARACTERS.test(value)
  if (depth > 32 || value === null || typeof value !== 'object') return false
  for (const [key, item] of Object.entries(value))
    if (CONTROL_CHARACTERS.test(key) || hasControlCharacters(item, depth + 1)) return true
  return false
}

/** A form field holding JSON, parsed and checked against `schema`. */
export const jsonString = <S extends z.ZodType>(schema: S, name: string) =>
  z.string().transform((value, ctx): z.infer<S> => {
    let parsed: unknown
    try {
      parsed = JSON.parse(value)
    } catch {
      ctx.addIssue({ code: 'custom', message: `${name} is not valid JSON` })
      return z.NEVER
    }
    if (hasControlCharacters(parsed)) {
      ctx.addIssue({ code: 'custom', message: `${name} contains control characters` })
      return z.NEVER
    }
    const result = schema.safeParse(parsed)
    if (!result.success) {
      ctx.addIssue({
        code: 'custom',
        message: `${name}: ${result.error.issues.map((i) => `${i.path.join('.') || 'value'} ${i.message}`).join('; ')}`,
      })
      return z.NEVER
    }
    return result.data
  })

const none = z.object({}).strict()

export const baseInfoInput = z
  .object({ lang: langParam, type: z.literal('home').optional() })
  .strict()
export const visitorAddressInput = z.object({ t: z.string().max(32).optional() }).strict()
export const chatConfigInput = z
  .object({ lang: langParam, type: z.literal('www').optional() })
  .strict()
export const chatChoiceInput = z
  .object({
    ip: z
      .string()
      .max(45)
      .refine((v) => v === '' || isIP(v) !== 0, 'must be an IP address or empty')
      .optional(),
    lang: langParam,
  })
  .strict()
export const latestClientInput = z
  .object({ system: z.enum(Object.keys(platformOfSystem) as [string, ...string[]]) })
  .strict()
export const referralInput = z
  .object({
    c_v: z.string().regex(REFERRAL_CODE_PATTERN, 'must be 1 to 64 letters, digits, _ or -'),
  })
  .strict()

const optionalText = (max: number) =>
  z.string().trim().max(max, `must be at most ${max} characters`).optional().default('')
export const consultationInput = z
  .object({
    name: z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters'),
    email: z.string().trim().toLowerCase().max(254).email('must be an e-mail address'),
    channel: z.enum(contactChannels).optional(),
    contact: optionalText(120),
    company: optionalText(120),
    team_size: z.enum(teamSizes).optional(),
    message: optionalText(4000),
    lang: langParam,
    page: z.string().max(2048).optional().default(''),
    website: z.string().max(200).optional().default(''),
    elapsed_ms: z.coerce.number({ message: 'must be a number' }).int().min(0).max(86_400_000),
  })
  .strict()
export type ConsultationInput = z.infer<typeof consultationInput>

/** A source record (spec section 3): campaign parameters and the referer list. */
export const sourceData = z
  .object({
    page_url: z.string().max(2048).optional(),
    source: z.string().max(200).optional(),
    callback: z.string().max(2048).optional(),
    utm_source: z.string().max(200).optional(),
    utm_medium: z.string().max(200).optional(),
    utm_term: z.string().max(200).optional(),
    utm_content: z.string().max(200).optional(),
    utm_campaign: z.string().max(200).optional(),
    bd_vid: z.string().max(200).optional(),
    // The spec's "referer list" travels inside the record too: one address, or a list of them.
    referer: z.union([z.string().max(4096), z.array(z.string().max(2048)).max(20)]).optional(),
  })
  .strict()
export const sourceRecordInput = z
  .object({
    referer: z.string().max(4096).optional(),
    source_data: jsonString(sourceData, 'source_data'),
  })
  .strict()
export type SourceRecordInput = z.infer<typeof sourceRecordInput>

export const fingerprintData = z
  .object({
    hash: z.string().regex(/^[a-f0-9]{16,128}$/, 'must be 16 to 128 lowercase hex digits'),
  })
  .catchall(z.unknown())
export const fingerprintInput = z
  .object({
    log_type: z.literal('WWW_FINGERPRINT_INFO'),
    data: z.string().min(2).max(40_000),
    base_encode: z.enum(['0', '1']).optional(),
  })
  .strict()

export const oneTapInput = z
  .object({
    third_party: z.literal('google'),
    credential: z.string().min(20).max(8192),
    g_csrf_token: z.string().min(8).max(256),
    invite_code: z.string().regex(REFERRAL_CODE_PATTERN).optional().or(z.literal('')),
    language: z.string().max(16).optional(),
    source: z.string().max(200).optional(),
    referer: z.string().max(2048).optional(),
    third_party_action_type: z.string().max(32).optional(),
    regParam: z.string().regex(REFERRAL_CODE_PATTERN).optional().or(z.literal('')),
    redirect_data: z.string().max(1024).optional(),
  })
  .strict()
export const loginCodeInput = z.object({ cpl: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) }).strict()
export const beaconKeyInput = none
/** A sealed batch (src/lib/stats/beacon.ts): `_a` bounded by the body limit it arrives within. */
export const beaconInput = z
  .object({
    _t: z.string().min(BEACON_KEY_MIN_CHARS).max(BEACON_KEY_MAX_CHARS),
    _a: z.string().min(16).max(BEACON_SEALED_MAX_CHARS),
  })
  .strict()
export const redirectLookupInput = z.object({ path: z.string().max(512) }).strict()
export const buildInput = z.object({ t: z.string().max(32).optional() }).strict()

/** The site search: a query, the language whose pages to search, and optionally one kind of page. */
export const searchInput = z
  .object({
    q: z
      .string({ message: 'is required' })
      .trim()
      .min(1, 'is required')
      .max(SEARCH_MAX_CHARS, `must be at most ${SEARCH_MAX_CHARS} characters`),
    lang: z.enum(locales, { message: `must be one of ${locales.join(', ')}` }),
    section: z
      .enum(SEARCH_SECTIONS, { message: `must be one of ${SEARCH_SECTIONS.join(', ')}` })
      .optional(),
  })
  .strict()
