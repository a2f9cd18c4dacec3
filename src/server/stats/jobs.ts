/** Statistics upkeep shared by the API and the job script: daily salts, bot counts, roll-ups, retention. */
import { createHash, randomBytes } from 'node:crypto'
import { sql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'
import { statsRetentionDays } from '@/config'
import { addDays, exec, execAtomically, notRolledUp, rows, utcDay } from './sql'
import { breakdownRollups } from './breakdowns'

/** Raw events are kept this many days (STATS_RETENTION_DAYS); daily roll-ups forever. */
export const RETENTION_DAYS = statsRetentionDays()
/** Salts older than this are deleted: a day's visitor hashes can then never be linked to addresses again. */
const SALT_KEEP_DAYS = 2

const salts = new Map<string, string>()

/** The salt of a UTC day, created on first use (shared by every server process through the database). */
export async function dailySalt(payload: Payload, day = utcDay()): Promise<string> {
  const cached = salts.get(day)
  if (cached) return cached
  const find = async () =>
    (
      await payload.find({
        collection: 'stat-salts',
        where: { day: { equals: day } },
        limit: 1,
        overrideAccess: true,
      })
    ).docs[0]?.salt
  let salt = await find()
  if (!salt) {
    try {
      salt = (
        await payload.create({
          collection: 'stat-salts',
          data: { day, salt: randomBytes(32).toString('hex') },
          overrideAccess: true,
        })
      ).salt
    } catch {
      // Another process created it first.
      salt = await find()
    }
    await payload.delete({
      collection: 'stat-salts',
      where: { day: { less_than: addDays(day, -SALT_KEEP_DAYS) } },
      overrideAccess: true,
    })
  }
  if (!salt) throw new Error(`No statistics salt for ${day}`)
  salts.clear()
  salts.set(day, salt)
  return salt
}

/** A visitor's hash for counting: the day's salt, the address and the browser; the address itself is never kept. */
export async function visitorHash(
  payload: Payload,
  ip: string,
  userAgent: string,
): Promise<string> {
  return createHash('sha256')
    .update(`${await dailySalt(payload)}|${ip}|${userAgent}`)
    .digest('hex')
    .slice(0, 32)
}

/** Any address a visitor's browser reports (the beacon's WebRTC address), as a hash with the day's salt. */
export async function addressHash(payload: Payload, address: string): Promise<string> {
  return createHash('sha256')
    .update(`${await dailySalt(payload)}|address|${address}`)
    .digest('hex')
    .slice(0, 32)
}

/** Adds `count` to a day's count of what the beacon answered but did not store, of a kind, by why. */
async function countUnstored(
  payload: Payload,
  kind: 'bot' | 'refused',
  reason: string,
  count: number,
  day: string,
): Promise<void> {
  const now = new Date().toISOString()
  await exec(
    payload,
    sql`INSERT INTO stat_daily (day, locale, path, kind, key, events, devices, updated_at, created_at)
    VALUES (${day}, '', '', ${kind}, ${reason}, ${count}, 0, ${now}, ${now})
    ON CONFLICT (day, locale, path, kind, key) DO UPDATE SET events = stat_daily.events + ${count}, updated_at = ${now}`,
  )
}

/** Counts events of a batch from a bot that were answered but not stored, by why it is one (lib/bots.ts). */
export const countDroppedBots = (payload: Payload, events: number, day = utcDay(), reason = '') =>
  countUnstored(payload, 'bot', reason, events, day)

/** Counts a batch the beacon refused (the page halves it, or drops an event refused alone), by why (`413 too large`). */
export const countRefusedBatch = (payload: Payload, reason: string, day = utcDay()) =>
  countUnstored(payload, 'refused', reason, 1, day)

/**
 * Rebuilds the daily roll-ups of the raw events from `from` to `to` (UTC days, inclusive): the same input gives
 * the same rows however often it runs. Days whose raw events are past retention are never rebuilt (their
 * roll-ups stay as they were built while the events existed).
 */
export async function rebuildRollups(
  payload: Payload,
  from: string,
  to: string,
  today = utcDay(),
): Promise<{ days: number; rows: number }> {
  const oldest = addDays(today, -RETENTION_DAYS)
  const start = from < oldest ? oldest : from
  if (start > to) return { days: 0, rows: 0 }
  const now = new Date().toISOString()
  // One transaction (src/server/stats/sql.ts): the dashboard never reads the days emptied, and the jobs of two
  // instances (or the full job beside today's) never insert the same rows twice.
  await execAtomically(payload, [
    sql`DELETE FROM stat_daily WHERE day >= ${start} AND day <= ${to} AND NOT ${notRolledUp}`,
    sql`INSERT INTO stat_daily (day, locale, path, kind, key, events, devices, updated_at, created_at)
    SELECT day, COALESCE(locale, ''), COALESCE(path, ''), kind, COALESCE(key, ''), COUNT(*), COUNT(DISTINCT device_id), ${now}, ${now}
    FROM stat_events WHERE day >= ${start} AND day <= ${to}
    GROUP BY day, COALESCE(locale, ''), COALESCE(path, ''), kind, COALESCE(key, '')`,
    // Devices seen per day, per locale and over all locales (locale '*'): sums over pages would count twice.
    sql`INSERT INTO stat_daily (day, locale, path, kind, key, events, devices, updated_at, created_at)
    SELECT day, COALESCE(locale, ''), '', 'devices', '', COUNT(*), COUNT(DISTINCT device_id), ${now}, ${now}
    FROM stat_events WHERE day >= ${start} AND day <= ${to} GROUP BY day, COALESCE(locale, '')`,
    sql`INSERT INTO stat_daily (day, locale, path, kind, key, events, devices, updated_at, created_at)
    SELECT day, '*', '', 'devices', '', COUNT(*), COUNT(DISTINCT device_id), ${now}, ${now}
    FROM stat_events WHERE day >= ${start} AND day <= ${to} GROUP BY day`,
    ...breakdownRollups(start, to, now),
  ])
  const [count] = await rows<{ n: number | string }>(
    payload,
    sql`SELECT COUNT(*) AS n FROM stat_daily WHERE day >= ${start} AND day <= ${to} AND NOT ${notRolledUp}`,
  )
  const days = Math.round((Date.parse(to) - Date.parse(start)) / 86_400_000) + 1
  return { days, rows: Number(count?.n ?? 0) }
}

/** Deletes raw events of days past retention (whole days only, so a retained day is always complete). */
export async function applyRetention(
  payload: Payload,
  today = utcDay(),
): Promise<{ deleted: number }> {
  const cutoff = addDays(today, -RETENTION_DAYS)
  const [before] = await rows<{ n: number | string }>(
    payload,
    sql`SELECT COUNT(*) AS n FROM stat_events WHERE day < ${cutoff}`,
  )
  await exec(payload, sql`DELETE FROM stat_events WHERE day < ${cutoff}`)
  return { deleted: Number(before?.n ?? 0) }
}

/**
 * Today's roll-ups (and yesterday's during the first 10 minutes of the UTC day, whose last events arrive late),
 * rebuilt every few minutes so the dashboard includes today: a scan of one day's raw events.
 */
export async function rollUpToday(
  payload: Payload,
  now = new Date(),
): Promise<{ days: number; rows: number }> {
  const today = utcDay(now)
  const minutes = now.getUTCHours() * 60 + now.getUTCMinutes()
  return rebuildRollups(payload, minutes < 10 ? addDays(today, -1) : today, today, today)
}

/** The nightly job: roll up the retained days, then drop raw events past retention. */
export async function runStatsJob(
  payload: Payload,
  today = utcDay(),
): Promise<{ rollup: { days: number; rows: number }; retention: { deleted: number } }> {
  const rollup = await rebuildRollups(payload, addDays(today, -RETENTION_DAYS), today, today)
  const retention = await applyRetention(payload, today)
  return { rollup, retention }
}
