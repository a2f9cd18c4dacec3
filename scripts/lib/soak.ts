/**
 * Beacon soak ("load without loss"): an open-model load on the beacon, pages alongside, optionally a SIGTERM midway;
 * then the stored events are counted in the SQLite file and compared with what was acknowledged, batch by batch.
 * Its own server runs on a copy of the data and a shadow of the build whose `cache` folder is its own.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes, type KeyObject } from 'node:crypto'
import {
  cpSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs'
import { Agent, request } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { createClient } from '@libsql/client'
import { beaconEvents, beaconKey, BROWSER_UA, sealBatch, sendWhileBusy } from './beacon'
import { untilAnswering } from './until-answering'

export interface SoakOptions {
  /** A running server to load instead of starting one (then `dbFile` is its SQLite file, counted while it runs). */
  base?: string
  dbFile?: string
  /** Own server: its port, the seeded data folder it gets a copy of, the production build it serves. */
  port?: number
  sourceDataDir?: string
  distDir?: string
  /** Use the build folder itself instead of a shadow of it (its fetch cache is then cleared by the server's start). */
  sharedDist?: boolean
  /** Beacon batches per second, run length and when to send SIGTERM (seconds from the start of the load). */
  rate: number
  seconds: number
  sigtermAt?: number
  /** Page requests per second alongside. */
  pageRate: number
  /**
   * The share of `rate` the generator must start (default 0.95), else the run proves nothing: the load it claims
   * was not sent. A check of the generator, not of the server.
   */
  minStartShare?: number
  /** A page answered later than this (default 5000 ms) while the server was up counts as not answered. */
  pageDeadlineMs?: number
  timeoutMs?: number
  maxSockets?: number
  /** The server's entry, relative to the project (default dist/server.mjs; `--import tsx` is added for a .ts one). */
  serverScript?: string
  /** Keep the temporary folder (database copy, server log) for inspection. */
  keep?: boolean
  log?: (line: string) => void
}

export interface Latency {
  p50: number
  p90: number
  p99: number
  max: number
}

/** Where a request's outcome fell: before SIGTERM, between SIGTERM and the server's exit, after the exit. */
type Phase = 'up' | 'stopping' | 'down'
type Tally = Record<string, number>

export interface SoakResult {
  config: {
    base: string
    rate: number
    seconds: number
    sigtermAt: number | null
    pageRate: number
    batchSize: number
    maxSockets: number
    timeoutMs: number
    minStartShare: number
  }
  beacons: {
    scheduled: number
    started: number
    /** Batches started per second before SIGTERM (the offered load) and written to the wire per second. */
    startRate: number
    wireRate: number
    /** Batches acknowledged per second before SIGTERM (what the server kept up with). */
    ackRate: number
    /** How late the generator started requests against their schedule. */
    lagP99Ms: number
    lagMaxMs: number
    fellBehind: boolean
    ackedBatches: number
    ackedEvents: number
    /** From the intended start (queueing in the client included) to the end of the answer, acknowledged batches. */
    latencyMs: Latency
    /** Not acknowledged, by phase and category (refused, reset, timeout, http:<status>, code:<code>). */
    failed: Record<Phase, Tally>
    /** Answers 5xx other than 503 (shedding) before the server's exit. */
    fiveXxWhileUp: number
  }
  pages: {
    count: number
    statuses: Tally
    failed: Record<Phase, Tally>
    latencyMs: Latency
    fiveXxWhileUp: number
    /**
     * Pages asked for while the server was up (at least `pageDeadlineMs` before SIGTERM or the end of the run) and
     * not answered within `pageDeadlineMs`: the site did not keep answering.
     */
    pageDeadlineMs: number
    eligible: number
    late: number
  }
  storage: {
    dbFile: string
    storedEvents: number
    ackedNotStored: number
    storedNotAcked: number
    /** Batches stored in part (neither 0 nor all 20 events): the all-or-nothing insert failed. */
    partialBatches: number
  }
  server: {
    own: boolean
    pid: number | null
    sigtermAtS: number | null
    exitCode: number | null
    exitSignal: string | null
    /** Time from SIGTERM to the process's exit; null when it did not exit within 30 s. */
    exitAfterMs: number | null
    shutdownLog: string[]
    workDir: string | null
    /** CPU the server used before SIGTERM: cores busy on average, and ms per acknowledged batch. */
    cpuCores: number | null
    cpuMsPerBatch: number | null
  }
  /** CPU the generator itself used during the run, in cores. */
  generatorCpuCores: number
  failures: string[]
}

const BATCH_SIZE = 20
const EXIT_LIMIT_MS = 30_000
const TICK_MS = 10

// --- The beacon ----------------------------------------------------------------------------------------------------

/** A batch of fresh events under one device id (the key the stored rows are counted by) sealed with the site key. */
function sealedBatch(key: KeyObject, deviceId: string, eventPrefix: string, page: string): string {
  return sealBatch(key, {
    common: { device_id: deviceId, page, locale: 'en' },
    events: beaconEvents(BATCH_SIZE, (i) => ({ name: `soak${i}` }), eventPrefix),
  })
}

// --- HTTP ------------------------------------------------------------------------------------------------------

type Outcome =
  | { ok: true; status: number; body: string; wiredAt: number | null }
  | { ok: false; kind: string; wiredAt: number | null }

function errorKind(error: NodeJS.ErrnoException): string {
  if (error.code === 'ECONNREFUSED') return 'refused'
  if (error.code === 'ECONNRESET' || error.code === 'EPIPE' || error.message === 'socket hang up')
    return 'reset'
  return error.code ?? error.message
}

/** One request on 127.0.0.1 (the address the server trusts X-Forwarded-For from), bounded by a deadline. */
function send(
  agent: Agent,
  port: number,
  options: {
    method: 'GET' | 'POST'
    path: string
    headers: Record<string, string>
    body?: string
    keepBody: boolean
    timeoutMs: number
  },
): Promise<Outcome> {
  return new Promise((resolve) => {
    let settled = false
    let wiredAt: number | null = null
    const finish = (outcome: Outcome) => {
      if (settled) return
      settled = true
      clearTimeout(deadline)
      resolve(outcome)
    }
    const headers: Record<string, string> = { ...options.headers }
    if (options.body !== undefined)
      headers['content-length'] = String(Buffer.byteLength(options.body))
    const req = request(
      { agent, host: '127.0.0.1', port, method: options.method, path: options.path, headers },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => {
          if (options.keepBody) chunks.push(chunk)
        })
        res.on('end', () =>
          finish({
            ok: true,
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            wiredAt,
          }),
        )
        res.on('error', (error) => finish({ ok: false, kind: errorKind(error), wiredAt }))
      },
    )
    const deadline = setTimeout(() => {
      finish({ ok: false, kind: 'timeout', wiredAt })
      req.destroy()
    }, options.timeoutMs)
    req.on('finish', () => (wiredAt = performance.now()))
    req.on('error', (error) => finish({ ok: false, kind: errorKind(error), wiredAt }))
    req.end(options.body)
  })
}

// --- Figures -----------------------------------------------------------------------------------------------------

function latency(values: number[]): Latency {
  if (values.length === 0) return { p50: 0, p90: 0, p99: 0, max: 0 }
  const sorted = [...values].sort((a, b) => a - b)
  const at = (p: number) =>
    Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!)
  return { p50: at(50), p90: at(90), p99: at(99), max: Math.round(sorted[sorted.length - 1]!) }
}

/** CPU time (user + system) a process has used, from /proc (Linux; null elsewhere), in ms. */
function processCpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null
  try {
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th, in clock ticks.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
  } catch {
    return null
  }
}

const tally = (t: Tally, key: string) => (t[key] = (t[key] ?? 0) + 1)
const tallyText = (t: Tally) =>
  Object.entries(t)
    .sort((a, b) => b[1] - a[1])
    .map(([k, n]) => `${k} ${n}`)
    .join(', ') || 'none'

// --- The server ----------------------------------------------------------------------------------------------------

interface OwnServer {
  child: ChildProcess
  port: number
  dbFile: string
  workDir: string
  shadow: string | null
  exit: Promise<{ code: number | null; signal: string | null; at: number }>
  lines: string[]
}

/** A consistent copy of a live SQLite database (WAL included) through the library Payload uses. */
export async function copyDatabase(sourceFile: string, targetFile: string): Promise<void> {
  const client = createClient({ url: `file:${path.resolve(sourceFile)}` })
  try {
    await client.execute('PRAGMA busy_timeout = 10000')
    await client.execute({ sql: 'VACUUM INTO ?', args: [path.resolve(targetFile)] })
  } finally {
    client.close()
  }
}

async function startServer(options: SoakOptions, log: (line: string) => void): Promise<OwnServer> {
  const root = process.cwd()
  const port = options.port ?? 3105
  const sourceDataDir = path.resolve(options.sourceDataDir ?? 'data/e2e')
  const distDir = path.resolve(options.distDir ?? '.next-e2e')
  const sourceDb = path.join(sourceDataDir, 'site.db')
  if (!existsSync(sourceDb)) throw new Error(`No seeded database at ${sourceDb}`)
  if (!existsSync(path.join(distDir, 'BUILD_ID')))
    throw new Error(`No production build in ${distDir}`)

  const workDir = mkdtempSync(path.join(os.tmpdir(), 'beacon-soak-'))
  const dataDir = path.join(workDir, 'data')
  // Uploads, the beacon key and generated secrets; the database itself is copied by SQLite.
  cpSync(sourceDataDir, dataDir, {
    recursive: true,
    filter: (src) => !/\/site\.db(-wal|-shm|-journal)?$/.test(src),
  })
  const dbFile = path.join(dataDir, 'site.db')
  const copyStarted = performance.now()
  await copyDatabase(sourceDb, dbFile)
  log(`Database copied to ${dbFile} in ${Math.round(performance.now() - copyStarted)} ms.`)

  // Next.js wants the build folder inside the project: the shadow is `.next-soak-<port>` (git-ignored), removed after.
  let nextDistDir = path.relative(root, distDir)
  let shadow: string | null = null
  if (!options.sharedDist) {
    shadow = path.join(root, `.next-soak-${port}`)
    rmSync(shadow, { recursive: true, force: true })
    mkdirSync(path.join(shadow, 'cache'), { recursive: true })
    for (const name of readdirSync(distDir))
      if (name !== 'cache') symlinkSync(path.join(distDir, name), path.join(shadow, name))
    nextDistDir = path.relative(root, shadow)
  }

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    PORT: String(port),
    // Like the e2e server. (With HOSTNAME=127.0.0.1 this build answers every page with a 301 to itself.)
    HOSTNAME: '0.0.0.0',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SITE_URL: '',
    SITE_URL_ZH: '',
    NEXT_DIST_DIR: nextDistDir,
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'e2e-secret-not-for-production',
    ADMIN_EMAIL: process.env.ADMIN_EMAIL || 'e2e-admin@example.com',
    ADMIN_PASSWORD: process.env.ADMIN_PASSWORD || 'e2e admin password, long enough',
    TRUSTED_PROXIES: '127.0.0.1',
    STATS_JOB_HOURS: '0',
  }
  // node itself (not npx or the tsx launcher): the SIGTERM goes to the process that runs server.ts.
  const entry = options.serverScript ?? 'dist/server.mjs'
  const child = spawn(
    process.execPath,
    [...(entry.endsWith('.ts') ? ['--import', 'tsx'] : []), entry],
    { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  const logFile = createWriteStream(path.join(workDir, 'server.log'))
  const lines: string[] = []
  const collect = (chunk: Buffer) => {
    logFile.write(chunk)
    for (const line of chunk.toString('utf8').split('\n')) {
      if (!line.trim()) continue
      lines.push(line)
      if (lines.length > 400) lines.shift()
    }
  }
  child.stdout!.on('data', collect)
  child.stderr!.on('data', collect)
  const exit = new Promise<{ code: number | null; signal: string | null; at: number }>(
    (resolve) => {
      child.once('exit', (code, signal) => {
        logFile.end()
        resolve({ code, signal, at: performance.now() })
      })
    },
  )
  const server: OwnServer = { child, port, dbFile, workDir, shadow, exit, lines }

  const started = performance.now()
  let exited = false
  void exit.then(() => (exited = true))
  const giveUp = async (message: string) => {
    if (!exited) {
      child.kill('SIGKILL')
      await exit
    }
    if (shadow) rmSync(shadow, { recursive: true, force: true })
    if (!options.keep) rmSync(workDir, { recursive: true, force: true })
    return new Error(`${message}:\n${lines.slice(-30).join('\n')}`)
  }
  try {
    await untilAnswering(`http://127.0.0.1:${port}/`, {
      exited: () => exited,
      timeoutMs: 120_000,
      headers: { 'user-agent': BROWSER_UA, 'accept-language': 'en-US' },
    })
  } catch (error) {
    throw await giveUp((error as Error).message)
  }
  log(
    `Server pid ${child.pid} answering on port ${port} after ${((performance.now() - started) / 1000).toFixed(1)} s (work folder ${workDir}).`,
  )
  return server
}

/** Counts the run's stored events per batch (device id) in the SQLite file, opened for reading only. */
async function storedPerBatch(dbFile: string, devicePrefix: string): Promise<Map<string, number>> {
  const client = createClient({ url: `file:${dbFile}` })
  try {
    await client.execute('PRAGMA query_only = 1')
    await client.execute('PRAGMA busy_timeout = 10000')
    const result = await client.execute({
      sql: 'SELECT device_id AS device, count(*) AS n FROM stat_events WHERE substr(device_id, 1, ?) = ? GROUP BY device_id',
      args: [devicePrefix.length, devicePrefix],
    })
    return new Map(result.rows.map((row) => [String(row.device), Number(row.n)]))
  } finally {
    client.close()
  }
}

// --- The run ------------------------------------------------------------------------------------------------------

export async function runSoak(options: SoakOptions): Promise<SoakResult> {
  const log = options.log ?? (() => {})
  const timeoutMs = options.timeoutMs ?? 15_000
  const maxSockets = options.maxSockets ?? 256
  if (options.base && !options.dbFile)
    throw new Error('With a running server (base), dbFile must name its SQLite file.')

  const own = options.base ? null : await startServer(options, log)
  const killOwn = () => own?.child.kill('SIGKILL')
  process.once('exit', killOwn)
  try {
    // Requests go to 127.0.0.1 (trusted for X-Forwarded-For) and name the site's own host.
    const base = options.base ?? `http://127.0.0.1:${own!.port}`
    const port = Number(new URL(base).port || 80)
    const hostHeader = own ? `localhost:${own.port}` : new URL(base).host
    const dbFile = own?.dbFile ?? path.resolve(options.dbFile!)
    const runTag = randomBytes(4).toString('hex')
    const devicePrefix = `soak-${runTag}-`
    const eventPrefix = `s${runTag}_`

    const beaconAgent = new Agent({ keepAlive: true, maxSockets })
    const pageAgent = new Agent({ keepAlive: true, maxSockets: 64 })
    const key = await beaconKey(base)

    // Pages: the English sitemap's content pages.
    const sitemap = await (
      await fetch(`${base}/sitemap/en-US.xml`, { headers: { 'user-agent': BROWSER_UA } })
    ).text()
    const pagePaths = [
      ...new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)),
    ]
    if (pagePaths.length === 0) pagePaths.push('/', '/pricing')
    log(`${pagePaths.length} page paths from the sitemap; run tag ${runTag}.`)

    // Accounting per batch, by device id: a warm-up batch (Payload's first use, off the clock) counts like the rest.
    const batches = new Map<string, 'acked' | 'failed'>()
    const beaconHeaders = (i: number): Record<string, string> => ({
      'content-type': 'application/x-www-form-urlencoded',
      'user-agent': BROWSER_UA,
      'x-forwarded-for': `10.${100 + ((i >> 16) & 63)}.${(i >> 8) & 15}.${i & 255}`,
      host: hostHeader,
    })
    const pageHeaders = (i: number): Record<string, string> => ({
      accept: 'text/html,application/xhtml+xml',
      'accept-language': 'en-US,en;q=0.9',
      'user-agent': BROWSER_UA,
      'x-forwarded-for': `10.99.${(i >> 8) & 255}.${i & 255}`,
      host: hostHeader,
    })
    const warmId = `${devicePrefix}warm`
    // Sent again while answered 503, as pages do; how long it took is in the log.
    const warmBody = sealedBatch(key, warmId, eventPrefix, `${base}/pricing`)
    const {
      answer: warm,
      tries,
      ms,
    } = await sendWhileBusy(
      () =>
        send(beaconAgent, port, {
          method: 'POST',
          path: '/api/stats/collect',
          headers: beaconHeaders(0),
          body: warmBody,
          keepBody: true,
          timeoutMs: 60_000,
        }),
      (answer) => !answer.ok || answer.status === 503,
    )
    log(
      `Warm-up batch answered ${warm.ok ? warm.status : warm.kind} after ${ms} ms (${tries} tries).`,
    )
    const warmAcked =
      warm.ok && warm.status === 200 && (JSON.parse(warm.body) as { code: number }).code === 0
    batches.set(warmId, warmAcked ? 'acked' : 'failed')
    if (!warmAcked) {
      const serverLog = own ? `\nThe server's last lines:\n${own.lines.slice(-30).join('\n')}` : ''
      throw new Error(`The warm-up batch was not acknowledged: ${JSON.stringify(warm)}${serverLog}`)
    }
    for (const p of pagePaths.slice(0, 3))
      await send(pageAgent, port, {
        method: 'GET',
        path: p,
        headers: pageHeaders(0),
        keepBody: false,
        timeoutMs: 30_000,
      })

    const total = Math.round(options.rate * options.seconds)
    const totalPages = Math.round(options.pageRate * options.seconds)
    const beaconGap = 1000 / options.rate
    const pageGap = options.pageRate > 0 ? 1000 / options.pageRate : Infinity
    const durationMs = options.seconds * 1000
    const sigtermAtMs =
      options.sigtermAt !== undefined && own ? options.sigtermAt * 1000 : undefined

    let t0 = 0
    let sigtermAt: number | null = null
    let exitInfo: { code: number | null; signal: string | null; at: number } | null = null
    if (own) void own.exit.then((info) => (exitInfo = info))
    const phase = (at: number): Phase =>
      exitInfo && at >= exitInfo.at
        ? 'down'
        : sigtermAt !== null && at >= sigtermAt
          ? 'stopping'
          : 'up'

    const beaconFailed: Record<Phase, Tally> = { up: {}, stopping: {}, down: {} }
    const pageFailed: Record<Phase, Tally> = { up: {}, stopping: {}, down: {} }
    const pageStatuses: Tally = {}
    const ackLatencies: number[] = []
    const pageLatencies: number[] = []
    /** Every page request: when it was due and when its answer (any HTTP status) came, if it came. */
    const pageRecords: { intended: number; answeredAt: number | null }[] = []
    const lags: number[] = []
    let startedBeacons = 0
    let startedBeforeSigterm = 0
    let wiredBeforeSigterm = 0
    let ackedBeforeSigterm = 0
    let beaconFiveXx = 0
    let pageFiveXx = 0
    let pageCount = 0
    const outstanding = new Set<Promise<void>>()
    const track = (p: Promise<void>) => {
      outstanding.add(p)
      void p.finally(() => outstanding.delete(p))
    }
    /** Before SIGTERM and within the run: the window the rates are measured over. */
    const inWindow = (at: number) => (sigtermAt === null || at < sigtermAt) && at - t0 < durationMs

    const launchBeacon = (i: number, intended: number) => {
      const now = performance.now()
      lags.push(now - intended)
      startedBeacons++
      if (inWindow(now)) startedBeforeSigterm++
      const deviceId = `${devicePrefix}${i}`
      batches.set(deviceId, 'failed')
      const body = sealedBatch(
        key,
        deviceId,
        eventPrefix,
        `${base}${pagePaths[i % pagePaths.length]}`,
      )
      track(
        send(beaconAgent, port, {
          method: 'POST',
          path: '/api/stats/collect',
          headers: beaconHeaders(i + 1),
          body,
          keepBody: true,
          timeoutMs,
        }).then((outcome) => {
          const at = performance.now()
          if (outcome.wiredAt !== null && inWindow(outcome.wiredAt)) wiredBeforeSigterm++
          const when = phase(at)
          if (!outcome.ok) return void tally(beaconFailed[when], outcome.kind)
          // 503 is load shedding (not acknowledged, to be resent); any other 5xx is a server error.
          if (outcome.status >= 500 && outcome.status !== 503 && when !== 'down') beaconFiveXx++
          if (outcome.status !== 200)
            return void tally(beaconFailed[when], `http:${outcome.status}`)
          let code: number | undefined
          try {
            code = (JSON.parse(outcome.body) as { code?: number }).code
          } catch {
            code = undefined
          }
          if (code !== 0) return void tally(beaconFailed[when], `code:${code ?? 'unparsable'}`)
          batches.set(deviceId, 'acked')
          ackLatencies.push(at - intended)
          if (inWindow(at)) ackedBeforeSigterm++
        }),
      )
    }
    const launchPage = (i: number, intended: number) => {
      pageCount++
      const record = { intended, answeredAt: null as number | null }
      pageRecords.push(record)
      track(
        send(pageAgent, port, {
          method: 'GET',
          path: pagePaths[i % pagePaths.length]!,
          headers: pageHeaders(i),
          keepBody: false,
          timeoutMs,
        }).then((outcome) => {
          const at = performance.now()
          const when = phase(at)
          if (!outcome.ok) return void tally(pageFailed[when], outcome.kind)
          record.answeredAt = at
          tally(pageStatuses, String(outcome.status))
          if (outcome.status >= 500 && when !== 'down') pageFiveXx++
          pageLatencies.push(at - intended)
        }),
      )
    }
    const sendSigterm = () => {
      serverCpuAtSigterm = processCpuMs(own!.child.pid)
      sigtermAt = performance.now()
      log(
        `SIGTERM to server pid ${own!.child.pid} at ${((sigtermAt - t0) / 1000).toFixed(2)} s (${outstanding.size} requests outstanding).`,
      )
      own!.child.kill('SIGTERM')
    }

    log(
      `Load: ${options.rate} batches/s (${options.rate * BATCH_SIZE} events/s) and ${options.pageRate} pages/s for ${options.seconds} s${sigtermAtMs !== undefined ? `, SIGTERM at ${options.sigtermAt} s` : ''}.`,
    )
    t0 = performance.now()
    const generatorCpu = process.cpuUsage()
    const serverCpuAtStart = processCpuMs(own?.child.pid)
    let serverCpuAtSigterm: number | null = null
    let nextBeacon = 0
    let nextPage = 0
    await new Promise<void>((resolve) => {
      const tick = () => {
        const elapsed = performance.now() - t0
        const due = Math.min(elapsed, durationMs)
        if (sigtermAtMs !== undefined && sigtermAt === null && elapsed >= sigtermAtMs) sendSigterm()
        while (nextBeacon < total && nextBeacon * beaconGap <= due) {
          launchBeacon(nextBeacon, t0 + nextBeacon * beaconGap)
          nextBeacon++
        }
        while (nextPage < totalPages && nextPage * pageGap <= due) {
          launchPage(nextPage, t0 + nextPage * pageGap)
          nextPage++
        }
        if (elapsed >= durationMs && nextBeacon >= total && nextPage >= totalPages) {
          clearInterval(timer)
          resolve()
        }
      }
      const timer = setInterval(tick, TICK_MS)
    })
    const loadEnd = performance.now()
    const generatorCpuMs = (() => {
      const used = process.cpuUsage(generatorCpu)
      return (used.user + used.system) / 1000
    })()
    const serverCpuAtEnd = (serverCpuAtSigterm as number | null) ?? processCpuMs(own?.child.pid)
    log(
      `Schedule done after ${((loadEnd - t0) / 1000).toFixed(1)} s; waiting for ${outstanding.size} outstanding requests.`,
    )
    while (outstanding.size > 0) await Promise.race(outstanding)
    beaconAgent.destroy()
    pageAgent.destroy()

    // Stop the own server when no SIGTERM was asked for during the run; either way wait for its exit (30 s at most).
    if (own && sigtermAt === null) sendSigterm()
    if (own && !exitInfo) {
      const limit = Math.max(
        0,
        (sigtermAt ?? performance.now()) + EXIT_LIMIT_MS - performance.now(),
      )
      await Promise.race([own.exit, new Promise((r) => setTimeout(r, limit))])
    }
    const exited = exitInfo as { code: number | null; signal: string | null; at: number } | null
    const exitAfterMs = own && exited && sigtermAt !== null ? exited.at - sigtermAt : null
    if (own && !exited) {
      log('The server did not exit within 30 s of SIGTERM: killing it.')
      own.child.kill('SIGKILL')
      await own.exit
    }

    // What is on disk, batch by batch.
    const stored = await storedPerBatch(dbFile, devicePrefix)
    let storedEvents = 0
    let ackedNotStored = 0
    let storedNotAcked = 0
    let partialBatches = 0
    let ackedBatches = 0
    for (const [deviceId, state] of batches) {
      const n = stored.get(deviceId) ?? 0
      storedEvents += n
      if (n !== 0 && n !== BATCH_SIZE) partialBatches++
      if (state === 'acked') {
        ackedBatches++
        ackedNotStored += BATCH_SIZE - n
      } else storedNotAcked += n
    }
    for (const [deviceId, n] of stored) if (!batches.has(deviceId)) storedNotAcked += n

    const windowMs =
      (sigtermAt === null
        ? Math.min(loadEnd, t0 + durationMs)
        : Math.min(sigtermAt, t0 + durationMs)) - t0
    const perSecond = (n: number) => +(n / (windowMs / 1000)).toFixed(1)
    const sortedLags = [...lags].sort((a, b) => a - b)
    const lagP99Ms = Math.round(sortedLags[Math.floor(0.99 * (sortedLags.length - 1))] ?? 0)
    const lagMaxMs = Math.round(sortedLags[sortedLags.length - 1] ?? 0)
    const pageDeadlineMs = options.pageDeadlineMs ?? 5_000
    const upUntil = (sigtermAt as number | null) ?? t0 + durationMs
    const eligiblePages = pageRecords.filter((p) => p.intended <= upUntil - pageDeadlineMs)
    const latePages = eligiblePages.filter(
      (p) => p.answeredAt === null || p.answeredAt - p.intended > pageDeadlineMs,
    ).length
    const shutdownLog = own
      ? own.lines.filter((l) => /SIGTERM|SIGINT|exiting|still open|error/i.test(l)).slice(-20)
      : []

    const result: SoakResult = {
      config: {
        base,
        rate: options.rate,
        seconds: options.seconds,
        sigtermAt: options.sigtermAt ?? null,
        pageRate: options.pageRate,
        batchSize: BATCH_SIZE,
        maxSockets,
        timeoutMs,
        minStartShare: options.minStartShare ?? 0.95,
      },
      beacons: {
        scheduled: total,
        started: startedBeacons,
        startRate: perSecond(startedBeforeSigterm),
        wireRate: perSecond(wiredBeforeSigterm),
        ackRate: perSecond(ackedBeforeSigterm),
        lagP99Ms,
        lagMaxMs,
        fellBehind: lagMaxMs > 250,
        ackedBatches,
        ackedEvents: ackedBatches * BATCH_SIZE,
        latencyMs: latency(ackLatencies),
        failed: beaconFailed,
        fiveXxWhileUp: beaconFiveXx,
      },
      pages: {
        count: pageCount,
        statuses: pageStatuses,
        failed: pageFailed,
        latencyMs: latency(pageLatencies),
        fiveXxWhileUp: pageFiveXx,
        pageDeadlineMs,
        eligible: eligiblePages.length,
        late: latePages,
      },
      storage: { dbFile, storedEvents, ackedNotStored, storedNotAcked, partialBatches },
      server: {
        own: Boolean(own),
        pid: own?.child.pid ?? null,
        sigtermAtS: sigtermAt === null ? null : +((sigtermAt - t0) / 1000).toFixed(2),
        exitCode: exited?.code ?? null,
        exitSignal: exited?.signal ?? null,
        exitAfterMs: exitAfterMs === null ? null : Math.round(exitAfterMs),
        shutdownLog,
        workDir: own && options.keep ? own.workDir : null,
        cpuCores:
          serverCpuAtStart !== null && serverCpuAtEnd !== null
            ? +((serverCpuAtEnd - serverCpuAtStart) / windowMs).toFixed(2)
            : null,
        cpuMsPerBatch:
          serverCpuAtStart !== null && serverCpuAtEnd !== null && ackedBeforeSigterm > 0
            ? +((serverCpuAtEnd - serverCpuAtStart) / ackedBeforeSigterm).toFixed(2)
            : null,
      },
      generatorCpuCores: +(generatorCpuMs / (loadEnd - t0)).toFixed(2),
      failures: [],
    }
    result.failures = soakFailures(result)
    return result
  } finally {
    process.removeListener('exit', killOwn)
    if (own && own.child.exitCode === null && own.child.signalCode === null) {
      own.child.kill('SIGKILL')
      await own.exit
    }
    if (own?.shadow) rmSync(own.shadow, { recursive: true, force: true })
    if (own && !options.keep) rmSync(own.workDir, { recursive: true, force: true })
  }
}

/** What makes the run fail: anything acknowledged and not stored, server errors while up, a lagging generator, a bad exit. */
export function soakFailures(r: SoakResult): string[] {
  const failures: string[] = []
  if (r.storage.ackedNotStored > 0)
    failures.push(`${r.storage.ackedNotStored} acknowledged events are not stored`)
  if (r.storage.partialBatches > 0)
    failures.push(`${r.storage.partialBatches} batches are stored in part`)
  if (r.beacons.ackedBatches === 0) failures.push('no batch was acknowledged')
  if (
    r.config.pageRate > 0 &&
    !Object.keys(r.pages.statuses).some((status) => status.startsWith('2'))
  )
    failures.push('no page request answered 2xx')
  if (r.pages.late > 0.01 * r.pages.eligible) {
    failures.push(
      `pages did not keep answering: ${r.pages.late} of ${r.pages.eligible} page requests made while the server was up got no answer within ${r.pages.pageDeadlineMs} ms`,
    )
  }
  if (r.pages.fiveXxWhileUp > 0)
    failures.push(`${r.pages.fiveXxWhileUp} page requests answered 5xx while the server was up`)
  if (r.beacons.fiveXxWhileUp > 0)
    failures.push(`${r.beacons.fiveXxWhileUp} beacons answered 5xx while the server was up`)
  const share = r.config.minStartShare ?? 0.95
  if (r.beacons.startRate < share * r.config.rate)
    failures.push(
      `the generator started ${r.beacons.startRate} batches/s, below ${Math.round(share * 100)}% of ${r.config.rate}`,
    )
  if (r.server.own) {
    if (r.server.exitAfterMs === null)
      failures.push('the server did not exit within 30 s of SIGTERM')
    else if (r.server.exitCode !== 0)
      failures.push(`the server exited with ${r.server.exitCode ?? r.server.exitSignal}`)
  }
  return failures
}

export function soakSummary(r: SoakResult): string {
  const b = r.beacons
  const p = r.pages
  const s = r.storage
  const v = r.server
  const phaseText = (f: Record<Phase, Tally>) =>
    `before SIGTERM: ${tallyText(f.up)}; stopping: ${tallyText(f.stopping)}; after exit: ${tallyText(f.down)}`
  return [
    `Beacon soak against ${r.config.base}: ${r.config.rate} batches/s × ${r.config.batchSize} events for ${r.config.seconds} s, ${r.config.pageRate} pages/s${r.config.sigtermAt !== null ? `, SIGTERM at ${r.config.sigtermAt} s` : ''}`,
    `  batches: ${b.started}/${b.scheduled} started (${b.startRate}/s before SIGTERM, ${b.wireRate}/s on the wire, schedule lag p99 ${b.lagP99Ms} ms, max ${b.lagMaxMs} ms${b.fellBehind ? ', FELL BEHIND' : ''})`,
    `  acknowledged: ${b.ackedBatches} batches = ${b.ackedEvents} events (${b.ackRate} batches/s before SIGTERM); latency p50 ${b.latencyMs.p50} ms, p90 ${b.latencyMs.p90} ms, p99 ${b.latencyMs.p99} ms, max ${b.latencyMs.max} ms`,
    `  not acknowledged: ${phaseText(b.failed)}`,
    `  stored: ${s.storedEvents} events; acknowledged but not stored ${s.ackedNotStored}; stored but not acknowledged ${s.storedNotAcked}; partial batches ${s.partialBatches}`,
    `  pages: ${p.count} requests, statuses ${tallyText(p.statuses)}; p50 ${p.latencyMs.p50} ms, p99 ${p.latencyMs.p99} ms, max ${p.latencyMs.max} ms; ${p.late} of ${p.eligible} made while up not answered within ${p.pageDeadlineMs} ms; failed ${phaseText(p.failed)}`,
    v.own
      ? `  server pid ${v.pid}: SIGTERM at ${v.sigtermAtS} s, exit ${v.exitCode ?? v.exitSignal} after ${v.exitAfterMs ?? '>30000'} ms${v.workDir ? ` (kept ${v.workDir})` : ''}`
      : '  server: not ours (no SIGTERM, no exit check)',
    `  CPU before SIGTERM: server ${v.cpuCores ?? '?'} cores (${v.cpuMsPerBatch ?? '?'} ms per acknowledged batch), generator ${r.generatorCpuCores} cores`,
    ...v.shutdownLog.map((l) => `    | ${l}`),
    r.failures.length === 0 ? 'PASS' : `FAIL: ${r.failures.join('; ')}`,
  ].join('\n')
}
