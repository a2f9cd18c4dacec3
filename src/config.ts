/**
 * The one module that reads the environment. Everything else imports typed values from here.
 * Secrets that are absent are generated once into `data/` (git-ignored) so a fresh clone runs;
 * a deployment sets them explicitly.
 */
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { securityContacts } from './lib/security-txt'

// A .env file (see .env.example) for the processes Next.js does not start itself (the server, scripts); what the
// environment already holds wins.
if (existsSync('.env') && typeof process.loadEnvFile === 'function') process.loadEnvFile('.env')

const env = process.env

/** Port the server listens on; origins default to it. */
export const PORT = Number.parseInt(env.PORT || '3000', 10)

function origin(value: string | undefined, fallback: string): string {
  const raw = value && value.trim() ? value.trim() : fallback
  const url = new URL(raw)
  return url.origin
}

/** Global origin: en unprefixed, 12 locales prefixed. */
export const SITE_URL = origin(env.SITE_URL, `http://localhost:${PORT}`)
/** Chinese origin: zh unprefixed. */
export const SITE_URL_ZH = origin(env.SITE_URL_ZH, `http://zh.localhost:${PORT}`)

/** Folder for the SQLite file, generated secrets and uploads. */
export const DATA_DIR = path.resolve(env.DATA_DIR || 'data')

/** Database URL: a postgres URL selects Postgres, anything else (or nothing) SQLite under DATA_DIR. */
export const DATABASE_URL = env.DATABASE_URL || `file:${path.join(DATA_DIR, 'site.db')}`
export const isPostgres = /^postgres(ql)?:\/\//.test(DATABASE_URL)

/**
 * Uploaded media in an S3-compatible bucket (AWS S3, MinIO, R2, …) instead of DATA_DIR/media, when S3_BUCKET is
 * set: what several instances on several machines need. Files are still served at /cms/api/media/file/…
 */
export const S3_MEDIA = env.S3_BUCKET
  ? {
      bucket: env.S3_BUCKET,
      region: env.S3_REGION || 'us-east-1',
      endpoint: env.S3_ENDPOINT || undefined,
      // Path-style addressing (bucket in the path): what self-hosted S3-compatible servers expect.
      forcePathStyle: env.S3_FORCE_PATH_STYLE
        ? env.S3_FORCE_PATH_STYLE === '1'
        : Boolean(env.S3_ENDPOINT),
      credentials: env.S3_ACCESS_KEY_ID
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY || '' }
        : undefined,
      prefix: env.S3_PREFIX || '',
    }
  : undefined

/** Cookie flags: Secure only when the site is served over https (the cross-origin setup). */
export const COOKIE_SECURE = SITE_URL.startsWith('https:') && SITE_URL_ZH.startsWith('https:')

/** First admin user, created at start-up when both are set and no user exists. */
export const ADMIN_EMAIL = env.ADMIN_EMAIL || ''
export const ADMIN_PASSWORD = env.ADMIN_PASSWORD || ''

function generatedSecret(name: string): string {
  const file = path.join(DATA_DIR, `.${name}`)
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  if (REQUIRE_SECRETS) {
    throw new Error(`${name.toUpperCase().replace(/-/g, '_')} is not set and REQUIRE_SECRETS=1`)
  }
  mkdirSync(DATA_DIR, { recursive: true })
  const secret = randomBytes(32).toString('hex')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

let payloadSecret: string | undefined
/** Payload's signing secret: env, else generated once into data/. */
export function getPayloadSecret(): string {
  payloadSecret ??= env.PAYLOAD_SECRET || generatedSecret('payload-secret')
  return payloadSecret
}

/** Hosts a chat widget script may come from (comma-separated); editors cannot save another. */
export const CHAT_SCRIPT_HOSTS = (
  env.CHAT_SCRIPT_HOSTS || 'widget.polyprofile.com,chat.polyprofile.com'
)
  .split(',')
  .map((h) => h.trim().toLowerCase())
  .filter(Boolean)

/** Google one-tap: the OAuth client id (no id, no one-tap) and where Google's signing keys are published. */
export const GOOGLE_CLIENT_ID = env.GOOGLE_CLIENT_ID || ''
export const GOOGLE_JWKS_URL = env.GOOGLE_JWKS_URL || 'https://www.googleapis.com/oauth2/v3/certs'
/** The product app a signed-in visitor is sent to with `?t={cpl}`. */
export const APP_URL = origin(env.APP_URL, 'https://app.polyprofile.com')

/**
 * Hosts an editor-defined redirect may send visitors to (comma-separated names or `*.domain`); the site's own
 * origins and the app are always allowed. Anything else is refused when saved and ignored when served.
 */
export const REDIRECT_HOSTS = [
  ...(env.REDIRECT_HOSTS ?? 't.me,polyprofile.com,*.polyprofile.com').split(','),
  new URL(SITE_URL).hostname,
  new URL(SITE_URL_ZH).hostname,
  new URL(APP_URL).hostname,
]
  .map((h) => h.trim().toLowerCase())
  .filter(Boolean)

let exchangeSecret: string | undefined
/** Secret the app presents to exchange a one-time login code: env, else generated once into data/. */
export function getAppExchangeSecret(): string {
  exchangeSecret ??= env.APP_EXCHANGE_SECRET || generatedSecret('app-exchange-secret')
  return exchangeSecret
}

/**
 * The product's own domains (comma-separated, `OWN_DOMAINS`, default polyprofile.com) plus the hosts of the
 * site and app origins: a link to one of them (or a subdomain) counts as internal.
 */
export const OWN_DOMAINS = [
  ...new Set([
    ...(env.OWN_DOMAINS || 'polyprofile.com')
      .split(',')
      .map((d) => d.trim().toLowerCase())
      .filter(Boolean),
    ...[SITE_URL, SITE_URL_ZH, APP_URL].map((o) => new URL(o).hostname),
  ]),
]

/**
 * Where security researchers report a vulnerability (security.txt's Contact, RFC 9116): comma-separated e-mail
 * addresses or https URLs, `security@` the first own domain by default; and the languages that team reads.
 */
export const SECURITY_CONTACTS = securityContacts(
  env.SECURITY_CONTACT || `security@${OWN_DOMAINS[0]}`,
)
export const SECURITY_LANGUAGES = (env.SECURITY_LANGUAGES || 'en')
  .split(',')
  .map((tag) => tag.trim())
  .filter(Boolean)

/** The HTTP server: where it listens (Docker sets HOSTNAME to the container's id, hence the check) and behind what. */
export const LISTEN_HOST =
  env.LISTEN_HOST ||
  (env.HOSTNAME && /^[0-9.:]+$|^localhost$/.test(env.HOSTNAME) ? env.HOSTNAME : '0.0.0.0')
/** Proxies (load balancers) whose X-Forwarded-For and X-Forwarded-Proto are believed, comma-separated. */
export const TRUSTED_PROXIES: ReadonlySet<string> = new Set(
  (env.TRUSTED_PROXIES || '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
)
/** The build folder (tests build into their own). */
export const DIST_DIR = env.NEXT_DIST_DIR || '.next'
/** How often the server runs the statistics job (0: never; a cron runs `npm run stats:job` instead). */
export const STATS_JOB_HOURS = Number(env.STATS_JOB_HOURS ?? 6)
/**
 * How often the same server rebuilds today's roll-ups, so the dashboard shows today as it happens (0: never): a
 * visit is counted within this time. Skipped when no beacon batch arrived since the last run (server.ts).
 */
export const STATS_TODAY_SECONDS = Number(env.STATS_TODAY_SECONDS ?? 45)
/** Both origins are https: answers carry HSTS and Secure cookies whatever the hop in front said. */
export const SITE_IS_HTTPS = SITE_URL.startsWith('https:') && SITE_URL_ZH.startsWith('https:')
/** Memory for the prerendered pages the server keeps with their compressed bodies (src/http/page-cache.ts); 0: none. */
export const PAGE_CACHE_MB = Math.max(0, Number(env.PAGE_CACHE_MB ?? 96) || 0)

/** The statistics beacon's RSA private key (PEM), or undefined: generated into DATA_DIR (src/server/beacon/keys.ts). */
export const BEACON_PRIVATE_KEY_PEM = env.BEACON_PRIVATE_KEY || undefined
/** Refuse to generate any secret (production): every one must be set. */
export const REQUIRE_SECRETS = env.REQUIRE_SECRETS === '1'
/** PostgreSQL connection pool size. */
export const DATABASE_POOL_MAX = Number(env.DATABASE_POOL_MAX || 10)

/*
 * Read when used, not when this module loads: tests point these at servers they start after importing it.
 */
/** Redis shared by several instances (rate limits, sign-in throttle; the page cache when set at build time). */
export const redisUrl = (): string => env.REDIS_URL || ''
/** Prefix of this site's Redis keys (several sites may share one server). */
export const redisKeyPrefix = (): string => env.REDIS_KEY_PREFIX || 'site:'
/** Days raw statistics events are kept (roll-ups are kept forever). */
export const statsRetentionDays = (): number =>
  Math.max(1, Number.parseInt(env.STATS_RETENTION_DAYS || '180', 10) || 180)
