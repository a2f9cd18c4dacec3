import { fieldLabels } from './fields/labels'
import { richTextEditor, richTextLinks } from './fields/rich-text'
import { adminLanguages } from './admin-languages'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { buildConfig, type DatabaseAdapterObj } from 'payload'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { postgresAdapter } from '@payloadcms/db-postgres'
import sharp from 'sharp'
import { s3Storage } from '@payloadcms/storage-s3'
import {
  DATA_DIR,
  DATABASE_POOL_MAX,
  DATABASE_URL,
  getPayloadSecret,
  isPostgres,
  S3_MEDIA,
  SITE_URL,
  SITE_URL_ZH,
} from '@/config'
import { defaultLocale, localeInfo, locales } from '@/i18n/locales'
import { Users } from './collections/users'
import { Redirects } from './collections/redirects'
import { Docs, Faqs, Guides, Helps, News, Posts, Release } from './collections/editorial'
import { Media } from './collections/media'
import { MAX_UPLOAD_BYTES, UPLOAD_TOO_LARGE } from './hooks/media-upload'
import { Fingerprints, ReferralVisits, SourceRecords } from './collections/records'
import { StatDaily, StatEvents, StatSalts } from './collections/stat-events'
import { Accounts, LoginCodes } from './collections/accounts'
import { Authors, Categories, Tags } from './collections/taxonomy'
import { Site } from './globals/site'
import { Home } from './globals/home'
import { Chat } from './globals/chat'
import { Pricing } from './globals/pricing'
import { Download } from './globals/download'
import { Pages } from './collections/pages'
import { Partners } from './collections/partners'
import { Consultations } from './collections/consultations'
import { migrations as sqliteMigrations } from '../migrations/sqlite'
import { migrations as postgresMigrations } from '../migrations/postgres'
import { migratingOneAtATime } from './migration-lock'

// The project's folders, from where every process of it runs (the repository's root): this file is also bundled
// into dist/ (`npm run build`), where its own location says nothing about them.
const dirname = path.resolve('src/cms')

/** What busboy (Payload's multipart parser) says of a body it cannot read: the client's fault, not the server's. */
const BODY_PARSER_ERRORS = new Set([
  'Malformed content type',
  'Malformed part header',
  'Malformed urlencoded form',
  'Missing Content-Type',
  'Multipart: Boundary not found',
  'Unexpected end of file',
  'Unexpected end of form',
])
const migrationsRoot = path.resolve(dirname, '../migrations')

function database(): DatabaseAdapterObj {
  if (isPostgres) {
    const adapter = postgresAdapter({
      pool: { connectionString: DATABASE_URL, max: DATABASE_POOL_MAX },
      migrationDir: path.join(migrationsRoot, 'postgres'),
      prodMigrations: postgresMigrations,
      push: false,
    })
    return migratingOneAtATime(adapter, DATABASE_URL, true)
  }
  mkdirSync(DATA_DIR, { recursive: true })
  const adapter = sqliteAdapter({
    client: { url: DATABASE_URL },
    // The server, the statistics job and the seed are separate processes on one file: readers never wait for a
    // writer (WAL), and a writer waits for another instead of failing with "database is locked".
    wal: true,
    busyTimeout: 10_000,
    migrationDir: path.join(migrationsRoot, 'sqlite'),
    prodMigrations: sqliteMigrations,
    push: false,
  })
  return migratingOneAtATime(adapter, DATABASE_URL, false)
}

export default buildConfig({
  serverURL: SITE_URL,
  secret: getPayloadSecret(),
  routes: {
    admin: '/admin',
    api: '/cms/api',
    graphQL: '/graphql',
    graphQLPlayground: '/graphql-playground',
  },
  cors: [SITE_URL, SITE_URL_ZH],
  csrf: [SITE_URL, SITE_URL_ZH],
  admin: {
    user: Users.slug,
    importMap: { baseDir: path.resolve(dirname, '..') },
    meta: { titleSuffix: ' · CMS' },
    // Payload's default avatar is each editor's Gravatar: a request to a third party with a hash of their e-mail on
    // every admin page, and blocked by the admin's Content-Security-Policy anyway.
    avatar: 'default',
    components: {
      views: { stats: { Component: '/components/admin/stats-view#StatsView', path: '/stats' } },
      afterNavLinks: ['/components/admin/stats-nav-link#StatsNavLink'],
      beforeDashboard: ['/components/admin/stats-summary#StatsSummary'],
    },
  },
  i18n: { supportedLanguages: adminLanguages, fallbackLanguage: 'en' },
  localization: {
    locales: locales.map((code) => ({ code, label: localeInfo[code].name })),
    defaultLocale,
    fallback: true,
  },
  collections: [
    Pages,
    Posts,
    News,
    Guides,
    Helps,
    Docs,
    Release,
    Faqs,
    Partners,
    Categories,
    Tags,
    Authors,
    Media,
    Redirects,
    Consultations,
    ReferralVisits,
    SourceRecords,
    Fingerprints,
    StatEvents,
    StatDaily,
    StatSalts,
    Accounts,
    LoginCodes,
    Users,
  ],
  editor: richTextEditor,
  globals: [Site, Home, Pricing, Download, Chat],
  db: database(),
  plugins: [
    // Every field labelled in words (the spec's snake_case names would show raw).
    fieldLabels,
    // Every rich-text link under the site's link rule, when saved and when read.
    richTextLinks,
    // Media on S3 when configured. Its fields (object key, prefix) are in the schema either way, so one set of
    // migrations serves both setups.
    s3Storage({
      enabled: Boolean(S3_MEDIA),
      alwaysInsertFields: true,
      collections: { media: { prefix: S3_MEDIA?.prefix ?? '' } },
      bucket: S3_MEDIA?.bucket ?? '',
      config: {
        region: S3_MEDIA?.region,
        endpoint: S3_MEDIA?.endpoint,
        forcePathStyle: S3_MEDIA?.forcePathStyle,
        credentials: S3_MEDIA?.credentials,
        // No trailing checksums on uploads: what every S3-compatible server accepts.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      },
    }),
  ],
  sharp,
  // Uploads over the limit are cut off as they arrive: a 413 with this message, nothing stored.
  upload: { limits: { fileSize: MAX_UPLOAD_BYTES }, responseOnLimit: UPLOAD_TOO_LARGE },
  hooks: {
    // Payload's REST answers for errors, made right for the production bundle. Payload formats an error by
    // `instanceof` against its own classes and names it by its class; in the bundle those checks miss (the admin
    // lost the per-field details of a validation error, and a thrown APIError read "An unknown error occurred.")
    // and the class names are minified ("name":"o": noise, and a fingerprint of the build). A client error says
    // its message and, for validation, which fields; a server error stays "Something went wrong.", as Payload
    // hides it.
    afterError: [
      ({ error, result }) => {
        const e = error as {
          status?: unknown
          message?: unknown
          data?: unknown
          isPublic?: unknown
        }
        const message = typeof e.message === 'string' ? e.message : ''
        // Payload passes the form parser's complaints about a broken upload body on as server errors.
        if (BODY_PARSER_ERRORS.has(message))
          return {
            status: 400,
            response: { errors: [{ message: `The form body could not be read: ${message}.` }] },
          }
        // A multipart form's `_payload` field that is not JSON (Payload parses it without catching).
        if (error instanceof SyntaxError)
          return {
            status: 400,
            response: {
              errors: [{ message: 'The _payload field of the form is not valid JSON.' }],
            },
          }
        const status =
          typeof e.status === 'number' && e.status >= 400 && e.status < 600 ? e.status : 500
        if (status >= 500 && e.isPublic !== true)
          return {
            status,
            response: { errors: (result?.errors ?? []).map(({ name: _name, ...rest }) => rest) },
          }
        return {
          status,
          response: {
            errors: [
              {
                message: message || 'The request was refused.',
                ...(e.data ? { data: e.data as Record<string, unknown> } : {}),
              },
            ],
          },
        }
      },
    ],
  },
  // Nothing uses GraphQL (the admin speaks REST); off, it cannot be used to try passwords in bulk.
  graphQL: { disable: true },
  telemetry: false,
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
})
