import 'server-only'
import { isBotUserAgent } from '@/lib/bots'
import { addressHash, countDroppedBots, visitorHash } from '@/server/stats-jobs'
import { contactChannels, teamSizes } from '@/lib/consultation'
import { systemOfPlatform, type Platform } from '@/lib/user-agent'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { isIP } from 'node:net'
import type { NextRequest } from 'next/server'
import type { Where } from 'payload'
import { z } from 'zod'
import { timingSafeEqual } from 'node:crypto'
import { COOKIE_SECURE, getAppExchangeSecret } from '@/config'
import { matchAcceptLanguage } from '@/i18n/detect'
import { isLocale, localeForTag, localeInfo, type Locale } from '@/i18n/locales'
import { isPrivateIp } from '@/lib/client-ip'
import { DEVICE_ID_COOKIE, REFERRAL_CODE_PATTERN, REFERRAL_COOKIE, REFERRAL_COOKIE_DAYS } from '@/lib/constants'
import { validateRedirectSource } from '@/lib/redirect-target'
import { getChat, getSite } from '../content'
import { getPayload } from '../payload'
import { lookupRedirect } from '../redirects'
import { fail, ok } from './envelope'
import { CONTROL_CHARACTERS, HttpError, ipHash } from './http'
import { beaconKeys } from '../beacon-keys'
import { openBatch, storeBatch } from '../stats-ingest'
import { appRedirect, exchangeLoginCode, signIn, verifyGoogleToken } from '../one-tap'

export interface EndpointContext<I> {
  req: NextRequest
  input: I
  ip: string
}

/** One call of the product API: method, path below the API base, input schema, limits and handler. */
export interface Endpoint<S extends z.ZodType = z.ZodType> {
  method: 'GET' | 'POST'
  path: string
  /** Where the input comes from: the query string or a form body. */
  input: 'query' | 'form'
  schema: S
  /** Requests per minute per visitor address. */
  perMinute: number
  /** Largest accepted body, for form inputs. */
  maxBytes?: number
  /** Answers carry visitor data: never stored by caches. */
  private?: boolean
  handler: (ctx: EndpointContext<z.infer<S>>) => Promise<Response>
}

const endpoint = <S extends z.ZodType>(e: Endpoint<S>) => e as unknown as Endpoint

/** `lang` as the pages send it: a BCP-47 tag (en-US, zh-HK) or a site code (ru); default en-US. */
const langParam = z
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
const systems = Object.fromEntries(Object.entries(systemOfPlatform).map(([platform, system]) => [system, platform])) as Record<string, Platform>

const sourceData = z
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

const jsonString = <S extends z.ZodType>(schema: S, name: string) =>
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
      ctx.addIssue({ code: 'custom', message: `${name}: ${result.error.issues.map((i) => `${i.path.join('.') || 'value'} ${i.message}`).join('; ')}` })
      return z.NEVER
    }
    return result.data
  })

/** Whether any string in a parsed JSON value (keys included) holds a control character (see CONTROL_CHARACTERS). */
function hasControlCharacters(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return CONTROL_CHARACTERS.test(value)
  if (depth > 32 || value === null || typeof value !== 'object') return false
  for (const [key, item] of Object.entries(value)) if (CONTROL_CHARACTERS.test(key) || hasControlCharacters(item, depth + 1)) return true
  return false
}

const fingerprintData = z
  .object({ hash: z.string().regex(/^[a-f0-9]{16,128}$/, 'must be 16 to 128 lowercase hex digits') })
  .catchall(z.unknown())

function buildId(): string {
  try {
    return readFileSync(path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'), 'utf8').trim()
  } catch {
    return 'development'
  }
}
const BUILD_ID = buildId()

async function geo(ip: string) {
  const empty = { country: '', city: '', region: '', timezone: '' }
  if (isPrivateIp(ip)) return empty
  const { default: geoip } = await import('geoip-lite')
  const found = geoip.lookup(ip)
  if (!found) return empty
  return { country: found.country ?? '', city: found.city ?? '', region: found.region ?? '', timezone: found.timezone ?? '' }
}

const visitor = async (req: NextRequest, ip: string) => ({
  ipHash: ipHash(ip),
  country: (await geo(ip)).country,
  userAgent: (req.headers.get('user-agent') ?? '').slice(0, 512),
})

/** Pre-sales consultation form: spam traps are a hidden field people leave empty and a minimum fill time. */
const CONSULTATION_MIN_FILL_MS = 2500
const CONSULTATION_MAX_LINKS = 2
const optionalText = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`).optional().default('')
const consultationSchema = z
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

/** Every endpoint of the product API, so the whole contract reads in one place. */
export const endpoints: Endpoint[] = [
  endpoint({
    method: 'GET',
    path: 'home/base-info',
    input: 'query',
    schema: z.object({ lang: langParam, type: z.literal('home').optional() }).strict(),
    perMinute: 240,
    handler: async ({ input }) => {
      const site = await getSite(input.lang)
      return ok({
        title: site.title,
        keywords: site.keywords ?? '',
        description: site.description ?? '',
        register_url: site.register_url,
        login_url: site.login_url,
        statistical_body: site.statistical_body ?? '',
        statistical_title: site.statistical_title ?? '',
      })
    },
  }),
  endpoint({
    method: 'GET',
    path: 'sys/config/ip/get-visitor-ip',
    input: 'query',
    schema: z.object({ t: z.string().max(32).optional() }).strict(),
    perMinute: 120,
    private: true,
    handler: async ({ req, ip }) =>
      ok(
        {
          ip,
          ip_data: await geo(ip),
          ua: req.headers.get('user-agent') ?? '',
          language: localeInfo[matchAcceptLanguage(req.headers.get('accept-language')) ?? 'en'].tag,
        },
        { headers: { 'Cache-Control': 'no-store' } },
      ),
  }),
  endpoint({
    method: 'GET',
    path: 'sys/config/register-chat/get-chat-type-config',
    input: 'query',
    schema: z.object({ lang: langParam, type: z.literal('www').optional() }).strict(),
    perMinute: 120,
    private: true,
    handler: async ({ input, ip }) => {
      const chat = await getChat()
      const blocked = (chat.noChatIps ?? '').split(/\s+/).filter(Boolean)
      if (blocked.includes(ip)) return ok({ chat: null, chat_info: null })
      const rows = chat.languages ?? []
      const row = rows.find((r) => r.lang === input.lang) ?? rows.find((r) => r.lang === 'en')
      if (!row) return ok({ chat: null, chat_info: chat.defaultScript ? { js: chat.defaultScript } : null })
      return ok({ chat: row.provider, chat_info: { js: row.script } })
    },
  }),
  endpoint({
    method: 'GET',
    path: 'third/chat/choose',
    input: 'query',
    schema: z
      .object({
        ip: z.string().max(45).refine((v) => v === '' || isIP(v) !== 0, 'must be an IP address or empty').optional(),
        lang: langParam,
      })
      .strict(),
    perMinute: 120,
    private: true,
    handler: async ({ input, ip }) => {
      const { choose } = await getChat()
      const country = (await geo(input.ip || ip)).country
      const countries = (choose?.easemobCountries ?? '').split(',').map((c) => c.trim().toUpperCase()).filter(Boolean)
      let inHours = true
      if (choose?.startHour != null && choose?.endHour != null) {
        const hour = Number(new Intl.DateTimeFormat('en-GB', { hour: 'numeric', hourCycle: 'h23', timeZone: choose.timezone || 'Asia/Shanghai' }).format(new Date()))
        inHours = hour >= choose.startHour && hour < choose.endHour
      }
      return ok({ type: countries.includes(country) && inHours ? 'easemob' : 'ss', country })
    },
  }),
  endpoint({
    method: 'GET',
    path: 'client/sys-client-version/get-latest-version',
    input: 'query',
    schema: z.object({ system: z.enum(Object.keys(systems) as [string, ...string[]]) }).strict(),
    perMinute: 60,
    handler: async ({ input }) => {
      const platform = systems[input.system] as Platform
      const payload = await getPayload()
      const { docs } = await payload.find({
        collection: 'release',
        where: { 'downloads.platform': { equals: platform }, available: { not_equals: false } },
        sort: '-publishedAt',
        limit: 1,
        depth: 0,
        overrideAccess: false,
      })
      const download = docs[0]?.downloads?.find((d) => d.platform === platform)
      if (!docs[0] || !download) return fail(404, `No published client for ${input.system}.`)
      return ok({ url: download.url, version: docs[0].version, sha256: download.sha256 ?? null, size: download.size ?? null })
    },
  }),
  endpoint({
    method: 'GET',
    path: 'sys/config/ref/set',
    input: 'query',
    schema: z.object({ c_v: z.string().regex(REFERRAL_CODE_PATTERN, 'must be 1 to 64 letters, digits, _ or -') }).strict(),
    perMinute: 30,
    private: true,
    handler: async ({ req, input, ip }) => {
      const payload = await getPayload()
      await payload.create({
        collection: 'referral-visits',
        data: { code: input.c_v, landing: (req.headers.get('referer') ?? '').slice(0, 2048), ...(await visitor(req, ip)) },
        overrideAccess: true,
      })
      const maxAge = REFERRAL_COOKIE_DAYS * 24 * 60 * 60
      const flags = `Path=/; Max-Age=${maxAge}; SameSite=Lax; HttpOnly${COOKIE_SECURE ? '; Secure' : ''}`
      return ok({ code: input.c_v }, { headers: { 'Set-Cookie': `${REFERRAL_COOKIE}=${input.c_v}; ${flags}`, 'Cache-Control': 'no-store' } })
    },
  }),
  endpoint({
    method: 'POST',
    path: 'sys/consultation/submit',
    input: 'form',
    maxBytes: 16 * 1024,
    perMinute: 5,
    private: true,
    schema: consultationSchema,
    handler: async ({ req, input, ip }) => {
      if (input.website) throw new HttpError(400, 'The form was not filled in by a person.')
      if (input.elapsed_ms < CONSULTATION_MIN_FILL_MS) throw new HttpError(400, 'The form was sent too quickly; please take a moment and send it again.')
      if ((input.message.match(/https?:\/\//gi) ?? []).length > CONSULTATION_MAX_LINKS) {
        throw new HttpError(400, `The message may contain at most ${CONSULTATION_MAX_LINKS} links.`)
      }
      const payload = await getPayload()
      const hash = ipHash(ip)
      // The same request sent twice (a double click, a retry) keeps one record; anything different is stored.
      const since = new Date(Date.now() - 10 * 60_000).toISOString()
      const recent = await payload.find({
        collection: 'consultations',
        where: { email: { equals: input.email }, ipHash: { equals: hash }, createdAt: { greater_than: since } },
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
      if (same) return ok({ id: same.id, duplicate: true })
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
          page: input.page || (req.headers.get('referer') ?? '').slice(0, 2048) || undefined,
          ipHash: hash,
          status: 'new',
        },
        overrideAccess: true,
      })
      return ok({ id: doc.id })
    },
  }),
  endpoint({
    method: 'POST',
    path: 'sys/user/passport/record-source',
    input: 'form',
    maxBytes: 16 * 1024,
    perMinute: 30,
    private: true,
    schema: z
      .object({
        referer: z.string().max(4096).optional(),
        source_data: jsonString(sourceData, 'source_data'),
      })
      .strict(),
    handler: async ({ req, input, ip }) => {
      const { referer: listed, ...record } = input.source_data
      const split = (value: string | string[] | undefined) => (Array.isArray(value) ? value : (value ?? '').split(/[\n,]/))
      const referers = [...new Set([...split(input.referer), ...split(listed)].map((r) => r.trim()).filter(Boolean))].slice(0, 20)
      const payload = await getPayload()
      const doc = await payload.create({
        collection: 'source-records',
        data: { ...record, referers, ...(await visitor(req, ip)) },
        overrideAccess: true,
      })
      return ok({ id: doc.id })
    },
  }),
  endpoint({
    method: 'POST',
    path: 'client/record-data/log',
    input: 'form',
    maxBytes: 48 * 1024,
    perMinute: 30,
    private: true,
    schema: z
      .object({
        log_type: z.literal('WWW_FINGERPRINT_INFO'),
        data: z.string().min(2).max(40_000),
        base_encode: z.enum(['0', '1']).optional(),
      })
      .strict(),
    handler: async ({ req, input, ip }) => {
      let text = input.data
      if (input.base_encode === '1') {
        if (!/^[A-Za-z0-9+/]+={0,2}$/.test(text) || text.length % 4 !== 0) throw new HttpError(400, 'data is not valid base64.')
        text = Buffer.from(text, 'base64').toString('utf8')
      }
      const parsed = jsonString(fingerprintData, 'data').safeParse(text)
      if (!parsed.success) throw new HttpError(400, parsed.error.issues.map((i) => i.message).join('; '))
      const device = req.cookies.get(DEVICE_ID_COOKIE)?.value?.slice(0, 64) || ipHash(`${ip}|${req.headers.get('user-agent') ?? ''}`)
      const payload = await getPayload()
      try {
        await payload.create({
          collection: 'fingerprints',
          data: { hash: parsed.data.hash, device, data: parsed.data, ...(await visitor(req, ip)) },
          overrideAccess: true,
        })
      } catch (error) {
        // The (device, hash) unique index refused a repeat: this report is stored already. The pages send a
        // report only when its hash changed, so this path is rare and costs no lookup on the usual one.
        const same: Where = { and: [{ device: { equals: device } }, { hash: { equals: parsed.data.hash } }] }
        if ((await payload.count({ collection: 'fingerprints', where: same, overrideAccess: true })).totalDocs > 0) {
          return ok({ stored: false })
        }
        throw error
      }
      return ok({ stored: true })
    },
  }),
  endpoint({
    method: 'POST',
    path: 'sys/user/passport/authorized-login',
    input: 'form',
    maxBytes: 16 * 1024,
    perMinute: 20,
    private: true,
    schema: z
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
      .strict(),
    handler: async ({ req, input }) => {
      // Google's double-submit cookie: the form value must equal the cookie it set.
      const cookieToken = req.cookies.get('g_csrf_token')?.value
      if (!cookieToken) throw new HttpError(403, 'The g_csrf_token cookie is missing.')
      const a = Buffer.from(cookieToken)
      const b = Buffer.from(input.g_csrf_token)
      if (a.length !== b.length || !timingSafeEqual(a, b)) throw new HttpError(403, 'The g_csrf_token does not match.')
      // Refuse a foreign redirect target before anything is written.
      appRedirect(input.redirect_data, '')
      const identity = await verifyGoogleToken(input.credential)
      const { cpl, created } = await signIn(identity, {
        inviteCode: input.invite_code || input.regParam || req.cookies.get(REFERRAL_COOKIE)?.value || undefined,
        language: input.language,
        source: input.source,
        referer: input.referer,
      })
      return ok({ code: 0, data: { cpl, redirect: appRedirect(input.redirect_data, cpl), created } })
    },
  }),
  endpoint({
    method: 'POST',
    path: 'sys/user/passport/exchange-login-code',
    input: 'form',
    maxBytes: 1024,
    perMinute: 120,
    private: true,
    schema: z.object({ cpl: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) }).strict(),
    handler: async ({ req, input }) => {
      const presented = Buffer.from((req.headers.get('authorization') ?? '').replace(/^Bearer /, ''))
      const secret = Buffer.from(getAppExchangeSecret())
      if (presented.length !== secret.length || !timingSafeEqual(presented, secret)) throw new HttpError(401, 'The app secret is missing or wrong.')
      return ok(await exchangeLoginCode(input.cpl))
    },
  }),
  endpoint({
    method: 'GET',
    path: 'stats/key',
    input: 'query',
    schema: z.object({}).strict(),
    perMinute: 120,
    handler: async () => ok({ alg: 'RSA-OAEP-256', enc: 'A256GCM', spki: beaconKeys().publicSpki }),
  }),
  endpoint({
    method: 'POST',
    path: 'stats/collect',
    input: 'form',
    maxBytes: 64 * 1024,
    perMinute: 1200,
    private: true,
    schema: z.object({ _t: z.string().min(16).max(2048), _a: z.string().min(16).max(90_000) }).strict(),
    handler: async ({ req, input, ip }) => {
      const batch = openBatch(input._t, input._a)
      const payload = await getPayload()
      const userAgent = req.headers.get('user-agent') ?? ''
      // Bots and automated browsers: answered as accepted, stored nowhere, counted.
      if (isBotUserAgent(userAgent) || (batch.common.ua !== undefined && isBotUserAgent(batch.common.ua))) {
        await countDroppedBots(payload, batch.events.length)
        return ok({ stored: 0, received: batch.events.length, dropped: batch.events.length })
      }
      const webrtc = batch.common.webrtc_ip
      const { stored } = await storeBatch(batch, {
        visitorHash: await visitorHash(payload, ip, userAgent),
        country: (await geo(ip)).country,
        webrtcHash: webrtc ? await addressHash(payload, webrtc) : undefined,
      })
      // Every event of this batch is stored already: a resend, acknowledged as such.
      if (stored === 0) return fail(409, 'This batch was stored before.')
      return ok({ stored, received: batch.events.length })
    },
  }),
  endpoint({
    method: 'GET',
    path: 'redirect/lookup',
    input: 'query',
    schema: z.object({ path: z.string().max(512) }).strict(),
    perMinute: 240,
    handler: async ({ input }) => {
      const valid = validateRedirectSource(input.path)
      if (valid !== true) return fail(400, `Invalid path: ${valid}`)
      return ok(await lookupRedirect(input.path))
    },
  }),
  endpoint({
    method: 'GET',
    path: 'builds/latest.json',
    input: 'query',
    schema: z.object({ t: z.string().max(32).optional() }).strict(),
    perMinute: 120,
    handler: async () => ok({ id: BUILD_ID }, { headers: { 'Cache-Control': 'no-store' } }),
  }),
]
