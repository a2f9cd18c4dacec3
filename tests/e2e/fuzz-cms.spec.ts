/**
 * Fuzzing everything that is not the product API's own validation (tests/e2e/fuzz.spec.ts does that): Payload's
 * REST API under /cms/api (every collection, global and auth route), the admin's pages, the site's pages and files,
 * the preview routes and the product API's paths, with every HTTP method the parser takes (WebDAV's and TRACE
 * included), as an anonymous visitor, a signed-in editor and a signed-in admin, with malformed ids, queries,
 * percent-encodings and bodies.
 *
 * Asserts that nothing answers 5xx or drops the connection, and that nothing was written: every collection's
 * document count and latest change, and every global, are the same afterwards. Requests that would be valid
 * writes for staff are never generated: write methods on a collection carry a body that does not parse, target an
 * id that does not exist, or match nothing.
 *
 * Deterministic: FUZZ_SEED seeds every choice (printed); FUZZ_CMS_REQUESTS sets how many are sent (default 4,000).
 */
import { request as httpRequest } from 'node:http'
import { expect, test } from '@playwright/test'
import { adminAuth, GLOBAL, PORT } from './helpers'

const SEED = Number(process.env.FUZZ_SEED || 0x5eed_f022) >>> 0
const TOTAL = Math.max(2_000, Number(process.env.FUZZ_CMS_REQUESTS || 4_000))
const CONCURRENCY = 12

const METHODS = [
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
  'TRACE',
  'PROPFIND',
  'PROPPATCH',
  'MKCOL',
  'COPY',
  'MOVE',
  'LOCK',
  'UNLOCK',
  'SEARCH',
  'PURGE',
  'REPORT',
  'LINK',
  'UNLINK',
  'QUERY',
] as const
const WRITES = new Set([
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'PROPPATCH',
  'MKCOL',
  'COPY',
  'MOVE',
  'LOCK',
  'UNLOCK',
  'LINK',
  'UNLINK',
])

function rng(seed: number) {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (n: number) => Math.floor(next() * n)
  return {
    int,
    pick: <T>(list: readonly T[]): T => list[int(list.length)] as T,
    chance: (p: number) => next() < p,
  }
}

/** Ids no document has, or that are not ids at all (never a real one: a staff DELETE must find nothing). */
const BAD_IDS = [
  '999999999',
  '0',
  '-1',
  '1.5',
  '1e999',
  'x',
  'NaN',
  'null',
  'undefined',
  'constructor',
  '__proto__',
  'toString',
  '%00',
  'a%00b',
  '..%2f..%2fsite.db',
  '..%252f',
  '%2e%2e',
  '%zz',
  '%e2%82',
  '%ED%A0%80',
  '%E2%80%AE',
  '%F0%9F%98%80',
  'x'.repeat(600),
  "1'--",
  '1;DROP',
  '{}',
  '[]',
  '%5B%5D',
  '1%20OR%201=1',
]
/** Query strings Payload parses: where, depth, limit, sort, select, locale, draft, populate, joins. */
const QUERIES = [
  '',
  '?where[x][equals]=1',
  '?where[id][like]=%25',
  '?where[id][equals]=999999999',
  '?where[__proto__][equals]=1',
  '?where[constructor][prototype][x]=1',
  '?where[or][0][and][0][or][0][and][0][id][equals]=1',
  '?where[title][near]=1,2',
  '?where[id][in]=a,b',
  '?where[id][exists]=maybe',
  '?where=1',
  '?where[]=1',
  '?depth=999',
  '?depth=-1',
  '?depth=x',
  '?limit=-1',
  '?limit=1e9',
  '?limit=x',
  '?page=0',
  '?page=-5',
  '?page=1e99',
  '?sort=__proto__',
  '?sort=-constructor',
  '?sort=hash',
  '?sort=%00',
  '?locale=xx',
  '?locale=__proto__',
  '?locale=all&fallback-locale=zz',
  '?draft=maybe',
  '?draft=true&trash=maybe',
  '?select[x]=true',
  '?select[hash]=true',
  '?select=1',
  '?populate[x]=true',
  '?joins=1',
  '?joins[x][limit]=-1',
  '?id=%zz',
  '?%zz=1',
  `?q=${'x'.repeat(3000)}`,
]
/** Bodies that never parse as what the route wants. */
const BODIES: { type: string; body: string | Buffer }[] = [
  { type: 'application/json', body: '{' },
  { type: 'application/json', body: '[1,2' },
  { type: 'application/json', body: '{"a":' },
  { type: 'application/json', body: '{"__proto__":{"admin":true},' },
  { type: 'application/json', body: '\u0000\u0001' },
  { type: 'application/json', body: Buffer.from([0xff, 0xfe, 0x00, 0x7b]) },
  { type: 'application/json', body: `{"title":"${'x'.repeat(5000)}"` },
  { type: 'text/plain', body: '{' },
  { type: 'application/x-www-form-urlencoded', body: '_payload=%7B&x=%zz' },
  {
    type: 'multipart/form-data; boundary=xyz',
    body: '--xyz\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n{\r\n--xyz--',
  },
  { type: 'multipart/form-data', body: 'no boundary' },
  {
    type: 'application/xml',
    body: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY y SYSTEM "file:///etc/passwd">]><x>&y;</x>',
  },
]

interface Case {
  n: number
  method: string
  path: string
  who: 'anonymous' | 'editor' | 'admin'
  body?: { type: string; body: string | Buffer }
}

interface Outcome {
  c: Case
  status: number
  error?: string
}

function send(c: Case, auth: Record<Case['who'], string | undefined>): Promise<Outcome> {
  return new Promise((resolve) => {
    const headers: Record<string, string> = {
      host: `localhost:${PORT}`,
      'x-forwarded-for': `198.19.${(c.n >> 8) & 255}.${c.n & 255}`,
      origin: GLOBAL,
    }
    const token = auth[c.who]
    if (token) headers.authorization = `JWT ${token}`
    if (c.body) {
      headers['content-type'] = c.body.type
      headers['content-length'] = String(Buffer.byteLength(c.body.body))
    }
    const req = httpRequest(
      { host: '127.0.0.1', port: PORT, method: c.method, path: c.path, headers, timeout: 30_000 },
      (res) => {
        res.resume()
        res.on('end', () => resolve({ c, status: res.statusCode ?? 0 }))
        res.on('error', (e) => resolve({ c, status: res.statusCode ?? 0, error: e.message }))
      },
    )
    req.on('timeout', () => req.destroy(new Error('timeout')))
    req.on('error', (e) => resolve({ c, status: 0, error: e.message }))
    req.end(c.body?.body)
  })
}

/** What the CMS holds: per collection the count and latest change, per global its last change. */
async function snapshot(headers: Record<string, string>, collections: string[], globals: string[]) {
  const out: Record<string, string> = {}
  for (const slug of collections) {
    const res = await fetch(
      `${GLOBAL}/cms/api/${slug}?limit=1&sort=-updatedAt&depth=0&select[updatedAt]=true`,
      { headers },
    )
    const body = (await res.json()) as { totalDocs?: number; docs?: { updatedAt?: string }[] }
    out[slug] = `${res.status} ${body.totalDocs} ${body.docs?.[0]?.updatedAt ?? ''}`
  }
  for (const slug of globals) {
    const res = await fetch(`${GLOBAL}/cms/api/globals/${slug}?depth=0`, { headers })
    out[`global:${slug}`] =
      `${res.status} ${((await res.json()) as { updatedAt?: string }).updatedAt ?? ''}`
  }
  return out
}

async function signIn(email: string, password: string): Promise<string> {
  const res = await fetch(`${GLOBAL}/cms/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.19.255.250' },
    body: JSON.stringify({ email, password }),
  })
  expect(res.status, `sign-in of ${email}`).toBe(200)
  return ((await res.json()) as { token: string }).token
}

test('fuzzing the CMS, the admin, the pages and files with every HTTP method: no 5xx, nothing written', async () => {
  test.setTimeout(300_000)
  const checker = await adminAuth()
  const access = (await (await fetch(`${GLOBAL}/cms/api/access`, { headers: checker })).json()) as {
    collections: Record<string, unknown>
    globals: Record<string, unknown>
  }
  const collections = Object.keys(access.collections)
  const globals = Object.keys(access.globals)
  expect(collections.length).toBeGreaterThan(20)

  // A signed-in editor and admin of their own (sessions the fuzz cannot end for the checker).
  const editorEmail = `fuzz-editor-${Date.now()}@example.com`
  const editorPassword = 'fuzz editor password, long enough'
  const created = await fetch(`${GLOBAL}/cms/api/users`, {
    method: 'POST',
    headers: checker,
    body: JSON.stringify({ email: editorEmail, password: editorPassword, roles: 'editor' }),
  })
  expect(created.status).toBe(201)
  const editorId = ((await created.json()) as { doc: { id: number } }).doc.id
  const auth = {
    anonymous: undefined,
    editor: await signIn(editorEmail, editorPassword),
    admin: await signIn(process.env.ADMIN_EMAIL as string, process.env.ADMIN_PASSWORD as string),
  }

  const r = rng(SEED ^ 0xc35)
  const cms = (slug: string): string[] => {
    const id = r.pick(BAD_IDS)
    return [
      `/cms/api/${slug}`,
      `/cms/api/${slug}/${id}`,
      `/cms/api/${slug}/versions`,
      `/cms/api/${slug}/versions/${id}`,
      `/cms/api/${slug}/count`,
      `/cms/api/${slug}/${id}/duplicate`,
      `/cms/api/${slug}/distinct`,
      `/cms/api/${slug}/${id}/${r.pick(BAD_IDS)}`,
    ]
  }
  const surfaces: (() => string)[] = [
    () => r.pick(cms(r.pick(collections))),
    () =>
      r.pick([
        `/cms/api/globals/${r.pick(globals)}`,
        `/cms/api/globals/${r.pick(globals)}/versions`,
        `/cms/api/globals/${r.pick(globals)}/versions/${r.pick(BAD_IDS)}`,
        `/cms/api/globals/${r.pick(BAD_IDS)}`,
      ]),
    () =>
      `/cms/api/users/${r.pick(['me', 'init', 'unlock', 'verify/x', 'verify/%00', 'first-register', 'access', 'refresh-token', 'forgot-password', 'reset-password', 'login'])}`,
    () =>
      `/cms/api/${r.pick(['media/file/', 'media/file/x.png', `media/file/${r.pick(BAD_IDS)}`, 'payload-preferences/nav', `payload-preferences/${r.pick(BAD_IDS)}`, 'payload-kv', 'payload-migrations', 'graphql', 'graphql-playground', 'access', r.pick(BAD_IDS)])}`,
    () =>
      r.pick([
        '/admin',
        '/admin/',
        `/admin/collections/${r.pick(collections)}`,
        `/admin/collections/${r.pick(collections)}/${r.pick(BAD_IDS)}`,
        `/admin/globals/${r.pick(globals)}`,
        `/admin/globals/${r.pick(BAD_IDS)}`,
        '/admin/account',
        '/admin/stats',
        '/admin/forgot',
        `/admin/reset/${r.pick(BAD_IDS)}`,
        `/admin/login?redirect=${r.pick(['%2F%E3%83%BCx', '%2F%2Fevil.example', 'https%3A%2F%2Fevil.example', '%00', '%zz', '%2Fadmin%2F%2E%2E%2F', 'javascript%3Aalert(1)'])}`,
        `/admin/${r.pick(BAD_IDS)}`,
      ]),
    () =>
      r.pick([
        '/',
        '/blog',
        '/ru/blog',
        `/blog/${r.pick(BAD_IDS)}`,
        `/${r.pick(BAD_IDS)}`,
        `/ru/${r.pick(BAD_IDS)}`,
        `/solutions/${r.pick(BAD_IDS)}`,
        `/alternatives/${r.pick(BAD_IDS)}`,
        `/blog-${r.pick(BAD_IDS)}`,
        `/blog?page=${r.pick(BAD_IDS)}`,
        `/partner/${r.pick(BAD_IDS)}`,
        '/pricing',
        '/download',
        '/sitemap.xml',
        `/sitemap/${r.pick(BAD_IDS)}.xml`,
        `/rss/${r.pick(BAD_IDS)}/blog.xml`,
        '/robots.txt',
      ]),
    () =>
      r.pick([
        '/_next/static/x.js',
        `/_next/static/${r.pick(BAD_IDS)}`,
        `/_next/image?url=${r.pick(['%2Fx.png', '%2F%2Fevil.example%2Fx.png', 'http%3A%2F%2F127.0.0.1%2Fx.png', '%00'])}&w=${r.pick(['64', '0', '-1', 'x'])}&q=${r.pick(['75', '101', 'x'])}`,
        '/favicon.ico',
        `/${r.pick(BAD_IDS)}.png`,
      ]),
    () =>
      r.pick([
        `/api/preview?collection=${r.pick(['posts', 'x', '__proto__'])}&id=${r.pick(BAD_IDS)}&locale=${r.pick(['en', 'xx', '__proto__'])}`,
        `/api/preview/exit?path=${r.pick(['%2F', '%2F%2Fevil.example', '%00', '%zz'])}`,
        `/api/${r.pick(['home/base-info', 'stats/collect', 'stats/key', 'sys/consultation/submit', 'redirect/lookup', 'stats/export', 'stats/rollup', r.pick(BAD_IDS)])}${r.pick(QUERIES)}`,
      ]),
  ]

  const cases: Case[] = []
  while (cases.length < TOTAL) {
    let path = r.pick(surfaces)()
    if (!path.includes('?') && r.chance(0.5)) path += r.pick(QUERIES)
    // Mostly the methods the site serves, then every other one the parser takes.
    const method = r.chance(0.75) ? r.pick(METHODS.slice(0, 7)) : r.pick(METHODS)
    const who = r.pick(['anonymous', 'editor', 'admin'] as const)
    const body = WRITES.has(method) || r.chance(0.1) ? r.pick(BODIES) : undefined
    // Staff writes only where they cannot succeed: a bare collection path may only be written with a where that
    // matches nothing (Payload treats a bulk update or delete without one as "every document").
    const root = /^\/cms\/api\/[^/?]+(?:\?|$)/.exec(path) && !path.startsWith('/cms/api/globals')
    if (who !== 'anonymous' && WRITES.has(method) && root)
      path = `${path.split('?')[0]}?where[id][equals]=999999999`
    // Signing out or refreshing ends or rotates this fuzz's own sessions: a valid request, not a malformed one.
    if (who !== 'anonymous' && /\/users\/(?:logout|refresh-token)/.test(path)) continue
    cases.push({ n: cases.length + 1, method, path, who, body })
  }

  const before = await snapshot(checker, collections, globals)
  const outcomes: Outcome[] = []
  let next = 0
  const started = Date.now()
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < cases.length) outcomes.push(await send(cases[next++] as Case, auth))
    }),
  )
  const seconds = (Date.now() - started) / 1000
  const after = await snapshot(checker, collections, globals)
  await fetch(`${GLOBAL}/cms/api/users/${editorId}`, { method: 'DELETE', headers: checker })

  const statuses: Record<string, number> = {}
  for (const o of outcomes)
    statuses[o.error ? 'error' : String(o.status)] =
      (statuses[o.error ? 'error' : String(o.status)] ?? 0) + 1
  const bad = outcomes.filter((o) => o.error || o.status >= 500 || o.status === 0)
  const groups = new Map<string, Outcome[]>()
  for (const o of bad) {
    const key = `${o.c.method} ${o.c.path.replace(/[?].*$/, '?…').slice(0, 90)} as ${o.c.who} -> ${o.error ?? o.status}`
    groups.set(key, [...(groups.get(key) ?? []), o])
  }
  for (const [key, list] of groups)
    console.log(
      `fuzz-cms problem: ${key}: ${list.length}x, e.g. #${list[0]?.c.n} ${list[0]?.c.path.slice(0, 200)}`,
    )
  console.log(
    `fuzz-cms: ${outcomes.length} requests in ${seconds.toFixed(1)} s (seed ${SEED}), ${collections.length} collections, ${globals.length} globals, ${METHODS.length} methods, statuses ${JSON.stringify(statuses)}`,
  )

  expect(outcomes).toHaveLength(cases.length)
  expect([...groups.keys()].slice(0, 30), '5xx answers or broken connections').toEqual([])
  // The fuzz's editor was created and deleted by the checker, the admin's pages keep their users' preferences
  // (list columns, open groups) as they are opened, and the statistics job rebuilds its roll-ups on its own
  // schedule (a minute after the server starts); nothing else may have changed.
  const changed = Object.keys(before).filter(
    (k) => !['users', 'payload-preferences', 'stat-daily'].includes(k) && before[k] !== after[k],
  )
  expect(
    changed.map((k) => `${k}: ${before[k]} -> ${after[k]}`),
    'collections or globals changed',
  ).toEqual([])
})
