import { readFileSync } from 'node:fs'
import { generateKeyPairSync, randomBytes, randomUUID, type KeyObject } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { beaconEvents, beaconKey, BROWSER_UA, sealFields } from '../../scripts/lib/beacon'
import { BEACON_MAX_BYTES } from '../../src/lib/stats/beacon'
import { adminAuth, GLOBAL, GOOGLE_CLIENT_ID as CLIENT_ID, googleToken, ZH } from './helpers'

/** Each test speaks for its own visitor address (the e2e server trusts loopback's X-Forwarded-For). */
let visitor = 0
const nextIp = () => `203.0.113.${(visitor = (visitor % 250) + 1)}`

async function api(path: string, init: RequestInit & { ip?: string } = {}) {
  const headers = new Headers(init.headers)
  headers.set('x-forwarded-for', init.ip ?? nextIp())
  const res = await fetch(`${GLOBAL}/api/${path}`, { ...init, headers, redirect: 'manual' })
  const text = await res.text()
  let body: { code: number; msg: string; data: unknown } | null = null
  try {
    body = JSON.parse(text)
  } catch {
    body = null
  }
  return { res, body, text }
}

const form = (fields: Record<string, string>, userAgent = BROWSER_UA) => ({
  method: 'POST',
  headers: {
    'content-type': 'application/x-www-form-urlencoded',
    origin: GLOBAL,
    'user-agent': userAgent,
  },
  body: new URLSearchParams(fields).toString(),
})

async function count(collection: string): Promise<number> {
  const res = await fetch(`${GLOBAL}/cms/api/${collection}?limit=1`, { headers: await adminAuth() })
  return ((await res.json()) as { totalDocs: number }).totalDocs
}

function expectRefused(
  r: { res: Response; body: { code: number; msg: string; data: unknown } | null; text: string },
  status: number,
) {
  expect(r.res.status).toBe(status)
  expect(r.body?.code).toBe(status)
  expect(r.body?.data).toBeNull()
  expect(r.body?.msg.length).toBeGreaterThan(5)
  expect(r.text).not.toMatch(/at .*\.(ts|js):\d+/)
}

test('home/base-info answers the site info of the language', async () => {
  const ru = await api('home/base-info?lang=ru-RU&type=home')
  expect(ru.res.status).toBe(200)
  expect(ru.body).toMatchObject({
    code: 0,
    data: { title: 'Polyprofile', register_url: expect.stringContaining('/register') },
  })
  expect((ru.body?.data as { description: string }).description).toContain('Сотни')
  const hk = await api('home/base-info?lang=zh-HK&type=home')
  expect((hk.body?.data as { description: string }).description).toContain('為每個瀏覽器環境')
  const dflt = await api('home/base-info')
  expect((dflt.body?.data as { description: string }).description).toContain('Run hundreds')
  expectRefused(await api('home/base-info?lang=xx-XX'), 400)
  expectRefused(await api('home/base-info?type=other'), 400)
  expectRefused(await api('home/base-info?lang=en&lang=ru'), 400)
})

test('get-visitor-ip: the address and its geography from the bundled GeoIP database', async () => {
  const ru = await api('sys/config/ip/get-visitor-ip', {
    ip: '77.88.8.8',
    headers: { 'accept-language': 'ru-RU' },
  })
  expect(ru.res.headers.get('cache-control')).toContain('no-store')
  expect(ru.body).toMatchObject({
    code: 0,
    data: {
      ip: '77.88.8.8',
      ip_data: { country: 'RU', timezone: 'Europe/Moscow' },
      language: 'ru-RU',
    },
  })
  const local = await api('sys/config/ip/get-visitor-ip', { ip: '192.168.1.20' })
  expect(local.body).toMatchObject({
    code: 0,
    data: { ip: '192.168.1.20', ip_data: { country: '', city: '', region: '', timezone: '' } },
  })
})

test('get-latest-version: the newest published client per system; unknown systems are a 400', async () => {
  for (const [system, file] of [
    ['com_win64', '5.7.0-win64.exe'],
    ['com_win32', '5.7.0-win32.exe'],
    ['com_mac', '5.7.0-mac.dmg'],
    ['com_arm64', '5.7.0-arm64.dmg'],
    ['com_linux', '5.7.0-linux.deb'],
  ]) {
    const r = await api(`client/sys-client-version/get-latest-version?system=${system}`)
    expect(r.body?.code, system).toBe(0)
    expect((r.body?.data as { url: string }).url).toContain(file as string)
  }
  expectRefused(await api('client/sys-client-version/get-latest-version?system=com_beos'), 400)
  expectRefused(await api('client/sys-client-version/get-latest-version'), 400)
})

test('ref/set records the visit once and sets the 7-day referral cookie; bad codes write nothing', async () => {
  const before = await count('referral-visits')
  const r = await api('sys/config/ref/set?c_v=PARTNER_42-x', { headers: { origin: GLOBAL } })
  expect(r.body?.code).toBe(0)
  const cookie = r.res.headers.get('set-cookie') ?? ''
  expect(cookie).toContain('_POWER_REF_CODE=PARTNER_42-x')
  expect(cookie).toContain('Max-Age=604800')
  expect(cookie).toMatch(/HttpOnly/i)
  expect(cookie).toMatch(/SameSite=Lax/i)
  expect(r.res.headers.get('access-control-allow-origin')).toBe(GLOBAL)
  expect(r.res.headers.get('access-control-allow-credentials')).toBe('true')
  expect(await count('referral-visits')).toBe(before + 1)
  for (const bad of ['', 'a b', 'x'.repeat(65), '<script>', 'code%00', 'кириллица']) {
    expectRefused(await api(`sys/config/ref/set?c_v=${encodeURIComponent(bad)}`), 400)
  }
  expectRefused(await api('sys/config/ref/set'), 400)
  expect(await count('referral-visits')).toBe(before + 1)
})

test('record-source stores the source record; malformed, oversized, foreign or wrongly typed bodies write nothing', async () => {
  const before = await count('source-records')
  const good = await api(
    'sys/user/passport/record-source',
    form({
      referer: 'https://www.google.com/\nhttps://t.me/somechannel',
      source_data: JSON.stringify({
        page_url: `${GLOBAL}/pricing`,
        source: 'ads',
        callback: '',
        utm_source: 'google',
        utm_medium: 'cpc',
        utm_term: 'antidetect',
        utm_content: 'a',
        utm_campaign: 'spring',
        bd_vid: 'abc',
      }),
    }),
  )
  expect(good.body?.code).toBe(0)
  expect(await count('source-records')).toBe(before + 1)
  const saved = await (
    await fetch(`${GLOBAL}/cms/api/source-records?limit=1&sort=-createdAt`, {
      headers: await adminAuth(),
    })
  ).json()
  expect(saved.docs[0]).toMatchObject({
    utm_campaign: 'spring',
    referers: ['https://www.google.com/', 'https://t.me/somechannel'],
  })
  expect(JSON.stringify(saved.docs[0])).not.toContain('203.0.113.')

  expectRefused(await api('sys/user/passport/record-source', form({ referer: 'x' })), 400)
  expectRefused(
    await api('sys/user/passport/record-source', form({ source_data: '{not json' })),
    400,
  )
  expectRefused(
    await api(
      'sys/user/passport/record-source',
      form({ source_data: JSON.stringify({ evil: 1 }) }),
    ),
    400,
  )
  expectRefused(
    await api(
      'sys/user/passport/record-source',
      form({ source_data: JSON.stringify({ utm_source: 5 }) }),
    ),
    400,
  )
  expectRefused(
    await api('sys/user/passport/record-source', form({ source_data: '{}', extra: '1' })),
    400,
  )
  expectRefused(
    await api(
      'sys/user/passport/record-source',
      form({ source_data: JSON.stringify({ page_url: 'x'.repeat(17_000) }) }),
    ),
    413,
  )
  expectRefused(
    await api('sys/user/passport/record-source', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: GLOBAL },
      body: '{}',
    }),
    415,
  )
  expectRefused(
    await api('sys/user/passport/record-source', {
      ...form({ source_data: '{}' }),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
      },
    }),
    403,
  )
  expect(await count('source-records')).toBe(before + 1)
})

test('fingerprint reports are stored once per hash and device; malformed reports write nothing', async () => {
  const before = await count('fingerprints')
  const hash = `${Date.now().toString(16)}abcdef0123456789`
  const data = Buffer.from(JSON.stringify({ hash, ua: 'test', screen: [1920, 1080] })).toString(
    'base64',
  )
  const send = (fields: Record<string, string>, device = 'device-a') =>
    api('client/record-data/log', {
      ...form(fields),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: GLOBAL,
        cookie: `device_id=${device}`,
      },
    })
  expect(
    (await send({ log_type: 'WWW_FINGERPRINT_INFO', data, base_encode: '1' })).body,
  ).toMatchObject({ code: 0, data: { stored: true } })
  expect(
    (await send({ log_type: 'WWW_FINGERPRINT_INFO', data, base_encode: '1' })).body,
  ).toMatchObject({ code: 0, data: { stored: false } })
  expect(await count('fingerprints')).toBe(before + 1)
  expect(
    (await send({ log_type: 'WWW_FINGERPRINT_INFO', data: JSON.stringify({ hash }) }, 'device-b'))
      .body,
  ).toMatchObject({ data: { stored: true } })
  expect(await count('fingerprints')).toBe(before + 2)

  expectRefused(await send({ log_type: 'OTHER', data, base_encode: '1' }), 400)
  expectRefused(
    await send({ log_type: 'WWW_FINGERPRINT_INFO', data: '%%%not-base64', base_encode: '1' }),
    400,
  )
  expectRefused(
    await send({
      log_type: 'WWW_FINGERPRINT_INFO',
      data: Buffer.from('{"hash":"XYZ"}').toString('base64'),
      base_encode: '1',
    }),
    400,
  )
  expectRefused(await send({ log_type: 'WWW_FINGERPRINT_INFO', data: '{"no":"hash"}' }), 400)
  expectRefused(await send({ log_type: 'WWW_FINGERPRINT_INFO', data: 'x'.repeat(50_000) }), 413)
  expect(await count('fingerprints')).toBe(before + 2)
  // Global Privacy Control: not stored unless the visitor allowed everything on the site.
  const gpc = (cookie: string) =>
    api('client/record-data/log', {
      ...form({ log_type: 'WWW_FINGERPRINT_INFO', data: JSON.stringify({ hash: `${hash}0` }) }),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: GLOBAL,
        cookie,
        'sec-gpc': '1',
      },
    })
  expect((await gpc('device_id=device-gpc')).body).toMatchObject({
    code: 0,
    data: { stored: false },
  })
  expect((await gpc('device_id=device-gpc; site_consent=necessary')).body).toMatchObject({
    code: 0,
    data: { stored: false },
  })
  expect(await count('fingerprints')).toBe(before + 2)
  expect((await gpc('device_id=device-gpc; site_consent=all')).body).toMatchObject({
    code: 0,
    data: { stored: true },
  })
  expect(await count('fingerprints')).toBe(before + 3)
})

test('rate limits answer 429 with Retry-After per visitor address', async () => {
  const ip = '198.51.100.77'
  let limited: Response | null = null
  for (let i = 0; i < 35 && !limited; i++) {
    const r = await api('sys/config/ref/set?c_v=bad code', { ip })
    if (r.res.status === 429) limited = r.res
  }
  expect(limited?.status).toBe(429)
  expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(0)
  // Another visitor is not affected.
  expect((await api('sys/config/ref/set?c_v=bad code', { ip: '198.51.100.78' })).res.status).toBe(
    400,
  )
})

test('build id, CORS preflight, unknown endpoints and methods', async () => {
  const build = await api('builds/latest.json?t=123')
  expect((build.body?.data as { id: string }).id).toBe(
    readFileSync(`${process.env.NEXT_DIST_DIR || '.next-e2e'}/BUILD_ID`, 'utf8').trim(),
  )
  const preflight = await fetch(`${GLOBAL}/api/sys/user/passport/record-source`, {
    method: 'OPTIONS',
    headers: { origin: ZH, 'access-control-request-method': 'POST' },
  })
  expect(preflight.status).toBe(204)
  expect(preflight.headers.get('access-control-allow-origin')).toBe(ZH)
  const foreign = await api('home/base-info', { headers: { origin: 'https://evil.example' } })
  expect(foreign.res.headers.get('access-control-allow-origin')).toBeNull()
  expectRefused(await api('no/such/endpoint'), 404)
  expectRefused(await api('home/base-info', { method: 'POST', headers: { origin: GLOBAL } }), 405)
})

/** A valid call of every GET endpoint of the table (src/server/api/endpoints.ts). */
const GET_CALLS = [
  'home/base-info?lang=en-US&type=home',
  'sys/config/ip/get-visitor-ip',
  'sys/config/register-chat/get-chat-type-config?lang=en-US&type=www',
  'third/chat/choose?ip=&lang=zh',
  'client/sys-client-version/get-latest-version?system=com_win64',
  'sys/config/ref/set?c_v=head-check',
  'stats/key',
  'redirect/lookup?path=%2Fpricing',
  'search?q=proxy&lang=en',
  'builds/latest.json?t=1',
]

test('HEAD answers every GET endpoint as GET does, without a body; OPTIONS and 405 name HEAD', async () => {
  for (const call of GET_CALLS) {
    const ip = nextIp()
    const get = await api(call, { ip })
    const head = await api(call, { method: 'HEAD', ip })
    expect(get.res.status, call).toBe(200)
    expect(head.res.status, call).toBe(200)
    expect(head.res.headers.get('content-type'), call).toBe(get.res.headers.get('content-type'))
    expect(head.res.headers.get('cache-control'), call).toBe(get.res.headers.get('cache-control'))
    expect(head.text, call).toBe('')
  }
  // A refusal is the same status without its body too.
  const bad = await api('client/sys-client-version/get-latest-version?system=com_beos', {
    method: 'HEAD',
  })
  expect(bad.res.status).toBe(400)
  expect(bad.text).toBe('')
  const options = await fetch(`${GLOBAL}/api/home/base-info`, { method: 'OPTIONS' })
  expect(options.headers.get('allow')).toBe('GET, HEAD, OPTIONS')
  const post = await api('home/base-info', { method: 'POST', headers: { origin: GLOBAL } })
  expect(post.res.headers.get('allow')).toBe('GET, HEAD')
  // A POST-only endpoint still takes no HEAD.
  const headOfPost = await api('sys/user/passport/record-source', { method: 'HEAD' })
  expect(headOfPost.res.status).toBe(405)
  expect(headOfPost.res.headers.get('allow')).toBe('POST')
})

const siteKey = () => beaconKey(GLOBAL)
/** A batch (or, for the malformed cases, any text) sealed as a page seals it. */
const seal = (batch: unknown, key: KeyObject, aesKey = randomBytes(32)) =>
  sealFields(key, typeof batch === 'string' ? batch : JSON.stringify(batch), aesKey)

function batchOf(n: number) {
  return {
    common: {
      device_id: `dev-${randomUUID()}`,
      os: 0,
      page: `${GLOBAL}/pricing`,
      locale: 'en',
      screen_width: 1920,
      screen_height: 1080,
      dpr: 1,
      network: '4g',
    },
    events: beaconEvents(n, (i) => ({ name: `el-${i}`, url: '/pricing' })),
  }
}

test('statistics beacon: batches from bots and headless browsers are answered, counted and stored nowhere', async () => {
  const key = await siteKey()
  const before = await count('stat-events')
  for (const ua of [
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
    'curl/8.5.0',
  ]) {
    const r = await api('stats/collect', form(seal(batchOf(5), key), ua))
    expect(r.body).toMatchObject({ code: 0, data: { stored: 0, received: 5, dropped: 5 } })
  }
  expect(await count('stat-events')).toBe(before)
})

test('statistics beacon: a sealed batch of 20 is stored as 20 rows once; every malformed variant writes nothing', async () => {
  const key = await siteKey()
  const before = await count('stat-events')
  const batch = batchOf(20)
  const sealed = seal(batch, key)
  const first = await api('stats/collect', form(sealed))
  expect(first.body).toMatchObject({ code: 0, data: { stored: 20, received: 20 } })
  expect(await count('stat-events')).toBe(before + 20)

  // The same batch again (a resend after a lost answer): refused as already stored, nothing added.
  expectRefused(await api('stats/collect', form(sealed)), 409)
  expectRefused(await api('stats/collect', form(seal(batch, key))), 409)

  const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey
  const good = seal(batchOf(3), key)
  const tampered = Buffer.from(good._a, 'base64')
  tampered[20] = (tampered[20] as number) ^ 0xff
  const variants: [string, Record<string, string>, number][] = [
    ['missing _a', { _t: good._t }, 400],
    ['missing _t', { _a: good._a }, 400],
    ['not base64', { _t: '%%%%'.repeat(10), _a: good._a }, 400],
    ['wrong site key', seal(batchOf(3), otherKey), 400],
    ['tampered ciphertext', { _t: good._t, _a: tampered.toString('base64') }, 400],
    ['truncated ciphertext', { _t: good._t, _a: good._a.slice(0, 24) }, 400],
    [
      'key of wrong size',
      { _t: seal(batchOf(1), key, randomBytes(32))._t.slice(0, 40) + 'AAAA', _a: good._a },
      400,
    ],
    [
      'unknown op_type',
      seal({ ...batchOf(1), events: [{ ...batchOf(1).events[0], op_type: 9 }] }, key),
      400,
    ],
    [
      'mismatched codes',
      seal(
        { ...batchOf(1), events: [{ ...batchOf(1).events[0], op_type: 3, op_obj_type: 22 }] },
        key,
      ),
      400,
    ],
    [
      'op_res not 0',
      seal({ ...batchOf(1), events: [{ ...batchOf(1).events[0], op_res: 1 }] }, key),
      400,
    ],
    ['no events', seal({ ...batchOf(1), events: [] }, key), 400],
    [
      'repeated ids',
      seal(
        {
          ...batchOf(2),
          events: [batchOf(1).events[0], batchOf(1).events[0]].map((e, i, all) => ({
            ...e,
            id: all[0]?.id,
          })),
        },
        key,
      ),
      400,
    ],
    ['unknown field', seal({ ...batchOf(1), extra: 1 }, key), 400],
    ['not JSON', seal('{oops', key), 400],
    ['over the body limit', { _t: good._t, _a: 'A'.repeat(BEACON_MAX_BYTES) }, 413],
  ]
  for (const [name, fields, status] of variants) {
    const r = await api('stats/collect', form(fields))
    expect(r.res.status, name).toBe(status)
    expect(r.body?.code, name).toBe(status)
  }
  expect(await count('stat-events')).toBe(before + 20)
})

test('chat config per language, no chat for the configured address, and the provider choice', async () => {
  const ru = await api('sys/config/register-chat/get-chat-type-config?lang=ru-RU&type=www')
  expect(ru.body).toMatchObject({
    code: 0,
    data: {
      chat: 'SS_HUMAN',
      chat_info: { js: expect.stringContaining('https://widget.polyprofile.com/chat-ru.js') },
    },
  })
  const dflt = await api('sys/config/register-chat/get-chat-type-config')
  expect(dflt.body).toMatchObject({
    data: { chat: 'SS_ROBOT', chat_info: { js: expect.stringContaining('chat-en.js') } },
  })
  const tc = await api('sys/config/register-chat/get-chat-type-config?lang=zh-HK&type=www')
  expect(tc.body).toMatchObject({ data: { chat: 'HUAN_XIN' } })
  const blocked = await api('sys/config/register-chat/get-chat-type-config?lang=en-US&type=www', {
    ip: '198.51.100.250',
  })
  expect(blocked.body).toMatchObject({ code: 0, data: { chat: null, chat_info: null } })
  expectRefused(await api('sys/config/register-chat/get-chat-type-config?lang=xx'), 400)

  expect((await api('third/chat/choose?ip=&lang=zh', { ip: '77.88.8.8' })).body).toMatchObject({
    code: 0,
    data: { type: 'ss', country: 'RU' },
  })
  expect((await api('third/chat/choose?ip=1.0.1.1&lang=zh')).body).toMatchObject({
    data: { type: 'easemob', country: 'CN' },
  })
  expectRefused(await api('third/chat/choose?ip=not-an-ip&lang=zh'), 400)
})

test('the CMS refuses a chat script that is not https, not .js, or not on the allowlist', async () => {
  const auth = await adminAuth()
  const current = await (await fetch(`${GLOBAL}/cms/api/globals/chat`, { headers: auth })).json()
  for (const script of [
    '<script src="https://evil.example/chat.js"></script>',
    '<script src="http://widget.polyprofile.com/chat.js"></script>',
    '<script src="https://widget.polyprofile.com/chat.php"></script>',
  ]) {
    const res = await fetch(`${GLOBAL}/cms/api/globals/chat`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ languages: [{ lang: 'en', provider: 'SS_ROBOT', script }] }),
    })
    expect(res.status, script).toBe(400)
  }
  const after = await (await fetch(`${GLOBAL}/cms/api/globals/chat`, { headers: auth })).json()
  expect(after.languages).toHaveLength(current.languages.length)
})

function login(fields: Record<string, string>, csrfCookie?: string) {
  return api('sys/user/passport/authorized-login', {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: GLOBAL,
      ...(csrfCookie ? { cookie: `g_csrf_token=${csrfCookie}` } : {}),
    },
    body: new URLSearchParams({
      third_party: 'google',
      g_csrf_token: 'csrf-token-123',
      language: 'ru-RU',
      source: 'one-tap',
      ...fields,
    }).toString(),
  })
}

function exchange(cpl: string, secret = 'e2e-app-exchange-secret') {
  return api('sys/user/passport/exchange-login-code', {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Bearer ${secret}`,
    },
    body: new URLSearchParams({ cpl }).toString(),
  })
}

test('one-tap: a valid Google token creates the account once and gives a single-use login code', async () => {
  const before = await count('accounts')
  const sub = `sub-${randomUUID()}`
  const first = await login(
    {
      credential: await googleToken({ sub }),
      invite_code: 'FRIEND_1',
      redirect_data: '/workspace?tab=profiles',
    },
    'csrf-token-123',
  )
  expect(first.body).toMatchObject({
    code: 0,
    data: { code: 0, data: { cpl: expect.any(String), created: true } },
  })
  const { cpl, redirect } = (first.body?.data as { data: { cpl: string; redirect: string } }).data
  expect(redirect).toBe(`https://app.polyprofile.com/workspace?tab=profiles&t=${cpl}`)
  expect(await count('accounts')).toBe(before + 1)
  const again = await login({ credential: await googleToken({ sub }) }, 'csrf-token-123')
  expect((again.body?.data as { data: { created: boolean } }).data.created).toBe(false)
  expect(await count('accounts')).toBe(before + 1)

  expectRefused(await exchange(cpl, 'wrong-secret'), 401)
  const exchanged = await exchange(cpl)
  expect(exchanged.body).toMatchObject({
    code: 0,
    data: { account: { email: 'visitor@example.com', invite_code: expect.any(String) } },
  })
  expectRefused(await exchange(cpl), 410)
  expectRefused(await exchange('x'.repeat(32)), 400)
})

test('one-tap refuses wrong audience, wrong issuer, expired, bad signature, alg none and CSRF mismatches', async () => {
  const before = await count('accounts')
  const now = Math.floor(Date.now() / 1000)
  const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify({ iss: 'https://accounts.google.com', aud: CLIENT_ID, sub: 'x', iat: now, exp: now + 3600 })).toString('base64url')}.`
  const cases: [string, Record<string, string>, string | undefined, number][] = [
    [
      'wrong audience',
      { credential: await googleToken({ aud: 'someone-else.apps.googleusercontent.com' }) },
      'csrf-token-123',
      401,
    ],
    [
      'wrong issuer',
      { credential: await googleToken({ iss: 'https://evil.example' }) },
      'csrf-token-123',
      401,
    ],
    [
      'expired beyond skew',
      { credential: await googleToken({ iat: now - 7200, exp: now - 120 }) },
      'csrf-token-123',
      401,
    ],
    [
      'bad signature',
      { credential: await googleToken({}, { key: 'other' }) },
      'csrf-token-123',
      401,
    ],
    ['alg none', { credential: unsigned }, 'csrf-token-123', 401],
    ['missing csrf cookie', { credential: await googleToken() }, undefined, 403],
    ['mismatched csrf', { credential: await googleToken() }, 'another-token-456', 403],
    [
      'open redirect',
      { credential: await googleToken(), redirect_data: '//evil.example/x' },
      'csrf-token-123',
      400,
    ],
    ['not a token', { credential: 'x'.repeat(40) }, 'csrf-token-123', 401],
  ]
  for (const [name, fields, csrf, status] of cases) {
    const r = await login(fields, csrf)
    expect(r.res.status, name).toBe(status)
  }
  // Within the small clock skew an expired token still passes.
  expect(
    (
      await login(
        { credential: await googleToken({ iat: now - 3600, exp: now - 20 }) },
        'csrf-token-123',
      )
    ).body?.code,
  ).toBe(0)
  expect(await count('accounts')).toBe(before + 1)
})

test('stored input: control characters are refused, client clocks clamped, no WebRTC address kept, the spec’s referer list accepted', async () => {
  const auth = await adminAuth()
  // NUL and other control characters: a required name of NUL was stored as an empty name, `a\0b` as `a`.
  const consultations = await count('consultations')
  const consultation = (fields: Record<string, string>) =>
    api(
      'sys/consultation/submit',
      form({
        name: 'Ada',
        email: `ada.${randomUUID().slice(0, 8)}@example.com`,
        channel: 'email',
        team_size: '2-5',
        message: 'Hello',
        lang: 'en',
        elapsed_ms: '5000',
        ...fields,
      }),
    )
  for (const name of ['\u0000', 'a\u0000b', 'Ada\u0007', 'Ada\u001b[31m', 'A\u007fda'])
    expectRefused(await consultation({ name }), 400)
  expectRefused(await consultation({ message: 'line one\u0000' }), 400)
  for (const lang of ['__proto__', 'constructor', 'toString']) {
    expectRefused(await consultation({ lang }), 400)
    expectRefused(await api(`home/base-info?lang=${lang}`), 400)
    expectRefused(
      await api(`sys/config/register-chat/get-chat-type-config?lang=${lang}&type=www`),
      400,
    )
    expectRefused(await api(`third/chat/choose?lang=${lang}`), 400)
  }
  expect(await count('consultations')).toBe(consultations)
  // Line breaks and tabs are text.
  expect((await consultation({ message: 'line one\nline two\ttabbed' })).body?.code).toBe(0)

  // The source record: the spec's referer list inside source_data, as a list or one address, bounded.
  const sources = await count('source-records')
  const listed = await api(
    'sys/user/passport/record-source',
    form({
      source_data: JSON.stringify({
        page_url: `${GLOBAL}/`,
        utm_source: 'listed',
        referer: ['https://a.example/', 'https://b.example/'],
      }),
    }),
  )
  expect(listed.body?.code, listed.text).toBe(0)
  const saved = await (
    await fetch(`${GLOBAL}/cms/api/source-records?limit=1&sort=-createdAt`, { headers: auth })
  ).json()
  expect(saved.docs[0]).toMatchObject({
    utm_source: 'listed',
    referers: ['https://a.example/', 'https://b.example/'],
  })
  expectRefused(
    await api(
      'sys/user/passport/record-source',
      form({ source_data: JSON.stringify({ referer: Array(21).fill('https://a.example/') }) }),
    ),
    400,
  )
  expectRefused(
    await api(
      'sys/user/passport/record-source',
      form({ source_data: JSON.stringify({ utm_source: 'a\u0000b' }) }),
    ),
    400,
  )
  expect(await count('source-records')).toBe(sources + 1)

  // Beacon: timestamps far from the server's clock are stored as the server's time; the WebRTC address only as a hash.
  const key = await siteKey()
  const batch = batchOf(3)
  const address = '203.0.113.77'
  const events = batch.events.map((e, i) => ({
    ...e,
    user_timestamp_: [1, Number.MAX_SAFE_INTEGER, Date.now() - 60_000][i] as number,
  }))
  const sent = Date.now()
  const stored = await api(
    'stats/collect',
    form(seal({ common: { ...batch.common, webrtc_ip: address, timestamp: 1 }, events }, key)),
  )
  expect(stored.body).toMatchObject({ code: 0, data: { stored: 3 } })
  const rows = (await (
    await fetch(
      `${GLOBAL}/cms/api/stat-events?where[deviceId][equals]=${batch.common.device_id}&limit=10&depth=0`,
      { headers: auth },
    )
  ).json()) as {
    docs: { eventId: string; userTimestamp: number; context: Record<string, unknown> }[]
  }
  expect(rows.docs).toHaveLength(3)
  const byId = new Map(rows.docs.map((d) => [d.eventId, d]))
  for (const [i, event] of events.entries()) {
    const row = byId.get(event.id)
    expect(row, event.id).toBeDefined()
    if (i < 2)
      expect(
        Math.abs((row?.userTimestamp ?? 0) - sent),
        `event ${i}: clamped to the server's time`,
      ).toBeLessThan(60_000)
    else expect(row?.userTimestamp).toBe(event.user_timestamp_)
    expect(JSON.stringify(row)).not.toContain(address)
    expect(row?.context.webrtc_hash).toMatch(/^[a-f0-9]{32}$/)
    expect(Math.abs(Number(row?.context.timestamp) - sent)).toBeLessThan(60_000)
  }
})
