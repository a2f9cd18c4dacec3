import { randomUUID } from 'node:crypto'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import type { NextConfig } from 'next'
import { withPayload } from '@payloadcms/next/withPayload'
import createNextIntlPlugin from 'next-intl/plugin'
import { IMAGE_SETTINGS } from './src/lib/images'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

// One id per build, shared by the server (BUILD_ID, answered by builds/latest.json) and the pages (compared
// against it to notice a new deployment). `npm start` and `npm test` set it; a bare `next build` gets a fresh one
// here, which the build's workers inherit.
process.env.SITE_BUILD_ID ||= `b-${randomUUID().slice(0, 13)}`
const buildId = process.env.SITE_BUILD_ID

const nextConfig: NextConfig = {
  // Tests build into their own folder so they never clobber the demo build.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // The proxy applies the spec's trailing-slash rules itself (one hop, with the locale-home exception).
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  // `npm run bench` builds with source maps to split each script into framework and application code.
  productionBrowserSourceMaps: process.env.BENCH_SOURCE_MAPS === '1',
  generateBuildId: async () => buildId,
  env: { NEXT_PUBLIC_BUILD_ID: buildId },
  // geoip-lite reads its bundled database from its own folder at run time.
  serverExternalPackages: ['geoip-lite'],
  // Several instances: the page cache and tag revalidations shared through Redis (cache-handler.mjs), with no
  // per-process memory copy that would miss another instance's publish. Without REDIS_URL at build time, Next.js's
  // own file-system cache (one instance).
  ...(process.env.REDIS_URL
    ? { cacheHandler: path.resolve('cache-handler.mjs'), cacheMaxMemorySize: 0 }
    : {}),
  experimental: {
    // Turbopack's build cache (on by default in Next.js 16.4) made a rebuild on this machine compile for 9+
    // minutes reading its 1.2 GB cache, against 64 s from nothing, and cost 23 s writing it each time.
    turbopackFileSystemCacheForBuild: false,
    // Prerendering workers: one per core. Next.js keeps a core for its main process, which only waits while the
    // pages are prerendered (the code is compiled by then).
    cpus: availableParallelism(),
    // The site's 404 (src/app/global-not-found.tsx): a document of its own, rendered on the server with status 404
    // for any address no page has. A page's notFound() renders its not-found boundary on the client only
    // (vercel/next.js#62228), and a root not-found.tsx would travel in every page's payload.
    globalNotFound: true,
  },
  // `npm run typecheck` (tsc) checks the whole project in CI; the build does not repeat it.
  typescript: { ignoreBuildErrors: true },
  images: IMAGE_SETTINGS,
}

const config = withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })
const payloadHeaders = config.headers

/**
 * Payload asks every response for the color-scheme client hint (`Accept-CH` + `Critical-CH`), which makes
 * Chromium fetch each public page twice and adds a `Vary`. Only its admin needs the hint.
 */
config.headers = async () =>
  ((await payloadHeaders?.()) ?? []).map((rule) =>
    rule.source === '/:path*' ? { ...rule, source: '/admin/:path*' } : rule,
  )

export default config
