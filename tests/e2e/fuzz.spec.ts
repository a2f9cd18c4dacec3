/**
 * Fuzzing the public API: at least 10,000 generated requests, each certainly malformed, across every endpoint of the
 * product API (src/server/api/endpoints.ts): missing fields, wrong types, huge values, bad encodings, truncated and
 * tampered beacon ciphertext, unicode edge cases, wrong content types and methods. Asserts no 5xx and no network
 * error, a 4xx with a proper envelope (and no stack trace) for every answer, no write to any collection the API
 * writes, and bounded server memory.
 *
 * "Certainly malformed": every request breaks a rule its endpoint certainly refuses; where a handler writes after its
 * schema passes, the request also carries a second defect a later check refuses (a backstop: an invalid fingerprint
 * hash, a missing CSRF cookie, a consultation sent too quickly, an invalid batch inside a tampered beacon), so a
 * defect that turned out not to be one still writes nothing, and its `expect`/`msg` mismatch names it.
 *
 * Deterministic: FUZZ_SEED (default below) seeds every choice and is printed, so a failure reproduces; only
 * RSA-OAEP's own random padding and a fresh foreign RSA key differ between runs, never a request's validity.
 * FUZZ_REQUESTS sets how many requests are sent (default 10,240).
 */
import { generateKeyPairSync, type KeyObject } from 'node:crypto'
import { readdirSync, readFileSync, readlinkSync, realpathSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { expect, test } from '@playwright/test'
import {
  beaconKey,
  BROWSER_UA,
  encryptPayload,
  storedCount,
  wrapKey,
} from '../../scripts/lib/beacon'
import { rss } from '../../scripts/lib/proc-memory'
import { BEACON_MAX_BYTES } from '../../src/lib/stats/beacon'
import { adminAuth, GLOBAL, PORT } from './helpers'

const SEED = Number(process.env.FUZZ_SEED || 0x5eed_f022) >>> 0
const TOTAL = Math.max(10_000, Number(process.env.FUZZ_REQUESTS || 10_240))
const CONCURRENCY = 28
/**
 * Server RSS may grow by less than this over the second half of the requests (about 5,100), after the first half
 * warmed the server up, plus a short settle. A fresh server grows by 100-250 MB over its first few thousand such
 * requests (code paths loaded, V8's heap and the allocator's arenas sized for 28 concurrent requests with bodies up
 * to 1 MB) and then stays flat: measured 10-12 MB over the second half, run after run. A leak of 20 KB per request
 * (a retained form, a rate-limit entry that is never swept, one kept copy of each over-limit body) crosses it.
 */
const RSS_BOUND_MB = 100

/** The product API as the dispatcher serves it; checked against the server and the endpoint table below. */
const ENDPOINTS = [
  { method: 'GET', path: 'home/base-info' },
  { method: 'GET', path: 'sys/config/ip/get-visitor-ip' },
  { method: 'GET', path: 'sys/config/register-chat/get-chat-type-config' },
  { method: 'GET', path: 'third/chat/choose' },
  { method: 'GET', path: 'client/sys-client-version/get-latest-version' },
  { method: 'GET', path: 'sys/config/ref/set' },
  { method: 'POST', path: 'sys/consultation/submit', maxBytes: 16 * 1024 },
  { method: 'POST', path: 'sys/user/passport/record-source', maxBytes: 16 * 1024 },
  { method: 'POST', path: 'client/record-data/log', maxBytes: 48 * 1024 },
  { method: 'POST', path: 'sys/user/passport/authorized-login', maxBytes: 16 * 1024 },
  { method: 'POST', path: 'sys/user/passport/exchange-login-code', maxBytes: 1024 },
  { method: 'GET', path: 'stats/key' },
  { method: 'POST', path: 'stats/collect', maxBytes: BEACON_MAX_BYTES },
  { method: 'GET', path: 'redirect/lookup' },
  { method: 'GET', path: 'builds/latest.json' },
  { method: 'GET', path: 'search' },
] as const satisfies readonly { method: 'GET' | 'POST'; path: string; maxBytes?: number }[]
type EndpointPath = (typeof ENDPOINTS)[number]['path']

/** Every collection the API writes (stat-daily: only its `bot` rows, the rest is the statistics job's). */
const WRITTEN_COLLECTIONS = [
  'source-records',
  'fingerprints',
  'referral-visits',
  'stat-events',
  'accounts',
  'login-codes',
  'consultations',
] as const

// ---------------------------------------------------------------------------------------------------------------
// Seeded randomness

interface Rng {
  next(): number
  int(n: number): number
  pick<T>(list: readonly T[]): T
  bytes(n: number): Buffer
  /** 16 characters an event or device id may hold. */
  id(): string
  word(): string
}

function rng(seed: number): Rng {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (n: number) => Math.floor(next() * n)
  const ID = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-'
  return {
    next,
    int,
    pick: <T>(list: readonly T[]): T => list[int(list.length)] as T,
    bytes: (n: number) => {
      const out = Buffer.alloc(n)
      for (let i = 0; i < n; i++) out[i] = int(256)
      return out
    },
    id: () => Array.from({ length: 16 }, () => ID[int(ID.length)]).join(''),
    word: () =>
      Array.from({ length: 3 + int(8) }, () => 'abcdefghijklmnopqrstuvwxyz'[int(26)]).join(''),
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Request drafts: fields are kept percent-encoded, so bad encodings can be written as they travel.

type Pairs = Array<[string, string]>

const FORM = 'application/x-www-form-urlencoded'
const enc = (s: string) => encodeURIComponent(s)
const pairs = (fields: Record<string, string>): Pairs =>
  Object.entries(fields).map(([k, v]) => [enc(k), enc(v)])
const join = (p: Pairs) => p.map(([k, v]) => `${k}=${v}`).join('&')
const x = (n: number) => 'x'.repeat(n)
/** `insert` (already encoded) placed inside `value` (ASCII), never at either end, so trimming cannot remove it. */
const inside = (r: Rng, value: string, insert: string) => {
  const at = 1 + r.int(Math.max(1, value.length - 1))
  return enc(value.slice(0, at)) + insert + enc(value.slice(at))
}

/** Unicode edge cases, percent-encoded as UTF-8 (surrogates as the invalid bytes a lone surrogate would be). */
const UNICODE = [
  '%ED%A0%80', // lone high surrogate
  '%ED%B0%80', // lone low surrogate
  '%00', // NUL
  enc('\u202E'), // right-to-left override
  enc('\u200B'), // zero-width space
  enc('\u{1F600}'), // 4-byte emoji
  enc('\u0301'), // combining acute accent
  enc('\uFF11'), // fullwidth digit one
  enc('\uFEFF'), // byte order mark
] as const
/** Percent-encodings that do not decode to valid UTF-8: invalid hex, truncated, overlong, stray bytes. */
const BAD_ENCODINGS = [
  '%zz',
  '%',
  '%e2%82',
  '%c0%af',
  '%ff',
  '%fe%ff',
  '%f0%9f%98',
  '%ED%A0%80',
] as const
/**
 * Field names no endpoint has, prototype names included (they must not reach an object's prototype). Not
 * `__proto__`: Next.js drops that query parameter before the API sees it, which leaves a valid request.
 */
const UNKNOWN_NAMES = [
  'zz',
  'constructor',
  'toString',
  'LANG',
  enc('lang\u200B'),
  enc('\uFF4C\uFF41\uFF4E\uFF47'),
  '%zz',
  '%e2%82',
  '%c0%af',
  '%ED%A0%80',
  'a%00b',
  x(300),
  enc('<script>'),
  '%5B%5D',
  'data%5B%5D',
  'source_data.source',
  enc('_t '),
] as const

interface Draft {
  family: string
  /** Overrides the endpoint's method. */
  method?: string
  /** Overrides the path below /api/ (the fields still travel as query or body). */
  target?: string
  /** Query (GET) or urlencoded body (POST) fields. */
  fields?: Pairs
  /** A raw body instead of `fields`. */
  body?: string | Buffer | (() => ReadableStream<Uint8Array>)
  headers?: Record<string, string>
  /** The status this defect is certainly answered with. */
  expect?: number
  /** What the answer's `msg` must match: the request reached the check it was made for. */
  msg?: RegExp
}

interface Gen {
  family: string
  /** At most this many of this family per endpoint (heavy requests). */
  cap?: number
  make(r: Rng): Draft
}

interface Context {
  siteKey: KeyObject
  otherKey: KeyObject
  /** The server verifies Google credentials (npm test configures a client id): malformed ones are a 401. */
  googleConfigured: boolean
  /** The app's exchange secret, when the test knows it. */
  exchangeSecret: string | undefined
}

interface Endpoint {
  method: 'GET' | 'POST'
  path: EndpointPath
  maxBytes?: number
  /** Typical fields (for POST endpoints that write: with a backstop defect). */
  base(r: Rng): Pairs
  defects: Gen[]
}

const withField = (base: Pairs, name: string, value: string): Pairs => [
  ...base.filter(([k]) => k !== name),
  [name, value],
]
const without = (base: Pairs, name: string): Pairs => base.filter(([k]) => k !== name)

// ---------------------------------------------------------------------------------------------------------------
// Values each rule refuses (encoded)

const invalidLang = (r: Rng): string =>
  r.pick([
    () =>
      enc(
        r.pick(['xx', 'english', 'en_US', 'zz-ZZ', 'de-DE', 'en-GBX', 'C', 'und', 'en-US-x-fuzz']),
      ),
    () => enc(r.pick(['1', '0', 'true', 'null', '[]', '{"lang":"en"}', '["en"]'])),
    () => inside(r, r.pick(['en-US', 'ru', 'zh-HK', 'ja-JP']), r.pick(UNICODE)),
    () => inside(r, r.pick(['en-US', 'fr', 'tc']), r.pick(BAD_ENCODINGS)),
    () => enc(`en-US${'-x'.repeat(16 + r.int(200))}`),
  ])()
/** Over `max` in code points, which is how zod measures strings (an emoji is one, a lone surrogate too). */
const invalidShortText = (r: Rng, max: number): string =>
  r.pick([
    () => enc(x(max + 1 + r.int(64))),
    // 12 encoded bytes per emoji: only for short fields, so the body stays below the endpoint's limit.
    () =>
      max <= 256 ? enc('\u{1F600}').repeat(max + 1 + r.int(8)) : enc(x(max)) + enc('\u{1F600}'),
    () => inside(r, x(max + 1 + r.int(8)), r.pick(UNICODE)),
    () => '%00'.repeat(max + 1),
    () => enc(x(max + 1)) + r.pick(BAD_ENCODINGS),
  ])()
const invalidIp = (r: Rng): string =>
  r.pick([
    () =>
      enc(
        r.pick([
          '999.1.1.1',
          '1.2.3',
          '1.2.3.4.5',
          '256.0.0.1',
          '::g',
          '1.2.3.4/24',
          'localhost',
          '0x7f.0.0.1',
          '127.1',
          ' 1.2.3.4',
          '[::1]',
          'true',
          '{"ip":"1.2.3.4"}',
        ]),
      ),
    () => enc('\uFF11\uFF12\uFF17.0.0.1'),
    () => inside(r, '203.0.113.9', r.pick(UNICODE)),
    () => enc('1.2.3.4') + r.pick(BAD_ENCODINGS),
    () => enc(x(46 + r.int(100))),
  ])()
const invalidSystem = (r: Rng): string =>
  r.pick([
    () =>
      enc(
        r.pick([
          '',
          'COM_WIN64',
          'win64',
          'com_win',
          'com_windows',
          'com_mac ',
          'com_ios',
          'com_android',
          '1',
          'true',
          '{"system":"com_mac"}',
        ]),
      ),
    () => inside(r, r.pick(['com_linux', 'com_mac', 'com_win64']), r.pick(UNICODE)),
    () => inside(r, 'com_arm64', r.pick(BAD_ENCODINGS)),
  ])()
const invalidCode = (r: Rng, emptyAllowed = false): string =>
  r.pick([
    () =>
      enc(
        r.pick([
          ...(emptyAllowed ? [] : ['']),
          'a b',
          'a.b',
          'a/b',
          'a+b',
          '<script>',
          "a'b",
          '{"c_v":"abc"}',
          '\uFF41\uFF42\uFF43',
          'abc\n',
          '\tabc',
        ]),
      ),
    () => enc(x(65 + r.int(500))),
    () => inside(r, 'ref_1234', r.pick(UNICODE)),
    () => inside(r, 'ref-abc', r.pick(BAD_ENCODINGS)),
  ])()
const invalidRedirectPath = (r: Rng): string =>
  r.pick([
    () =>
      enc(
        r.pick([
          '',
          'pricing',
          '//evil.example',
          '/\\evil.example',
          '/a b',
          '/a?b=1',
          '/a#b',
          '/x\t',
          '\\pricing',
          'https://evil.example/',
          '{"path":"/"}',
          '/x\ny',
        ]),
      ),
    () => enc(`/${x(512 + r.int(100))}`),
    // The rule refuses control characters and whitespace: NUL, line separator, ideographic space, BOM, no-break space.
    () =>
      inside(
        r,
        '/pricing',
        r.pick(['%00', enc('\u2028'), enc('\u3000'), enc('\uFEFF'), enc('\u00A0')]),
      ),
    () => `x${r.pick(BAD_ENCODINGS)}`,
  ])()

// ---------------------------------------------------------------------------------------------------------------
// The endpoints' own defects

const lit = (family: string, make: (r: Rng) => Pairs, expect = 400): Gen => ({
  family,
  make: (r) => ({ family, fields: make(r), expect }),
})

function getEndpoints(): Endpoint[] {
  const unknownOnly = (path: EndpointPath): Endpoint => ({
    method: 'GET',
    path,
    base: () => [],
    defects: [lit('any-field', (r) => [[enc(r.word()), enc(r.word())]])],
  })
  return [
    {
      method: 'GET',
      path: 'home/base-info',
      base: () => pairs({ lang: 'en-US', type: 'home' }),
      defects: [
        lit('lang:invalid', (r) => [['lang', invalidLang(r)]]),
        lit('type:invalid', (r) => [
          ['lang', 'en'],
          ['type', enc(r.pick(['www', 'HOME', 'home ', '', '1', 'true', '{"type":"home"}']))],
        ]),
        lit('type:unicode', (r) => [['type', inside(r, 'home', r.pick(UNICODE))]]),
      ],
    },
    {
      method: 'GET',
      path: 'sys/config/ip/get-visitor-ip',
      base: () => pairs({ t: '1700000000000' }),
      defects: [lit('t:too-long', (r) => [['t', invalidShortText(r, 32)]])],
    },
    {
      method: 'GET',
      path: 'sys/config/register-chat/get-chat-type-config',
      base: () => pairs({ lang: 'ru', type: 'www' }),
      defects: [
        lit('lang:invalid', (r) => [
          ['lang', invalidLang(r)],
          ['type', 'www'],
        ]),
        lit('type:invalid', (r) => [
          ['type', r.pick([enc('home'), enc('WWW'), enc(''), inside(r, 'www', r.pick(UNICODE))])],
        ]),
      ],
    },
    {
      method: 'GET',
      path: 'third/chat/choose',
      base: () => pairs({ ip: '203.0.113.7', lang: 'en' }),
      defects: [
        lit('ip:invalid', (r) => [
          ['ip', invalidIp(r)],
          ['lang', 'en'],
        ]),
        lit('lang:invalid', (r) => [
          ['ip', ''],
          ['lang', invalidLang(r)],
        ]),
      ],
    },
    {
      method: 'GET',
      path: 'client/sys-client-version/get-latest-version',
      base: () => pairs({ system: 'com_win64' }),
      defects: [
        lit('system:missing', () => []),
        lit('system:invalid', (r) => [['system', invalidSystem(r)]]),
      ],
    },
    {
      method: 'GET',
      path: 'sys/config/ref/set',
      base: () => pairs({ c_v: 'ref_1234' }),
      defects: [lit('c_v:missing', () => []), lit('c_v:invalid', (r) => [['c_v', invalidCode(r)]])],
    },
    unknownOnly('stats/key'),
    {
      method: 'GET',
      path: 'search',
      base: () => pairs({ q: 'proxy', lang: 'en' }),
      defects: [
        lit('q:missing', () => [['lang', 'ru']]),
        lit('q:blank', (r) => [
          ['q', enc(r.pick(['', ' ', '   ', '\t', '\n ']))],
          ['lang', 'en'],
        ]),
        lit('q:too-long', (r) => [
          ['q', invalidShortText(r, 100)],
          ['lang', 'en'],
        ]),
        lit('lang:invalid', (r) => [
          ['q', 'proxy'],
          [
            'lang',
            r.pick([
              enc(r.pick(['xx', 'EN', 'en-US', 'english', 'ja', 'zh-CN', ''])),
              inside(r, r.pick(['ru', 'jp', 'tc']), r.pick(UNICODE)),
            ]),
          ],
        ]),
        lit('section:invalid', (r) => [
          ['q', 'proxy'],
          ['lang', 'en'],
          ['section', enc(r.pick(['posts', 'BLOG', 'admin', 'users', '../blog', '']))],
        ]),
      ],
    },
    {
      method: 'GET',
      path: 'redirect/lookup',
      base: () => pairs({ path: '/pricing' }),
      defects: [
        lit('path-param:missing', () => []),
        lit('path-param:invalid', (r) => [['path', invalidRedirectPath(r)]]),
      ],
    },
    {
      method: 'GET',
      path: 'builds/latest.json',
      base: () => pairs({ t: '1' }),
      defects: [lit('t:too-long', (r) => [['t', invalidShortText(r, 32)]])],
    },
  ]
}

function consultation(): Endpoint {
  // Backstop: elapsed_ms 1000 is "sent too quickly" (the handler's second check), so no base request is stored.
  const base = (r: Rng) =>
    pairs({
      name: 'Ada Lovelace',
      email: `ada.${r.word()}@example.com`,
      channel: 'email',
      team_size: '2-5',
      message: 'Hello',
      lang: 'en',
      elapsed_ms: '1000',
    })
  const field = (family: string, name: string, value: (r: Rng) => string) =>
    lit(family, (r) => withField(base(r), name, value(r)))
  return {
    method: 'POST',
    path: 'sys/consultation/submit',
    maxBytes: 16 * 1024,
    base,
    defects: [
      lit('required:missing', (r) => without(base(r), r.pick(['name', 'email', 'elapsed_ms']))),
      field('name:empty-or-long', 'name', (r) =>
        r.pick([enc(''), enc('   '), enc(x(101 + r.int(400))), enc(x(100)) + enc('\u{1F600}')]),
      ),
      field('email:invalid', 'email', (r) =>
        enc(
          r.pick([
            'not-an-email',
            'a@b',
            '@example.com',
            'a@@example.com',
            'a b@example.com',
            `${x(250)}@x.co`,
            '{"email":"a@b.co"}',
            'true',
            '1',
          ]),
        ),
      ),
      field('email:unicode', 'email', (r) => `ada${r.pick(UNICODE)}${enc('@example.com')}`),
      field(
        'email:bad-encoding',
        'email',
        (r) => `ada${r.pick(BAD_ENCODINGS)}${enc('@example.com')}`,
      ),
      field('elapsed_ms:not-a-number', 'elapsed_ms', (r) =>
        r.pick([
          enc('abc'),
          enc('\uFF15\uFF10\uFF10\uFF10'),
          enc('1.5'),
          enc('-1'),
          enc('86400001'),
          enc('1e400'),
          enc('NaN'),
          enc('[5000]'),
          enc('{"ms":5000}'),
          enc('5000abc'),
          `5000${r.pick(UNICODE.filter((u) => u !== enc('\uFEFF')))}`,
        ]),
      ),
      field('channel:invalid', 'channel', (r) =>
        r.pick([
          enc('fax'),
          enc('EMAIL'),
          enc(''),
          inside(r, 'email', r.pick(UNICODE)),
          enc('["email"]'),
        ]),
      ),
      field('team_size:invalid', 'team_size', (r) =>
        r.pick([
          enc('3'),
          enc('100 +'),
          enc('\uFF11'),
          inside(r, '6-20', r.pick(UNICODE)),
          enc('{"size":"1"}'),
        ]),
      ),
      field('lang:invalid', 'lang', invalidLang),
      field('text:too-long', 'message', (r) => enc(x(4001 + r.int(4000)))),
      lit('text:too-long-other', (r) => {
        const [name, max] = r.pick([
          ['contact', 120],
          ['company', 120],
          ['page', 2048],
          ['website', 200],
        ] as const)
        return withField(base(r), name, invalidShortText(r, max))
      }),
      // Schema-valid, refused by the handler: the honeypot filled, sent too quickly, too many links.
      lit('handler:honeypot', (r) =>
        withField(
          withField(base(r), 'elapsed_ms', '5000'),
          'website',
          enc(`http://${r.word()}.example`),
        ),
      ),
      lit('handler:too-quick', (r) =>
        withField(base(r), 'elapsed_ms', r.pick(['0', '2499', '', '%20'])),
      ),
      lit('handler:links', (r) =>
        withField(
          withField(base(r), 'elapsed_ms', '5000'),
          'message',
          enc(`see http://a.example https://b.example HTTP://c.example ${r.word()}`),
        ),
      ),
    ],
  }
}

function recordSource(): Endpoint {
  // No backstop is possible (the handler stores whatever passes the schema): every defect here is certain.
  const KEYS = [
    ['page_url', 2048],
    ['source', 200],
    ['callback', 2048],
    ['utm_source', 200],
    ['utm_medium', 200],
    ['utm_term', 200],
    ['utm_content', 200],
    ['utm_campaign', 200],
    ['bd_vid', 200],
  ] as const
  const sd = (value: string): Pairs => [
    ['referer', enc('https://www.example.com/')],
    ['source_data', value],
  ]
  return {
    method: 'POST',
    path: 'sys/user/passport/record-source',
    maxBytes: 16 * 1024,
    base: () => sd(enc('{"source":"fuzz"}')),
    defects: [
      lit('source_data:missing', () => [['referer', enc('https://www.example.com/')]]),
      lit('source_data:not-json', (r) =>
        sd(
          r.pick([
            enc(''),
            enc('{'),
            enc('{"source":"x"'),
            enc("{'source':'x'}"),
            enc('undefined'),
            enc('NaN'),
            enc('{"a":1,}'),
            '%25zz',
            '%ff%fe',
            enc('\uFEFF{}'),
            enc('{}garbage'),
            enc('{}{}'),
            r.pick(BAD_ENCODINGS),
          ]),
        ),
      ),
      lit('source_data:truncated', (r) => {
        const json = JSON.stringify({
          source: r.word(),
          utm_source: r.word(),
          page_url: 'https://example.com/',
        })
        return sd(enc(json.slice(0, 1 + r.int(json.length - 1))))
      }),
      lit('source_data:wrong-type', (r) =>
        sd(enc(r.pick(['[]', '"fuzz"', '1', 'true', 'null', '[{"source":"x"}]']))),
      ),
      lit('source_data:field-type', (r) => {
        const [key] = r.pick(KEYS)
        return sd(
          enc(JSON.stringify({ [key]: r.pick([1, true, null, ['a'], { a: 'b' }, 1.5e300]) })),
        )
      }),
      lit('source_data:field-too-long', (r) => {
        const [key, max] = r.pick(KEYS)
        return sd(
          enc(
            JSON.stringify({
              [key]: r.pick([x(max + 1 + r.int(32)), `${x(max)}\u{1F600}`, `${x(max)}\uD800`]),
            }),
          ),
        )
      }),
      lit('source_data:unknown-key', (r) =>
        sd(
          enc(
            JSON.stringify(
              r.pick([
                { evil: 'x' },
                { 'source\u200B': 'x' },
                { '\uFF53\uFF4F\uFF55\uFF52\uFF43\uFF45': 'x' },
                { source: 'x', [`zz_${r.word()}`]: 'y' },
                { SOURCE: 'x' },
              ]),
            ),
          ),
        ),
      ),
      // Prototype keys, each with a certain defect besides (a number where a string is required).
      lit('source_data:prototype-keys', (r) =>
        sd(
          enc(
            r.pick([
              '{"__proto__":{"polluted":1},"source":1}',
              '{"constructor":{"prototype":{"polluted":1}},"source":1}',
            ]),
          ),
        ),
      ),
      lit('source_data:deep-nesting', (r) =>
        sd(
          r.pick([
            enc('['.repeat(1500) + ']'.repeat(1500)),
            enc('{"a":'.repeat(500) + '1' + '}'.repeat(500)),
            enc('['.repeat(2000)),
          ]),
        ),
      ),
      lit('referer:too-long', (r) => [
        ['referer', r.pick([enc(x(4097 + r.int(1000))), enc(x(4096)) + enc('\u{1F600}')])],
        ['source_data', enc('{}')],
      ]),
      lit('source_data:unicode-in-rule', (r) =>
        sd(
          enc(
            JSON.stringify({
              utm_source: `${x(200)}${r.pick(['\u202E', '\u200B', '\u0301', '\uFF11', '\uD800', '\u0000'])}`,
            }),
          ),
        ),
      ),
    ],
  }
}

function fingerprintLog(): Endpoint {
  // Backstop: the data's hash is never 16-128 lowercase hex digits, which the handler checks after the schema.
  const badHash = (r: Rng) =>
    JSON.stringify({ hash: r.pick(['ZZ-not-hex', 'ABCDEF0123456789', 'abc']), ua: r.word() })
  const base = (r: Rng) => pairs({ log_type: 'WWW_FINGERPRINT_INFO', data: badHash(r) })
  const b64 = (s: string | Buffer) => Buffer.from(s).toString('base64')
  return {
    method: 'POST',
    path: 'client/record-data/log',
    maxBytes: 48 * 1024,
    base,
    defects: [
      lit('log_type:invalid', (r) =>
        r.pick([
          () => without(base(r), 'log_type'),
          () =>
            withField(
              base(r),
              'log_type',
              r.pick([
                enc('www_fingerprint_info'),
                enc(' WWW_FINGERPRINT_INFO'),
                enc('WWW_FINGERPRINT_INF'),
                enc('["WWW_FINGERPRINT_INFO"]'),
                inside(r, 'WWW_FINGERPRINT_INFO', r.pick(UNICODE)),
              ]),
            ),
        ])(),
      ),
      lit('data:missing-or-length', (r) =>
        r.pick([
          () => without(base(r), 'data'),
          () => withField(base(r), 'data', r.pick(['', 'x', '%7B'])),
          () => withField(base(r), 'data', enc(x(40_001 + r.int(4000)))),
        ])(),
      ),
      lit('base_encode:invalid', (r) =>
        withField(
          base(r),
          'base_encode',
          r.pick([enc('2'), enc('true'), enc(''), enc('01'), `1${r.pick(UNICODE)}`]),
        ),
      ),
      // Schema-valid, refused by the handler's own checks.
      lit('data:hash-invalid', (r) =>
        withField(
          base(r),
          'data',
          enc(
            JSON.stringify(
              r.pick<Record<string, unknown>>([
                { hash: 'ABCDEF0123456789' },
                { hash: 'abcdef012345678' },
                { hash: 'a'.repeat(129) },
                { hash: 1234567890123456 },
                { hash: ['abcdef0123456789'] },
                { hash: null },
                { hash: 'abcdef0123456789\n' },
                { hash: 'abcdef012345678\uFF19' },
                { hash: 'abcdef01\u200B23456789' },
                { hash: 'abcdef01\u0000' },
                { nohash: 'abcdef0123456789' },
              ]),
            ),
          ),
        ),
      ),
      lit('data:not-json', (r) =>
        withField(
          base(r),
          'data',
          r.pick([
            enc('{"hash":'),
            enc('[]'),
            enc('"abcdef0123456789"'),
            enc('{hash:1}'),
            '%ff%fe%fd',
            `%7B${r.pick(BAD_ENCODINGS)}%7D`,
          ]),
        ),
      ),
      lit('data:bad-base64', (r) =>
        withField(
          withField(base(r), 'base_encode', '1'),
          'data',
          enc(
            r.pick([
              'eyJoYXNoIjoiYSJ9-_',
              'eyJoYXNoIjoiYSJ9=',
              'ab=c',
              'YQ===',
              '====',
              'eyJo YXNo',
              'eyJo\nYXNo',
              'abc',
              `${b64('{"hash":"zz"}')}%`,
            ]),
          ),
        ),
      ),
      lit('data:base64-of-invalid', (r) =>
        withField(
          withField(base(r), 'base_encode', '1'),
          'data',
          enc(
            r.pick([
              b64('not json at all'),
              b64(Buffer.from([0xff, 0xfe, 0xc0, 0xaf, 0x7b])),
              b64(badHash(r)),
              b64('{"hash":"ABCDEF0123456789"}'),
            ]),
          ),
        ),
      ),
    ],
  }
}

function authorizedLogin(ctx: Context): Endpoint {
  // Backstop: no g_csrf_token cookie (the handler's first check is a 403), so nothing is verified or stored.
  const base = (r: Rng) =>
    pairs({
      third_party: 'google',
      credential: `fuzz.${x(24)}.${r.word()}`,
      g_csrf_token: 'fuzz-csrf-token-1',
      language: 'en',
      source: 'fuzz',
    })
  const field = (family: string, name: string, value: (r: Rng) => string) =>
    lit(family, (r) => withField(base(r), name, value(r)))
  const csrf = 'fuzz-csrf-token-1'
  const withCookie = { cookie: `g_csrf_token=${csrf}` }
  const b64url = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url')
  const gens: Gen[] = [
    lit('required:missing', (r) =>
      without(base(r), r.pick(['third_party', 'credential', 'g_csrf_token'])),
    ),
    field('third_party:invalid', 'third_party', (r) =>
      r.pick([
        enc('Google'),
        enc('facebook'),
        enc(''),
        inside(r, 'google', r.pick(UNICODE)),
        enc('["google"]'),
      ]),
    ),
    field('credential:length', 'credential', (r) =>
      enc(r.pick([x(r.int(20)), x(8193 + r.int(4000))])),
    ),
    field('g_csrf_token:length', 'g_csrf_token', (r) =>
      enc(r.pick([x(r.int(8)), x(257 + r.int(500))])),
    ),
    lit('invite_code:invalid', (r) =>
      withField(base(r), r.pick(['invite_code', 'regParam']), invalidCode(r, true)),
    ),
    lit('text:too-long', (r) => {
      const [name, max] = r.pick([
        ['language', 16],
        ['source', 200],
        ['referer', 2048],
        ['third_party_action_type', 32],
        ['redirect_data', 1024],
      ] as const)
      return withField(base(r), name, invalidShortText(r, max))
    }),
    // Schema-valid: refused by the double-submit cookie check.
    {
      family: 'csrf:missing-or-mismatched',
      make: (r) => ({
        family: 'csrf:missing-or-mismatched',
        fields: base(r),
        headers: r.pick<Record<string, string>>([
          {},
          { cookie: 'g_csrf_token=fuzz-csrf-token-2' },
          { cookie: 'g_csrf_token=short' },
          { cookie: `other=${csrf}` },
        ]),
        expect: 403,
      }),
    },
    // Cookie and form agree: a redirect target off the app is refused before anything is verified.
    {
      family: 'redirect_data:foreign',
      make: (r) => ({
        family: 'redirect_data:foreign',
        fields: withField(
          base(r),
          'redirect_data',
          enc(
            r.pick([
              '//evil.example/x',
              'https://evil.example/',
              '/\t/evil.example',
              '\\\\evil.example',
              'javascript:alert(1)',
              '/x\u0000y',
              ' /x',
              '/\u3000x',
              'evil.example',
            ]),
          ),
        ),
        headers: withCookie,
        expect: 400,
      }),
    },
  ]
  if (ctx.googleConfigured) {
    // Cookie and form agree: a credential jose refuses before it looks for a signing key (no network needed).
    const tokens = [
      `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url({ sub: '1', exp: 9e9 })}.`,
      `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url({ sub: '1' })}.${x(43)}`,
      `${b64url({ alg: 'RS256', crit: ['zzz'], zzz: 1 })}.${b64url({ sub: '1' })}.${x(43)}`,
      `${b64url({ alg: '' })}.${b64url({ sub: '1' })}.${x(43)}`,
      `bm90LWpzb24.${b64url({ sub: '1' })}.${x(43)}`,
      `${x(30)}`,
      `${x(10)}.${x(10)}`,
      `${x(10)}.${x(10)}.${x(10)}.${x(10)}`,
    ]
    gens.push({
      family: 'credential:malformed-jwt',
      make: (r) => ({
        family: 'credential:malformed-jwt',
        fields: withField(base(r), 'credential', enc(r.pick(tokens))),
        headers: withCookie,
        expect: 401,
      }),
    })
  }
  return {
    method: 'POST',
    path: 'sys/user/passport/authorized-login',
    maxBytes: 16 * 1024,
    base,
    defects: gens,
  }
}

function exchangeLoginCode(ctx: Context): Endpoint {
  // Backstop: no app secret, so a well-formed code is a 401 before any lookup.
  const base = (r: Rng) => pairs({ cpl: `${r.id()}${r.id()}` })
  const gens: Gen[] = [
    lit('cpl:missing', () => []),
    lit('cpl:invalid', (r) => [
      [
        'cpl',
        r.pick([
          enc(x(15)),
          enc(x(65 + r.int(300))),
          enc('abcdefgh.ijklmnop'),
          enc(`${r.id()}==`),
          enc(`{"cpl":"${r.id()}"}`),
          inside(r, r.id() + r.id(), r.pick(UNICODE)),
          inside(r, r.id(), r.pick(BAD_ENCODINGS)),
        ]),
      ],
    ]),
    {
      family: 'auth:wrong',
      make: (r) => ({
        family: 'auth:wrong',
        fields: base(r),
        headers: r.pick<Record<string, string>>([
          {},
          { authorization: 'Bearer wrong' },
          { authorization: `Basic ${x(40)}` },
          { authorization: `Bearer ${x(1000)}` },
          { authorization: 'bearer ' },
        ]),
        expect: 401,
      }),
    },
  ]
  if (ctx.exchangeSecret) {
    // The right secret and a code nobody issued: refused, nothing marked used.
    gens.push({
      family: 'cpl:unknown-code',
      make: (r) => ({
        family: 'cpl:unknown-code',
        fields: base(r),
        headers: { authorization: `Bearer ${ctx.exchangeSecret}` },
        expect: 400,
      }),
    })
  }
  return {
    method: 'POST',
    path: 'sys/user/passport/exchange-login-code',
    maxBytes: 1024,
    base,
    defects: gens,
  }
}

function statsCollect(ctx: Context): Endpoint {
  const common = (r: Rng, over: Record<string, unknown> = {}) => ({
    device_id: r.id(),
    page: `${GLOBAL}/pricing`,
    locale: 'en',
    ...over,
  })
  const event = (r: Rng, over: Record<string, unknown> = {}) => ({
    id: r.id(),
    op_type: 3,
    op_res: 0,
    op_obj_type: 23,
    op_obj_value: { key: 'fuzz' },
    user_timestamp_: 1_700_000_000_000 + r.int(1e9),
    ...over,
  })
  /** A batch the schema refuses (op_res must be 0): the backstop inside every tampered envelope. */
  const refusedBatch = (r: Rng) => ({
    common: common(r),
    events: [event(r), event(r, { op_res: 1 })],
  })
  const fields = (t: string, a: string): Pairs => [
    ['_t', enc(t)],
    ['_a', enc(a)],
  ]
  const sealed = (r: Rng, plain: Buffer | string) => {
    const aes = r.bytes(32)
    return { t: wrapKey(ctx.siteKey, aes), sealedBytes: encryptPayload(aes, plain, r.bytes(12)) }
  }
  const ua = (r: Rng) => ({ 'user-agent': r.pick([BROWSER_UA, BROWSER_UA, 'curl/8.5.0', '']) })
  const cipher = (family: string, msg: RegExp, make: (r: Rng) => Pairs): Gen => ({
    family,
    make: (r) => ({ family, fields: make(r), headers: ua(r), expect: 400, msg }),
  })
  const flip = (bytes: Buffer, from: number, to: number, r: Rng) => {
    const out = Buffer.from(bytes)
    const at = from + r.int(to - from)
    out[at] = (out[at] as number) ^ (1 << r.int(8))
    return out
  }
  const batch = (
    family: string,
    make: (r: Rng) => unknown,
    msg = /Invalid batch/,
    cap?: number,
  ): Gen => ({
    family,
    cap,
    make: (r) => {
      const s = sealed(r, JSON.stringify(make(r)))
      return {
        family,
        fields: fields(s.t, s.sealedBytes.toString('base64')),
        headers: ua(r),
        expect: 400,
        msg,
      }
    },
  })
  const AUTH = /failed authentication|too short/
  const gens: Gen[] = [
    lit('form:missing', (r) => r.pick([[], [['_t', enc(x(20))]], [['_a', enc(x(20))]]] as Pairs[])),
    lit('form:length', (r) => {
      const s = sealed(r, JSON.stringify(refusedBatch(r)))
      return r.pick([
        fields(x(r.int(16)), s.sealedBytes.toString('base64')),
        fields(x(2049 + r.int(2000)), s.sealedBytes.toString('base64')),
        fields(s.t, x(r.int(16))),
      ])
    }),
    cipher('cipher:truncated-a', AUTH, (r) => {
      const s = sealed(r, JSON.stringify(refusedBatch(r)))
      return fields(
        s.t,
        s.sealedBytes.subarray(0, 12 + r.int(s.sealedBytes.length - 12)).toString('base64'),
      )
    }),
    cipher('cipher:flipped-tag', AUTH, (r) => {
      const s = sealed(r, JSON.stringify(refusedBatch(r)))
      return fields(
        s.t,
        flip(s.sealedBytes, s.sealedBytes.length - 16, s.sealedBytes.length, r).toString('base64'),
      )
    }),
    cipher('cipher:flipped-ciphertext', AUTH, (r) => {
      const s = sealed(r, JSON.stringify(refusedBatch(r)))
      return fields(s.t, flip(s.sealedBytes, 12, s.sealedBytes.length - 16, r).toString('base64'))
    }),
    cipher('cipher:flipped-iv', AUTH, (r) => {
      const s = sealed(r, JSON.stringify(refusedBatch(r)))
      return fields(s.t, flip(s.sealedBytes, 0, 12, r).toString('base64'))
    }),
    cipher('cipher:t-other-rsa-key', /could not be decrypted/, (r) => {
      const aes = r.bytes(32)
      return fields(
        wrapKey(ctx.otherKey, aes),
        encryptPayload(aes, JSON.stringify(refusedBatch(r)), r.bytes(12)).toString('base64'),
      )
    }),
    cipher('cipher:t-wrong-length', /AES-256 key/, (r) => {
      const aes = r.bytes(r.pick([0, 1, 16, 24, 31, 33, 64]))
      return fields(
        wrapKey(ctx.siteKey, aes),
        encryptPayload(r.bytes(32), JSON.stringify(refusedBatch(r)), r.bytes(12)).toString(
          'base64',
        ),
      )
    }),
    cipher('cipher:t-garbage', /could not be decrypted/, (r) =>
      fields(
        r.bytes(r.pick([12, 255, 256, 257, 512])).toString('base64'),
        sealed(r, JSON.stringify(refusedBatch(r))).sealedBytes.toString('base64'),
      ),
    ),
    cipher('cipher:bad-base64', /not valid base64/, (r) => {
      const s = sealed(r, JSON.stringify(refusedBatch(r)))
      const a = s.sealedBytes.toString('base64')
      const spoil = (v: string) =>
        r.pick([
          () => v.replace(/[+/]/g, (c) => (c === '+' ? '-' : '_')).replace(/=+$/, '') + '-_-_',
          () => `${v.slice(0, 20)}=${v.slice(21)}`,
          () => {
            const bare = v.replace(/=+$/, '')
            const cut = bare.slice(0, bare.length - 1 - r.int(3))
            return cut.length % 4 === 0 ? cut.slice(0, -1) : cut
          },
          () => `${v.slice(0, 20)}\n${v.slice(20)}`,
          () => `${v.slice(0, 8)}%${v.slice(8)}`,
          () => `${v.slice(0, 8)}\u00e9${v.slice(8)}`,
        ])()
      return r.pick([fields(spoil(s.t), a), fields(s.t, spoil(a))])
    }),
    // '+' sent unencoded arrives as a space: a client that forgot to encode. A '+' is forced in so it certainly occurs.
    {
      family: 'cipher:plus-as-space',
      make: (r) => {
        const s = sealed(r, JSON.stringify(refusedBatch(r)))
        const a = s.sealedBytes.toString('base64')
        const at = 4 + r.int(a.length - 8)
        return {
          family: 'cipher:plus-as-space',
          body: `_t=${enc(s.t)}&_a=${a.slice(0, at)}+${a.slice(at + 1)}`,
          headers: { ...ua(r), 'content-type': FORM },
          expect: 400,
          msg: /not valid base64/,
        }
      },
    },
    cipher('cipher:invalid-json', /not valid JSON|too short/, (r) => {
      const valid = JSON.stringify({ common: common(r), events: [event(r)] })
      const plain = r.pick<Buffer | string>([
        '',
        valid.slice(0, 1 + r.int(valid.length - 1)),
        `\uFEFF${valid}`,
        Buffer.concat([
          Buffer.from('{"common":'),
          Buffer.from(
            r.pick([
              [0xff, 0xfe],
              [0xc0, 0xaf],
              [0xed, 0xa0, 0x80],
            ]),
          ),
          Buffer.from(valid.slice(10)),
        ]),
        'NaN',
        'undefined',
        "{'common':{}}",
        `${valid.slice(0, -1)},}`,
        r.bytes(64 + r.int(512)),
      ])
      const s = sealed(r, plain)
      return fields(s.t, s.sealedBytes.toString('base64'))
    }),
    batch('batch:op-codes', (r) => ({
      common: common(r),
      events: [
        event(
          r,
          r.pick([
            { op_type: r.pick([1, 2, 4, 7, 99, -1, 3.5, '3']) },
            { op_obj_type: r.pick([0, 21, 26, 99, '23']) },
            r.pick([
              { op_type: 3, op_obj_type: 22 },
              { op_type: 0, op_obj_type: 23 },
              { op_type: 5, op_obj_type: 25 },
              { op_type: 6, op_obj_type: 24 },
            ]),
            { op_res: r.pick([1, '0', null, false]) },
          ]),
        ),
      ],
    })),
    batch(
      'batch:ids',
      (r) => {
        const e = event(r)
        const bad = r.pick<Record<string, unknown> | 'missing' | 'repeat'>([
          'missing',
          'repeat',
          { id: 'abc' },
          { id: x(65) },
          { id: 'abc.defgh' },
          { id: 'abcdefgh\u200B' },
          { id: 12345678 },
        ])
        if (bad === 'missing') {
          const { id: _id, ...rest } = e
          return { common: common(r), events: [rest] }
        }
        if (bad === 'repeat') return { common: common(r), events: [e, { ...event(r), id: e.id }] }
        return { common: common(r), events: [{ ...e, ...bad }] }
      },
      /Invalid batch/,
    ),
    batch('batch:events-count', (r) => ({
      common: common(r),
      events: r.pick([[], {}, null, 'events', Array.from({ length: 101 }, () => event(r))]),
    })),
    batch(
      'batch:10000-events',
      () => ({
        common: { device_id: 'fuzz-device' },
        events: Array.from({ length: 10_000 }, () => ({})),
      }),
      /Invalid batch/,
      6,
    ),
    {
      family: 'batch:10000-events-oversized',
      cap: 4,
      make: (r) => {
        const s = sealed(
          r,
          JSON.stringify({
            common: common(r),
            events: Array.from({ length: 10_000 }, () => event(r)),
          }),
        )
        return {
          family: 'batch:10000-events-oversized',
          fields: fields(s.t, s.sealedBytes.toString('base64')),
          headers: ua(r),
          expect: 413,
        }
      },
    },
    batch('batch:common', (r) => ({
      common: r.pick([
        () => undefined,
        () => ({ page: 'x' }),
        () => common(r, { device_id: x(65) }),
        () => common(r, { device_id: 42 }),
        () => common(r, { [`zz_${r.word()}`]: 1 }),
        () => common(r, { os: 2 }),
        () => common(r, { dpr: 17 }),
        () => common(r, { screen_width: r.pick([-1, 1.5, 100_001]) }),
        () => common(r, { locale: 'en-US-x-long' }),
        () => common(r, { ua: x(1025) }),
        () => common(r, { timestamp: 0 }),
      ])(),
      events: [event(r)],
    })),
    batch('batch:op_obj_value', (r) => ({
      common: common(r),
      events: [
        event(r, {
          op_obj_value: r.pick<unknown>([
            Object.fromEntries(Array.from({ length: 41 }, (_, i) => [`k${i}`, i])),
            { a: { b: 1 } },
            { a: [1] },
            { [x(65)]: 1 },
            { a: x(2049) },
            null,
            'value',
          ]),
        }),
      ],
    })),
    batch('batch:user_timestamp_', (r) => ({
      common: common(r),
      events: [event(r, { user_timestamp_: r.pick([-1, 0, 1.5, '1700000000000', null]) })],
    })),
    batch('batch:shape', (r) =>
      r.pick<unknown>([
        [],
        'batch',
        42,
        null,
        { common: common(r), events: [event(r)], extra: 1 },
        { events: [event(r)] },
      ]),
    ),
    // Unusual encodings inside the JSON, each with a certain defect besides (op_res 1).
    batch('batch:prototype-and-unicode', (r) => ({
      common: JSON.parse(
        r.pick([
          '{"__proto__":{"polluted":1},"device_id":"abcdefgh"}',
          '{"constructor":{"prototype":{}},"device_id":"abcdefgh"}',
          '{"device_id":"\\ud800\\u0000\\u202e"}',
        ]),
      ) as unknown,
      events: [event(r, { op_res: 1, op_obj_value: { key: '\u{1F600}\u0301\uFF11' } })],
    })),
    batch(
      'batch:deep-nesting',
      (r) =>
        r.pick([
          JSON.parse('['.repeat(2000) + ']'.repeat(2000)) as unknown,
          {
            common: common(r),
            events: [
              event(r, {
                op_obj_value: { a: JSON.parse('['.repeat(1000) + ']'.repeat(1000)) as unknown },
              }),
            ],
          },
        ]),
      /Invalid batch/,
      20,
    ),
  ]
  return {
    method: 'POST',
    path: 'stats/collect',
    maxBytes: BEACON_MAX_BYTES,
    base: (r) => {
      const s = sealed(r, JSON.stringify(refusedBatch(r)))
      return fields(s.t, s.sealedBytes.toString('base64'))
    },
    defects: gens,
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Defects every endpoint must refuse the same way

function multipart(fieldsIn: Pairs, file: boolean, r: Rng): Buffer {
  const boundary = `----fuzz${r.id()}`
  const parts: Buffer[] = fieldsIn.map(([k, v]) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${safeDecode(k)}"\r\n\r\n${safeDecode(v)}\r\n`,
    ),
  )
  if (file) {
    const name = fieldsIn[0] ? safeDecode(fieldsIn[0][0]) : 'data'
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}_file"; filename="a.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      r.bytes(64),
      Buffer.from('\r\n'),
    )
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  return Buffer.concat(parts)
}
const boundaryOf = (body: Buffer) => body.subarray(2, body.indexOf('\r\n')).toString()
function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '))
  } catch {
    return s
  }
}

function genericGens(e: Endpoint): Gen[] {
  const post = e.method === 'POST'
  const realNames = (r: Rng) => e.base(r).map(([k]) => k)
  const gens: Gen[] = [
    {
      family: 'method:put-delete-patch',
      make: (r) => ({
        family: 'method:put-delete-patch',
        method: r.pick(['PUT', 'DELETE', 'PATCH']),
        fields: e.base(r),
        expect: 405,
      }),
    },
    {
      family: 'method:swapped',
      make: (r) => ({
        family: 'method:swapped',
        method: post ? 'GET' : 'POST',
        fields: e.base(r),
        expect: 405,
      }),
    },
    lit('field:unknown', (r) => [...e.base(r), [r.pick(UNKNOWN_NAMES), enc(r.word())]]),
    lit('field:repeated', (r) => {
      const base = e.base(r)
      const pair = base.length ? r.pick(base) : (['x', '1'] as [string, string])
      return [...base, [pair[0], r.pick([pair[1], enc(r.word()), enc('{"a":1}')])]]
    }),
    lit('field:bad-name-encoding', (r) => [...e.base(r), [r.pick(BAD_ENCODINGS), '1']]),
    {
      family: 'field:5000-params',
      cap: 12,
      make: (r) => {
        const many: Pairs = Array.from({ length: 5000 }, (_, i) =>
          r.int(2) ? ['p', String(i)] : [`p${i.toString(36)}`, ''],
        )
        const fields = [...e.base(r), ...many]
        // Too big for the request line (431), or a repeated/unknown parameter (400), or a body over the limit (413).
        return {
          family: 'field:5000-params',
          fields,
          expect: post
            ? Buffer.byteLength(join(fields)) > (e.maxBytes ?? 0)
              ? 413
              : 400
            : undefined,
        }
      },
    },
    {
      family: 'path:bad-encoding',
      make: (r) => {
        const bad = r.pick(BAD_ENCODINGS)
        const target = r.pick([
          `${e.path}${bad}`,
          `${bad}/${e.path}`,
          e.path.includes('/') ? e.path.replace('/', `/${bad}`) : `${bad}${e.path}`,
        ])
        return { family: 'path:bad-encoding', target, fields: e.base(r), expect: 400 }
      },
    },
    {
      // A control character once decoded is refused before any route (src/http/security.ts, pathProblem).
      family: 'path:control-character',
      make: (r) => {
        const bad = r.pick(['%00', '%0A', '%0d%0a', '%1F', '%7F'])
        const target = r.pick([
          `${e.path}${bad}`,
          e.path.includes('/') ? e.path.replace('/', `/${bad}`) : `${bad}${e.path}`,
        ])
        return {
          family: 'path:control-character',
          target,
          fields: e.base(r),
          expect: 400,
          msg: /control character/,
        }
      },
    },
    {
      family: 'path:unknown',
      make: (r) => {
        const target = r.pick([
          `${e.path}/x`,
          e.path.toUpperCase(),
          `${e.path}%20`,
          `${e.path}.json`,
          `${e.path}%252F`,
          `${e.path}${enc('\u200B')}`,
        ])
        return {
          family: 'path:unknown',
          target,
          fields: e.base(r),
          expect: 404,
          msg: /Unknown endpoint/,
        }
      },
    },
  ]
  if (!post) {
    gens.push({
      family: 'field:huge-value',
      cap: 40,
      make: (r) => {
        const huge = r.int(4) === 0
        const name = realNames(r)[0] ?? 'zz'
        return {
          family: 'field:huge-value',
          fields: [[name, enc(x(huge ? 20_000 + r.int(40_000) : 4000 + r.int(8000)))]],
          expect: huge ? undefined : 400,
        }
      },
    })
    return gens
  }
  const max = e.maxBytes as number
  gens.push(
    {
      family: 'body:over-limit',
      cap: 60,
      make: (r) => {
        const size = r.pick([max + 1, max + 1 + r.int(64), 2 * max, 1024 * 1024])
        return {
          family: 'body:over-limit',
          body: `zz=${x(size)}`,
          headers: { 'content-type': FORM },
          expect: 413,
        }
      },
    },
    {
      family: 'body:over-limit-chunked',
      cap: 20,
      make: (r) => {
        const total = max + 1 + r.int(128 * 1024)
        return {
          family: 'body:over-limit-chunked',
          headers: { 'content-type': FORM },
          body: () => {
            let sent = 0
            return new ReadableStream<Uint8Array>({
              pull(controller) {
                if (sent >= total) return controller.close()
                const n = Math.min(16 * 1024, total - sent)
                controller.enqueue(new Uint8Array(n).fill(0x61))
                sent += n
              },
            })
          },
          expect: 413,
        }
      },
    },
    {
      family: 'content-type:wrong',
      make: (r) => {
        const base = e.base(r)
        const text = join(base)
        const object = Object.fromEntries(base.map(([k, v]) => [safeDecode(k), safeDecode(v)]))
        const variant = r.pick([
          () => ({
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(object),
            expect: 415,
          }),
          () => ({ headers: { 'content-type': 'text/plain' }, body: text, expect: 415 }),
          () => ({
            headers: { 'content-type': 'application/xml' },
            body: `<?xml version="1.0"?><form>${text.replace(/[<&]/g, '')}</form>`,
            expect: 415,
          }),
          () => ({ headers: {}, body: Buffer.from(text), expect: 415 }),
          () => ({
            headers: { 'content-type': 'application/x-www-form-urlencode' },
            body: text,
            expect: 415,
          }),
          () => ({ headers: { 'content-type': 'form-data' }, body: text, expect: 415 }),
          () => {
            const body = multipart(base, true, r)
            return {
              headers: { 'content-type': `multipart/form-data; boundary=${boundaryOf(body)}` },
              body,
              expect: 400,
            }
          },
          () => ({
            headers: { 'content-type': 'multipart/form-data' },
            body: multipart(base, false, r),
            expect: 400,
          }),
          () => {
            const body = multipart(base, false, r)
            return {
              headers: { 'content-type': `multipart/form-data; boundary=${boundaryOf(body)}` },
              body: body.subarray(0, body.length - 12 - r.int(20)),
              expect: 400,
            }
          },
          () => ({
            headers: { 'content-type': 'multipart/form-data; boundary=not-the-boundary' },
            body: multipart(base, false, r),
            expect: 400,
          }),
          () => ({
            headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-16le' },
            body: Buffer.from(`${text}&zz=1`, 'utf16le'),
            expect: 400,
          }),
        ])()
        return { family: 'content-type:wrong', ...variant }
      },
    },
    {
      family: 'origin:foreign',
      make: (r) => ({
        family: 'origin:foreign',
        fields: e.base(r),
        headers: {
          origin: r.pick([
            'https://evil.example',
            'null',
            'http://localhost.evil.example',
            `${GLOBAL}.evil.example`,
          ]),
        },
        expect: 403,
      }),
    },
    {
      family: 'content-encoding:garbage',
      make: (r) => {
        const body = r.pick([
          gzipSync(`${join(e.base(r))}&zz=1`),
          Buffer.concat([Buffer.from([0x1f, 0x8b, 0x08, 0x00]), r.bytes(32 + r.int(256))]),
          r.bytes(16 + r.int(128)),
        ])
        return {
          family: 'content-encoding:garbage',
          headers: { 'content-type': FORM, 'content-encoding': r.pick(['gzip', 'deflate', 'br']) },
          body,
          expect: 400,
        }
      },
    },
    {
      family: 'body:invalid-utf8',
      make: (r) => ({
        family: 'body:invalid-utf8',
        headers: { 'content-type': FORM },
        body: Buffer.concat([
          Buffer.from(`${join(e.base(r))}&`),
          Buffer.from(
            r.pick([
              [0xff, 0xfe],
              [0xc0, 0xaf],
              [0xed, 0xa0, 0x80],
              [0xe2, 0x82],
              [0xf0, 0x9f, 0x98],
            ]),
          ),
          Buffer.from('=1'),
        ]),
        expect: 400,
      }),
    },
  )
  return gens
}

// ---------------------------------------------------------------------------------------------------------------
// Cases

interface Case {
  n: number
  endpoint: string
  family: string
  method: string
  url: string
  headers: Record<string, string>
  body?: string | Buffer | (() => ReadableStream<Uint8Array>)
  expect?: number
  msg?: RegExp
  /** Sent first: every family once on every endpoint. */
  warmup: boolean
}

/** A distinct visitor address per request (198.18.0.0/15, the benchmarking range): no per-IP limit is reached. */
const addressOf = (n: number) => `198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}`

function buildCases(ctx: Context): Case[] {
  const endpoints = [
    ...getEndpoints(),
    consultation(),
    recordSource(),
    fingerprintLog(),
    authorizedLogin(ctx),
    exchangeLoginCode(ctx),
    statsCollect(ctx),
  ]
  expect(endpoints.map((e) => `${e.method} ${e.path}`).sort()).toEqual(
    ENDPOINTS.map((e) => `${e.method} ${e.path}`).sort(),
  )
  const perEndpoint = endpoints.map((e) => [...e.defects, ...genericGens(e)])
  const families = perEndpoint.reduce((sum, gens) => sum + gens.length, 0)
  const cases: Case[] = []
  endpoints.forEach((e, i) => {
    const gens = perEndpoint[i] as Gen[]
    const quota = Math.ceil((TOTAL * gens.length) / families)
    const used = new Map<string, number>()
    const r = rng(SEED ^ Math.imul(i + 1, 0x9e3779b1))
    for (let k = 0; k < quota; k++) {
      // Every family once, then families at random (heavy ones up to their cap).
      let gen = k < gens.length ? (gens[k] as Gen) : r.pick(gens)
      while (gen.cap !== undefined && (used.get(gen.family) ?? 0) >= gen.cap) gen = r.pick(gens)
      used.set(gen.family, (used.get(gen.family) ?? 0) + 1)
      const d = gen.make(r)
      const method = d.method ?? e.method
      const n = cases.length + 1
      const headers: Record<string, string> = {
        'x-forwarded-for': addressOf(n),
        'user-agent': BROWSER_UA,
        ...(method === 'POST' && r.int(2) ? { origin: GLOBAL } : {}),
        ...d.headers,
      }
      let url = `/api/${d.target ?? e.path}`
      let body = d.body
      if (d.fields && body === undefined) {
        if (method === 'GET' || method === 'DELETE') {
          if (d.fields.length) url += `?${join(d.fields)}`
        } else {
          body = join(d.fields)
          headers['content-type'] ??= FORM
        }
      }
      cases.push({
        n,
        endpoint: e.path,
        family: d.family,
        method,
        url,
        headers,
        body,
        expect: d.expect,
        msg: d.msg,
        warmup: k < gens.length,
      })
    }
  })
  return cases
}

// ---------------------------------------------------------------------------------------------------------------
// The server process, for its memory

/**
 * The process serving `port`: a listening TCP socket on the port (from /proc/net/tcp and tcp6) held open by a
 * process whose working directory is this repository, preferring the one started as `server.ts` (Linux only).
 */
function serverProcess(port: number): { pid: number; command: string } | undefined {
  const inodes = new Set<string>()
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = ''
    try {
      text = readFileSync(table, 'utf8')
    } catch {
      continue
    }
    for (const line of text.split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/)
      const [local, state, inode] = [cols[1], cols[3], cols[9]]
      if (
        local &&
        state === '0A' &&
        inode &&
        Number.parseInt(local.split(':')[1] ?? '', 16) === port
      )
        inodes.add(inode)
    }
  }
  if (inodes.size === 0) return undefined
  const repo = realpathSync(process.cwd())
  const found: { pid: number; command: string }[] = []
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      if (realpathSync(`/proc/${name}/cwd`) !== repo) continue
      const listens = readdirSync(`/proc/${name}/fd`).some((fd) => {
        try {
          return inodes.has(
            /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${name}/fd/${fd}`))?.[1] ?? '',
          )
        } catch {
          return false
        }
      })
      if (listens)
        found.push({
          pid: Number(name),
          command: readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\0').join(' ').trim(),
        })
    } catch {
      // Not ours to read, or ended while we looked.
    }
  }
  return found.find((p) => p.command.includes('server.ts')) ?? found[0]
}

const rssMb = (pid: number) => rss(pid) / 2 ** 20

// ---------------------------------------------------------------------------------------------------------------
// What the API wrote

interface WriteState {
  counts: Record<string, number>
  botRows: string
}

async function writeState(auth: Record<string, string>): Promise<WriteState> {
  const counts: Record<string, number> = {}
  for (const collection of WRITTEN_COLLECTIONS)
    counts[collection] = await storedCount(GLOBAL, auth, collection)
  const res = await fetch(
    `${GLOBAL}/cms/api/stat-daily?where[kind][equals]=bot&limit=1000&depth=0&sort=day`,
    { headers: auth },
  )
  expect(res.status).toBe(200)
  const { docs } = (await res.json()) as {
    docs: { day: string; events: number; updatedAt: string }[]
  }
  return { counts, botRows: JSON.stringify(docs.map((d) => [d.day, d.events, d.updatedAt])) }
}

/** Documents created or changed since `since` (an update, such as a login code marked used, changes no count). */
async function changedSince(
  auth: Record<string, string>,
  since: string,
): Promise<Record<string, number>> {
  const out: Record<string, number> = {}
  for (const collection of [...WRITTEN_COLLECTIONS, 'stat-daily']) {
    const bot = collection === 'stat-daily' ? '&where[kind][equals]=bot' : ''
    const res = await fetch(
      `${GLOBAL}/cms/api/${collection}?where[updatedAt][greater_than]=${encodeURIComponent(since)}${bot}&limit=1&depth=0`,
      {
        headers: auth,
      },
    )
    expect(res.status).toBe(200)
    out[collection] = ((await res.json()) as { totalDocs: number }).totalDocs
  }
  return out
}

// ---------------------------------------------------------------------------------------------------------------

const STACK = [
  /\n\s+at /,
  / {4}at /,
  /node_modules/,
  /Error: [^"]*[/\\][\w.-]+\.(?:[cm]?js|tsx?)\b/,
]

interface Outcome {
  c: Case
  status: number
  json: boolean
  text: string
  error?: string
  /** Times the beacon was shed (503 Busy with Retry-After, before anything is read) and sent again. */
  shed?: number
}

/**
 * Sends a case; a beacon the server sheds under load (503 with Retry-After, answered before its body is read, as
 * server.ts does when the event loop is busy) is sent again, like a page does, until validation answers it.
 */
async function send(c: Case): Promise<Outcome> {
  for (let shed = 0; ; shed++) {
    const o = await sendOnce(c)
    if (!(o.status === 503 && o.retryAfter && c.url.startsWith('/api/stats/collect') && shed < 50))
      return { ...o, shed }
    await new Promise((resolve) => setTimeout(resolve, 20 + 10 * shed))
  }
}

async function sendOnce(c: Case): Promise<Outcome & { retryAfter?: boolean }> {
  const body =
    typeof c.body === 'function'
      ? c.body()
      : typeof c.body === 'string' || c.body === undefined
        ? c.body
        : new Uint8Array(c.body)
  try {
    const init = {
      method: c.method,
      headers: c.headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(20_000),
      ...(typeof c.body === 'function' ? { duplex: 'half' } : {}),
    }
    const res = await fetch(`${GLOBAL}${c.url}`, init as RequestInit)
    const text = await res.text()
    return {
      c,
      status: res.status,
      json: Boolean(res.headers.get('content-type')?.includes('json')),
      text,
      retryAfter: res.headers.has('retry-after'),
    }
  } catch (error) {
    const e = error as Error & { cause?: { code?: string; message?: string } }
    return {
      c,
      status: 0,
      json: false,
      text: '',
      error: `${e.name}: ${e.cause?.code ?? e.cause?.message ?? e.message}`,
    }
  }
}

/** Why an answer is wrong, or undefined when it is a proper refusal. */
function problem(o: Outcome): string | undefined {
  if (o.error) return `network error ${o.error}`
  if (o.status >= 500) return `status ${o.status}`
  if (o.status < 400) return `status ${o.status}: a malformed request was accepted`
  if (o.status === 429) return 'rate-limited: the request never reached validation'
  if (o.c.expect !== undefined && o.status !== o.c.expect)
    return `status ${o.status}, expected ${o.c.expect}`
  for (const pattern of STACK)
    if (pattern.test(o.text)) return `stack trace text in the answer (${pattern})`
  if (!o.json) return undefined
  let body: { code?: unknown; msg?: unknown; data?: unknown }
  try {
    body = JSON.parse(o.text) as typeof body
  } catch {
    return 'JSON answer does not parse'
  }
  if (typeof body.msg !== 'string' || body.msg.trim() === '') return 'JSON answer without a msg'
  if (body.code !== o.status || body.data !== null)
    return `envelope code ${String(body.code)} / data ${JSON.stringify(body.data)?.slice(0, 40)}`
  if (o.c.msg && !o.c.msg.test(body.msg))
    return `msg ${JSON.stringify(body.msg.slice(0, 160))} does not match ${o.c.msg}`
  return undefined
}

test('fuzzing: 10,000+ malformed requests across every API endpoint: no 5xx, no write, bounded memory', async () => {
  // About 25 s on two cores (15-40 s measured); generous for a busy machine.
  test.setTimeout(120_000)
  const started = Date.now()
  const auth = await adminAuth()

  // The endpoint list above is the server's: each answers its method, a path next to them is unknown.
  const source = readFileSync(path.join(process.cwd(), 'src/server/api/endpoints.ts'), 'utf8')
  const declared = [...source.matchAll(/method: '(GET|POST)',\s*path: '([^']+)'/g)]
    .map((m) => `${m[1]} ${m[2]}`)
    .sort()
  expect(declared, 'tests/e2e/fuzz.spec.ts ENDPOINTS matches src/server/api/endpoints.ts').toEqual(
    ENDPOINTS.map((e) => `${e.method} ${e.path}`).sort(),
  )
  for (const e of ENDPOINTS) {
    const res = await fetch(`${GLOBAL}/api/${e.path}`, {
      method: 'OPTIONS',
      headers: { 'x-forwarded-for': '198.19.255.1' },
    })
    expect(res.status, e.path).toBe(204)
    // HEAD wherever GET is (RFC 9110).
    expect(new Set(res.headers.get('allow')?.split(/,\s*/)), e.path).toEqual(
      new Set([e.method, ...(e.method === 'GET' ? ['HEAD'] : []), 'OPTIONS']),
    )
  }
  for (const unknown of [
    'stats',
    'sys/config',
    'stats/keys',
    'home/base-info/x',
    'fuzz/not-an-endpoint',
  ]) {
    const res = await fetch(`${GLOBAL}/api/${unknown}`, {
      method: 'OPTIONS',
      headers: { 'x-forwarded-for': '198.19.255.2' },
    })
    expect(res.status, unknown).toBe(404)
    expect(((await res.json()) as { msg: string }).msg).toContain('Unknown endpoint')
  }

  const ctx: Context = {
    siteKey: await beaconKey(GLOBAL),
    otherKey: generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey,
    googleConfigured: Boolean(process.env.GOOGLE_CLIENT_ID),
    exchangeSecret: process.env.APP_EXCHANGE_SECRET || undefined,
  }
  const cases = buildCases(ctx)
  expect(cases.length).toBeGreaterThanOrEqual(10_000)
  console.log(
    `fuzz: seed ${SEED} (FUZZ_SEED=${SEED} reproduces), ${cases.length} requests, concurrency ${CONCURRENCY}`,
  )

  const before = await writeState(auth)
  const since = new Date().toISOString()
  const server = process.platform === 'linux' ? serverProcess(PORT) : undefined
  if (process.platform === 'linux')
    expect(server, `a process of this repository listening on port ${PORT}`).toBeDefined()

  const outcomes: Outcome[] = []
  const run = async (list: Case[]) => {
    let next = 0
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < list.length) outcomes.push(await send(list[next++] as Case))
      }),
    )
  }
  // Every family once on every endpoint first, then the rest in a seeded random order (endpoints interleaved).
  const shuffler = rng(SEED ^ 0x51f7)
  const rest = cases.filter((c) => !c.warmup)
  for (let i = rest.length - 1; i > 0; i--) {
    const j = shuffler.int(i + 1)
    ;[rest[i], rest[j]] = [rest[j] as Case, rest[i] as Case]
  }
  const ordered = [...cases.filter((c) => c.warmup), ...rest]
  const half = Math.floor(ordered.length / 2)

  const rssStart = server ? rssMb(server.pid) : 0
  let rssPeak = rssStart
  const sampler = setInterval(() => {
    if (server) rssPeak = Math.max(rssPeak, rssMb(server.pid))
  }, 250)
  const fuzzStarted = Date.now()
  // Memory: the first half warms the server up (code paths loaded, heap grown to this load); the second half, as
  // many requests again, must not grow it by much more. A leak grows with every request, warm-up does not.
  await run(ordered.slice(0, half))
  await new Promise((resolve) => setTimeout(resolve, 1_000))
  const rssBefore = server ? rssMb(server.pid) : 0
  await run(ordered.slice(half))
  const fuzzSeconds = (Date.now() - fuzzStarted) / 1000
  clearInterval(sampler)

  // Settle: answers are sent, let the server finish what it does after them.
  await new Promise((resolve) => setTimeout(resolve, 2_000))
  const rssAfter = server ? rssMb(server.pid) : 0

  // Report: per status, per endpoint and status, and every problem (the first 40 in full).
  const statuses: Record<string, number> = {}
  const table: Record<string, Record<string, number>> = {}
  const families = new Set<string>()
  const kinds: Record<string, number> = {}
  for (const o of outcomes) {
    const kind = o.c.family.split(':')[0] as string
    kinds[kind] = (kinds[kind] ?? 0) + 1
    const key = o.error ? 'error' : String(o.status)
    statuses[key] = (statuses[key] ?? 0) + 1
    const row = (table[o.c.endpoint] ??= {})
    row[key] = (row[key] ?? 0) + 1
    families.add(o.c.family)
  }
  const problems = outcomes
    .map((o) => ({ o, why: problem(o) }))
    .filter((p): p is { o: Outcome; why: string } => p.why !== undefined)
  const fiveXX = outcomes.filter((o) => o.status >= 500).length
  const networkErrors = outcomes.filter((o) => o.error).length
  const shed = outcomes.reduce((sum, o) => sum + (o.shed ?? 0), 0)
  console.log(`fuzz: requests per kind of defect ${JSON.stringify(kinds)}`)
  console.log(
    `fuzz: per endpoint and status\n${Object.entries(table)
      .map(([e, row]) => `  ${e.padEnd(46)} ${JSON.stringify(row)}`)
      .join('\n')}`,
  )
  // Problems grouped by endpoint, family and answer, with two examples each.
  const groups = new Map<string, { o: Outcome; why: string }[]>()
  for (const p of problems) {
    const key = `${p.o.c.endpoint} / ${p.o.c.family} -> ${p.o.error ?? p.o.status}`
    groups.set(key, [...(groups.get(key) ?? []), p])
  }
  for (const [key, list] of groups) {
    console.log(`fuzz problem: ${key}: ${list.length}x`)
    for (const { o, why } of list.slice(0, 2))
      console.log(
        `    #${o.c.n} ${o.c.method} ${o.c.url.slice(0, 160)}: ${why}; answer ${o.text.slice(0, 200)}`,
      )
  }
  const after = await writeState(auth)
  const changed = await changedSince(auth, since)
  const summary = `fuzz: ${outcomes.length} requests in ${fuzzSeconds.toFixed(1)} s (${families.size} families, seed ${SEED}), ${fiveXX} 5xx, ${networkErrors} network errors, ${problems.length} problems, ${shed} beacons shed and resent, statuses ${JSON.stringify(statuses)}, rss start/half/end ${rssStart.toFixed(0)}/${rssBefore.toFixed(0)}/${rssAfter.toFixed(0)} MB (peak ${rssPeak.toFixed(0)} MB${server ? `, pid ${server.pid}` : ''}), total ${((Date.now() - started) / 1000).toFixed(1)} s`
  console.log(summary)
  await test.info().attach('fuzz-report.json', {
    body: JSON.stringify(
      {
        seed: SEED,
        statuses,
        table,
        kinds,
        problems: problems.map(({ o, why }) => ({
          n: o.c.n,
          endpoint: o.c.endpoint,
          family: o.c.family,
          method: o.c.method,
          url: o.c.url.slice(0, 300),
          why,
          answer: o.text.slice(0, 300),
        })),
      },
      null,
      2,
    ),
    contentType: 'application/json',
  })

  expect(outcomes).toHaveLength(cases.length)
  expect(fiveXX, '5xx answers').toBe(0)
  expect(networkErrors, 'network errors').toBe(0)
  expect(
    problems.map(({ o, why }) => `#${o.c.n} ${o.c.endpoint} / ${o.c.family}: ${why}`).slice(0, 20),
  ).toEqual([])
  expect(after, 'nothing was stored').toEqual(before)
  expect(changed, 'nothing was created or changed').toEqual(
    Object.fromEntries(Object.keys(changed).map((k) => [k, 0])),
  )
  if (server)
    expect(
      rssAfter - rssBefore,
      `server RSS growth over the second half in MB (bound ${RSS_BOUND_MB})`,
    ).toBeLessThan(RSS_BOUND_MB)
})
