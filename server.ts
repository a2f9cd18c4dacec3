/**
 * The production HTTP server: Next.js's request handler behind two small duties that must happen before
 * Next.js sees a request or after it answers:
 * - paths with repeated slashes or backslashes are handed to the proxy intact (Next.js would otherwise answer
 *   them with its own 308 first), so every pre-navigation redirect is one hop;
 * - pages the proxy marks as not found (the site's 404 pages render as ordinary pages) answer with status 404.
 */
import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import path from 'node:path'
import next from 'next'
import { clientIp } from './src/lib/client-ip'
import { CLIENT_IP_HEADER, RAW_PATH_HEADER, STATUS_HEADER } from './src/lib/request-headers'

const port = Number.parseInt(process.env.PORT || '3000', 10)
const hostname = process.env.HOSTNAME || '0.0.0.0'

/** Proxies (load balancers) whose X-Forwarded-For is believed, comma-separated. */
const trustedProxies = new Set((process.env.TRUSTED_PROXIES || '').split(',').map((s) => s.trim()).filter(Boolean))

/**
 * Next.js keeps which cache tags were revalidated in memory only, so after a restart its on-disk data cache
 * could serve entries an editor had already invalidated. The data cache is derived from the database: start
 * every process with it empty.
 */
rmSync(path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'cache', 'fetch-cache'), { recursive: true, force: true })

const app = next({ dev: false, dir: process.cwd(), port, hostname })
const handle = app.getRequestHandler()

function forwardRawPath(req: IncomingMessage) {
  delete req.headers[RAW_PATH_HEADER]
  const url = req.url || '/'
  const queryAt = url.indexOf('?')
  const path = queryAt === -1 ? url : url.slice(0, queryAt)
  if (!/\/\/|\\/.test(path)) return
  req.headers[RAW_PATH_HEADER] = path
  req.url = path.replace(/[\\/]+/g, '/') + (queryAt === -1 ? '' : url.slice(queryAt))
}

function applyStatusMarker(res: ServerResponse) {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse
  res.writeHead = ((statusCode: number, ...rest: unknown[]) => {
    const marker = res.getHeader(STATUS_HEADER)
    if (marker !== undefined) {
      res.removeHeader(STATUS_HEADER)
      const status = Number(marker)
      if (statusCode === 200 && status >= 400 && status < 500) statusCode = status
    }
    return writeHead(statusCode, ...rest)
  }) as ServerResponse['writeHead']
}

await app.prepare()
const server = createServer((req, res) => {
  const forwarded = req.headers['x-forwarded-for']
  req.headers[CLIENT_IP_HEADER] = clientIp(req.socket.remoteAddress, Array.isArray(forwarded) ? forwarded.join(',') : forwarded, trustedProxies)
  forwardRawPath(req)
  applyStatusMarker(res)
  void handle(req, res)
})
server.listen(port, hostname, () => {
  console.log(`Site ready on http://localhost:${port}`)
})

/**
 * The statistics job (roll-ups, retention) runs in its own process a minute after start and every 6 hours
 * (STATS_JOB_HOURS; 0 turns it off, for example when a cron runs `npm run stats:job` instead).
 */
const statsJobHours = Number(process.env.STATS_JOB_HOURS ?? 6)
if (statsJobHours > 0) {
  const runStatsJob = () => {
    const child = spawn(process.execPath, [path.join(process.cwd(), 'node_modules/tsx/dist/cli.mjs'), 'scripts/stats-job.ts'], { stdio: 'inherit', env: process.env })
    child.on('error', (error) => console.error('Statistics job failed to start', error))
  }
  setTimeout(runStatsJob, 60_000).unref()
  setInterval(runStatsJob, statsJobHours * 3_600_000).unref()
}

function shutdown(signal: string) {
  console.log(`${signal}: closing the server`)
  server.close(() => process.exit(0))
  setTimeout(() => process.exit(0), 10_000).unref()
}
process.on('SIGTERM', () => shutdown('SIGTERM'))
process.on('SIGINT', () => shutdown('SIGINT'))
