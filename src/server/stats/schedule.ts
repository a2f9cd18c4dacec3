/**
 * The statistics jobs the production server runs (server.ts), each in a process of its own so that a scan of the
 * raw events never holds up the server's event loop: the full job (roll-ups of the retained days, retention) a
 * minute after start and every STATS_JOB_HOURS, and today's roll-ups every STATS_TODAY_SECONDS. The script is the
 * compiled one beside the server (`npm run build`), or scripts/stats-job.ts through tsx, Lexical's modules first
 * (src/server/async-modules.mjs says why).
 */
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { STATS_JOB_HOURS, STATS_TODAY_SECONDS } from '@/config'

/**
 * `serverUrl`: the server module's own `import.meta.url` (dist/server.mjs or server.ts), beside which the compiled
 * job is looked for. `accepted`: how many beacon batches the server has accepted since it started.
 */
export function scheduleStatsJobs(serverUrl: string, accepted: () => number): void {
  if (STATS_JOB_HOURS <= 0) return
  const compiled = fileURLToPath(new URL('./stats-job.mjs', serverUrl))
  const built = existsSync(compiled)
  const preload = [
    '--import',
    new URL(built ? './async-modules.mjs' : './src/server/async-modules.mjs', serverUrl).href,
  ]
  const command = built
    ? [...preload, compiled]
    : [
        path.join(process.cwd(), 'node_modules/tsx/dist/cli.mjs'),
        ...preload,
        'scripts/stats-job.ts',
      ]
  // One run of each kind at a time; `--today` rebuilds only today's roll-ups.
  const running = new Set<string>()
  const runJob = (...args: string[]) => {
    const kind = args.join(' ')
    if (running.has(kind)) return false
    running.add(kind)
    const child = spawn(process.execPath, [...command, ...args], { stdio: 'inherit' })
    child.on('error', (error) => {
      running.delete(kind)
      console.error('Statistics job failed to start', error)
    })
    child.on('exit', () => running.delete(kind))
    return true
  }
  setTimeout(runJob, 60_000).unref()
  setInterval(runJob, STATS_JOB_HOURS * 3_600_000).unref()
  if (STATS_TODAY_SECONDS <= 0) return
  // Today's roll-ups every 45 s: the dashboard shows today as it happens, not up to 6 hours late. Only after this
  // instance's beacon stored something new: a process and one day's scan cost 1.4 s of CPU on a quiet day and 6 s
  // at a million events (measured), paid for nothing while no visitor comes. Events stored by other paths (none
  // without a page view beside them) wait for the next beacon or the full job.
  let rolledUpAt = 0
  setInterval(() => {
    const now = accepted()
    if (now !== rolledUpAt && runJob('--today')) rolledUpAt = now
  }, STATS_TODAY_SECONDS * 1000).unref()
}
