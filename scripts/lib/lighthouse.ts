/**
 * Lighthouse with its default (mobile) settings against one Chromium that stays open between runs, the browser
 * the tests use (Debian's, or the one an npm package ships). Chromium starts with the flags this machine needs:
 * no background networking (the closed network refuses it), no sandbox when run as root.
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type Config, type Flags } from 'lighthouse'
import defaultConfig from 'lighthouse/core/config/default-config.js'
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js'
import { CHROMIUM_FLAGS, findChromium } from './browser'

export interface LighthouseRun {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  /** milliseconds */
  lcp: number
  tbt: number
  fcp: number
  cls: number
  /** bytes transferred over the network */
  bytes: number
  /** Lighthouse's machine benchmark (measured in a session's first run, reused after: `reuseBenchmarkIndex`) */
  benchmarkIndex: number
  /** audits that lost points, for the report's "why" */
  failing: string[]
  /** trace evidence: the LCP element and its phases, the longest main-thread tasks and where they came from */
  evidence?: {
    lcpElement?: string
    lcpPhases?: Record<string, number>
    /**
     * The longest tasks, each with its simulated start (ms). TBT counts what of a task over 50 ms falls between
     * FCP and TTI: a task that ends before FCP or starts after TTI counts nothing.
     */
    longTasks?: { url: string; ms: number; start?: number }[]
    /** The run's simulated FCP and TTI (ms): the window TBT is summed over. */
    window?: { fcp: number; tti: number }
    /** what the unthrottled page load did (ms): Lantern estimates the metrics from the requests and tasks before these */
    observed?: { fcp: number; lcp: number }
  }
}

export interface RunOptions {
  performanceOnly?: boolean
  categoriesOnly?: boolean
  lcpElement?: boolean
  /**
   * The visitor's browser languages (`Accept-Language`): an origin's root detects the language from them, so with
   * Chromium's own `en-US` the zh home would be a redirect to the English one.
   */
  acceptLanguage?: string
}

export interface LighthouseSession {
  /**
   * `performanceOnly`: the performance score's metrics alone (the other categories' scores come back NaN);
   * `categoriesOnly`: accessibility, best practices and SEO alone (timing-free: may run beside other work);
   * `lcpElement: false`: a performance-only run without the LCP element's costly gatherer (the floors show the
   * site's own HTML, so the site's runs name the element for both).
   */
  run(url: string, options?: RunOptions): Promise<LighthouseRun>
  close(): Promise<void>
}

/** Audits with weight 0 in every category (they never change a score), skipped to save time. */
const SKIPPED_AUDITS = [
  'bf-cache',
  'screenshot-thumbnails',
  'final-screenshot',
  'valid-source-maps',
  'script-treemap-data',
]

/**
 * A performance-only run: the five metrics that carry the whole performance score (every other audit of the
 * category has weight 0), and the byte total the report shows. The score is the same; the diagnostics and their
 * gatherers (script and style coverage, image and font checks) come from the full run.
 */
const PERFORMANCE_AUDITS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
  'total-byte-weight',
  'long-tasks',
  'largest-contentful-paint-element',
  // Also carries TTI, the end of the window TBT sums over (the evidence's `window`).
  'metrics',
]

/** The categories a `categoriesOnly` run scores. */
const PAGE_CATEGORIES = ['accessibility', 'best-practices', 'seo']

/**
 * Lighthouse's default config cut down to what a run reads: Lighthouse resolves every audit its config names on every
 * run before `onlyAudits` drops them. The flags still go with it, so the scores are the filtered default's.
 */
function configFor(keep: { audits?: string[]; categories: string[] }): Config {
  type AuditJson = NonNullable<Config['audits']>[number]
  const name = (audit: AuditJson) =>
    typeof audit === 'string'
      ? audit.split('/').pop()
      : 'path' in audit
        ? audit.path.split('/').pop()
        : 'implementation' in audit
          ? audit.implementation.meta.id
          : audit.meta.id
  const categories = Object.fromEntries(
    keep.categories.map((id) => {
      const category = defaultConfig.categories?.[id]
      if (!category) throw new Error(`Lighthouse has no category ${id}`)
      return [
        id,
        {
          ...category,
          auditRefs: category.auditRefs.filter(
            (ref) => !keep.audits || keep.audits.includes(ref.id),
          ),
        },
      ]
    }),
  )
  const audits = new Set(
    keep.audits ??
      Object.values(categories).flatMap((category) => category.auditRefs.map((ref) => ref.id)),
  )
  return {
    ...defaultConfig,
    categories,
    audits: (defaultConfig.audits ?? []).filter((audit) => audits.has(name(audit) ?? '')),
  }
}
const CONFIGS = {
  performance: configFor({ audits: PERFORMANCE_AUDITS, categories: ['performance'] }),
  categories: configFor({ categories: PAGE_CATEGORIES }),
}

/** What Lighthouse is given for a run with these options (the port aside). */
export function lighthouseSettings({
  performanceOnly = false,
  categoriesOnly = false,
  lcpElement = true,
  acceptLanguage,
}: RunOptions): {
  flags: Flags
  config?: Config
} {
  return {
    flags: {
      ...(acceptLanguage ? { extraHeaders: { 'Accept-Language': acceptLanguage } } : {}),
      ...(performanceOnly
        ? {
            onlyAudits: PERFORMANCE_AUDITS.filter(
              (id) => lcpElement || id !== 'largest-contentful-paint-element',
            ),
          }
        : {}),
      ...(categoriesOnly ? { onlyCategories: PAGE_CATEGORIES } : {}),
      output: 'json',
      logLevel: 'error',
      // Unscored extras that cost seconds a run (bfcache navigates away and back; screenshots; source maps).
      skipAudits: SKIPPED_AUDITS,
      disableFullPageScreenshot: true,
    },
    config: performanceOnly ? CONFIGS.performance : categoriesOnly ? CONFIGS.categories : undefined,
  }
}

const FLAGS = [
  '--headless=new',
  ...CHROMIUM_FLAGS,
  '--disable-default-apps',
  '--disable-extensions',
]

/**
 * Lighthouse benchmarks the machine (a 1 s loop) before every navigation, for `lhr.environment` only, never a metric
 * or score: the session measures it in its first run and reuses the figure.
 */
function reuseBenchmarkIndex(index: number) {
  if (!Number.isFinite(index)) return
  pageFunctions.computeBenchmarkIndex = new Function(`return ${index}`) as () => number
}

export async function openLighthouse(): Promise<LighthouseSession> {
  const chrome = await chromeLauncher.launch({
    chromePath: await findChromium(),
    chromeFlags: FLAGS,
    logLevel: 'silent',
  })
  let benchmarked = false
  return {
    async run(url, options = {}) {
      const { flags, config } = lighthouseSettings(options)
      const result = await lighthouse(url, { ...flags, port: chrome.port }, config)
      const lhr = result?.lhr
      if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`)
      if (lhr.runtimeError)
        throw new Error(
          `Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
        )
      // A run that was redirected measured another page.
      if (new URL(lhr.finalDisplayedUrl).href !== new URL(url).href)
        throw new Error(`Lighthouse asked for ${url} and measured ${lhr.finalDisplayedUrl}`)
      if (!benchmarked) {
        benchmarked = true
        reuseBenchmarkIndex(lhr.environment.benchmarkIndex)
      }
      const score = (id: string) => {
        const category = lhr.categories[id]
        return category ? Math.round((category.score ?? 0) * 100) : Number.NaN
      }
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
      const failing = Object.values(lhr.categories)
        .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0))
        .map((ref) => lhr.audits[ref.id])
        .filter(
          (audit) =>
            audit &&
            audit.score !== null &&
            audit.score < 0.9 &&
            audit.scoreDisplayMode !== 'informative',
        )
        .map((audit) => `${audit?.id} (${Math.round((audit?.score ?? 0) * 100)})`)
      return {
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcp: numeric('largest-contentful-paint'),
        tbt: numeric('total-blocking-time'),
        fcp: numeric('first-contentful-paint'),
        cls: numeric('cumulative-layout-shift'),
        bytes: numeric('total-byte-weight'),
        benchmarkIndex: lhr.environment.benchmarkIndex,
        failing: [...new Set(failing)],
        evidence: evidenceOf(lhr.audits),
      }
    },
    async close() {
      chrome.kill()
    },
  }
}

type Audits = Record<string, { details?: unknown } | undefined>

/** What a trace says about LCP and blocking time: the LCP element and phases, the three longest tasks. */
function evidenceOf(audits: Audits): LighthouseRun['evidence'] {
  const lcp = audits['largest-contentful-paint-element']?.details as
    | { items?: { items?: { node?: { snippet?: string }; phase?: string; timing?: number }[] }[] }
    | undefined
  const element = lcp?.items?.[0]?.items?.[0]?.node?.snippet
  const phases = Object.fromEntries(
    (lcp?.items?.[1]?.items ?? [])
      .filter((p) => p.phase)
      .map((p) => [p.phase as string, Math.round(p.timing ?? 0)]),
  )
  const tasks =
    (
      audits['long-tasks']?.details as
        { items?: { url?: string; duration?: number; startTime?: number }[] } | undefined
    )?.items ?? []
  const metrics = (
    audits.metrics?.details as { items?: Record<string, number | undefined>[] } | undefined
  )?.items?.[0]
  return {
    observed: metrics
      ? {
          fcp: Math.round(metrics.observedFirstContentfulPaint ?? Number.NaN),
          lcp: Math.round(metrics.observedLargestContentfulPaint ?? Number.NaN),
        }
      : undefined,
    window: metrics
      ? {
          fcp: Math.round(metrics.firstContentfulPaint ?? Number.NaN),
          tti: Math.round(metrics.interactive ?? Number.NaN),
        }
      : undefined,
    lcpElement: element?.slice(0, 120),
    lcpPhases: Object.keys(phases).length ? phases : undefined,
    longTasks: tasks
      .slice()
      .sort((a, b) => (b.duration ?? 0) - (a.duration ?? 0))
      .slice(0, 3)
      .map((t) => ({
        url: (t.url ?? '').replace(/^https?:\/\/[^/]+/, '').slice(0, 80),
        ms: Math.round(t.duration ?? 0),
        start: Math.round(t.startTime ?? Number.NaN),
      })),
  }
}
