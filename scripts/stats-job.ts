/**
 * `npm run stats:job`: rebuilds the daily statistics roll-ups of the retained days, then deletes raw events
 * older than STATS_RETENTION_DAYS (default 180). Safe to run any time and any number of times; the production
 * server runs it every 6 hours.
 */
import { getPayload } from 'payload'
import config from '../src/cms/payload.config'
import { RETENTION_DAYS, rollUpToday, runStatsJob } from '../src/server/stats/jobs'

const payload = await getPayload({ config })
const started = Date.now()
// `--today`: only today's roll-ups (the server runs this every STATS_TODAY_SECONDS; quiet unless it fails).
if (process.argv.includes('--today')) {
  await rollUpToday(payload)
  process.exit(0)
}
const { rollup, retention } = await runStatsJob(payload)
console.log(
  `Statistics job: ${rollup.rows} roll-up rows over ${rollup.days} days rebuilt, ${retention.deleted} raw events past ${RETENTION_DAYS} days deleted, in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
)
process.exit(0)
