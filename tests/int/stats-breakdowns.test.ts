import { createPublicKey, randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { CLIENT_IP_HEADER } from '@/lib/request-headers'
import { dispatch } from '@/server/api/dispatch'
import { beaconKeys } from '@/server/beacon/keys'
import { dashboardCsv } from '@/server/stats/csv'
import { dashboardData } from '@/server/stats/dashboard'
import { lastDays } from '@/server/stats/filter'
import { rebuildRollups } from '@/server/stats/jobs'
import { utcDay } from '@/server/stats/sql'
import { sealFields } from '../../scripts/lib/beacon'
import { freshPayload } from './helpers'

let payload: Payload
let cleanup: () => Promise<void>
beforeAll(async () => ({ payload, cleanup } = await freshPayload()), 120_000)
afterAll(async () => cleanup?.())

const UA = {
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0.0.0 Safari/537.36',
  macFirefox: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:133.0) Gecko/20100101 Firefox/133.0',
}
const SITE = 'http://localhost'
type Event = { op_type: number; op_obj_type: number; op_obj_value: Record<string, string | number> }
const view = (path: string, referrer: string): Event => ({
  op_type: 0,
  op_obj_type: 22,
  op_obj_value: { type: 'page', url: `${SITE}${path}`, referrer, title: path },
})
const click = (path: string, key: string): Event => ({
  op_type: 3,
  op_obj_type: 23,
  op_obj_value: { key, url: `${SITE}${path}` },
})
const vital = (path: string): Event => ({
  op_type: 0,
  op_obj_type: 22,
  op_obj_value: { type: 'vital', name: 'LCP', value: 900, url: `${SITE}${path}` },
})

/** One visitor's batch, sealed with the site's key and posted to stats/collect as a browser does, from `ip`. */
async function visit(device: string, ua: string, ip: string, locale: string, events: Event[]) {
  const batch = {
    common: { device_id: device, ua, locale, page: `${SITE}/${locale}` },
    events: events.map((e) => ({ id: randomUUID(), op_res: 0, user_timestamp_: Date.now(), ...e })),
  }
  const res = await dispatch(
    new NextRequest(`${SITE}/api/stats/collect`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'user-agent': ua,
        [CLIENT_IP_HEADER]: ip,
      },
      body: new URLSearchParams(
        sealFields(createPublicKey(beaconKeys().privateKey), JSON.stringify(batch)),
      ).toString(),
    }),
    'stats/collect',
  )
  expect(res.status).toBe(200)
}

const table = (rows: { label: string; count: number; visitors: number }[]) =>
  rows.map((r) => [r.label, r.count, r.visitors])

describe('statistics breakdowns', () => {
  it('answer which languages, sites, countries and devices, and which entry pages lead to registrations and downloads', async () => {
    // A: from Google, in English, on Windows, in the US: two pages, then a registration click.
    await visit('device-a', UA.windowsChrome, '8.8.8.8', 'en', [
      view('/en', 'https://www.google.com/search?q=antidetect'),
      view('/en/pricing', `${SITE}/en`),
      click('/en/pricing', 'header register'),
    ])
    // B: from Hacker News, in Russian, on an iPhone in Russia: straight to the download, a web-vitals record beside it.
    await visit('device-b', UA.iphoneSafari, '77.88.8.8', 'ru', [
      view('/ru/download', 'https://news.ycombinator.com/item?id=1'),
      vital('/ru/download'),
      click('/ru/download', 'download win64'),
    ])
    // C: typed the address, in Russian, on an Android tablet in Britain: two pages, no goal.
    await visit('device-c', UA.androidTablet, '81.2.69.142', 'ru', [
      view('/ru', ''),
      view('/ru/blog', `${SITE}/ru`),
    ])
    // D: from Google again, in English, on a Mac: registers and downloads. Another site's subdomain is its own site.
    await visit('device-d', UA.macFirefox, '8.8.8.8', 'en', [
      view('/en', 'https://google.com/'),
      click('/en', 'home register'),
      click('/en', 'download mac'),
    ])

    const today = utcDay()
    await rebuildRollups(payload, today, today, today)
    const data = await dashboardData(payload, lastDays(1))
    const b = data.breakdowns
    expect(b.languages).toEqual([
      { label: 'en', count: 3, visitors: 2, registrations: 2, downloads: 1 },
      { label: 'ru', count: 3, visitors: 2, registrations: 0, downloads: 1 },
    ])
    expect(table(b.referrers)).toEqual([
      ['google.com', 2, 2],
      ['Direct / none', 1, 1],
      ['ycombinator.com', 1, 1],
    ])
    expect(table(b.countries)).toEqual([
      ['US', 3, 2],
      ['GB', 2, 1],
      ['RU', 1, 1],
    ])
    expect(table(b.devices)).toEqual([
      ['desktop', 3, 2],
      ['tablet', 2, 1],
      ['mobile', 1, 1],
    ])
    expect(table(b.systems)).toEqual([
      ['Android', 2, 1],
      ['Windows', 2, 1],
      ['iOS', 1, 1],
      ['macOS', 1, 1],
    ])
    expect(table(b.browsers)).toEqual([
      ['Chrome', 4, 2],
      ['Firefox', 1, 1],
      ['Safari', 1, 1],
    ])
    expect(table(b.entries)).toEqual([
      ['/en', 2, 2],
      ['/ru', 1, 1],
      ['/ru/download', 1, 1],
    ])
    expect(b.funnel).toEqual([
      { path: '/en', visitors: 2, registered: 2, downloaded: 1 },
      { path: '/ru/download', visitors: 1, registered: 0, downloaded: 1 },
      { path: '/ru', visitors: 1, registered: 0, downloaded: 0 },
    ])

    // The language filter applies to every breakdown.
    const ru = (await dashboardData(payload, { ...lastDays(1), locale: 'ru' })).breakdowns
    expect(ru.languages.map((l) => l.label)).toEqual(['ru'])
    expect(table(ru.referrers)).toEqual([
      ['Direct / none', 1, 1],
      ['ycombinator.com', 1, 1],
    ])
    expect(ru.funnel.map((f) => [f.path, f.visitors, f.registered, f.downloaded])).toEqual([
      ['/ru/download', 1, 0, 1],
      ['/ru', 1, 0, 0],
    ])

    // Each table downloads as CSV with the same figures.
    expect(dashboardCsv(data, 'referrers')).toBe(
      'referring_domain,visits,visitors\r\ngoogle.com,2,2\r\nDirect / none,1,1\r\nycombinator.com,1,1\r\n',
    )
    expect(dashboardCsv(data, 'funnel')).toBe(
      'entry_page,visitors,registration_click_visitors,download_click_visitors\r\n/en,2,2,1\r\n/ru/download,1,0,1\r\n/ru,1,0,0\r\n',
    )
    expect(dashboardCsv(data, 'languages')?.split('\r\n')[1]).toBe('en,3,2,2,1')
    for (const name of ['countries', 'devices', 'systems', 'browsers', 'entries'])
      expect(dashboardCsv(data, name)?.split('\r\n').length).toBeGreaterThan(3)
  }, 120_000)
})
