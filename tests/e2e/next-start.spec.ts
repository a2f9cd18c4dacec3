/**
 * The build served by bare `next start`, as any host that runs the Next.js app as it is would serve it (no
 * server.ts): the site's status codes and its caching marks must come from the app itself. A second server on the
 * end-to-end build and database, beside the one the other tests use.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { request as httpRequest } from 'node:http'
import { expect, test } from '@playwright/test'
import { freePort } from '../../scripts/lib/free-port'
import { untilAnswering } from '../../scripts/lib/until-answering'
import { GLOBAL, PORT, ZH_HOST, type RawResponse } from './helpers'

let child: ChildProcess
let port = 0
const output: string[] = []

/** A GET to the bare server, with the path as written and the Host of the site's origins. */
function get(path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path, headers: { host: `localhost:${PORT}`, ...headers } },
      (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk) => (body += chunk))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            location: res.headers.location,
            headers: res.headers,
            body,
          }),
        )
      },
    )
    req.on('error', reject)
    req.end()
  })
}

test.beforeAll(async () => {
  test.setTimeout(120_000)
  port = await freePort()
  child = spawn(
    process.execPath,
    ['node_modules/next/dist/bin/next', 'start', '-p', String(port)],
    {
      // The origins are the end-to-end server's: the bare server is reached with their Host.
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        SITE_URL: GLOBAL,
        SITE_URL_ZH: `http://${ZH_HOST}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  for (const stream of [child.stdout, child.stderr])
    stream?.on('data', (d: Buffer) => output.push(d.toString()))
  await untilAnswering(`http://127.0.0.1:${port}/pricing`, {
    exited: () => child.exitCode !== null,
    timeoutMs: 90_000,
    headers: { host: `localhost:${PORT}` },
  })
  // The route index loads in the process a moment after it starts: from then on, unknown articles are 404s too.
  await expect
    .poll(async () => (await get('/blog/no-such-article-here')).status, { timeout: 30_000 })
    .toBe(404)
})

test.afterAll(async () => {
  child.kill('SIGTERM')
  await new Promise((resolve) => child.once('exit', resolve))
})

test.afterEach(({}, info) => {
  if (info.status !== info.expectedStatus) console.log(output.join('').slice(-4000))
})

test('an unknown address answers 404 with the localized page, in English and in a prefixed language', async () => {
  const en = await get('/no/such/page?x=1')
  expect(en.status).toBe(404)
  expect(en.body).toContain('lang="en-US"')
  expect(en.body).toContain('<title>Page not found: /no/such/page?x=1</title>')
  expect(en.body).toContain('data-not-found="route"')
  expect(en.body).toContain('class="site-header')

  const ru = await get('/ru/no-such-page')
  expect(ru.status).toBe(404)
  expect(ru.body).toContain('lang="ru-RU"')
  expect(ru.body).toContain('Страница не найдена: /ru/no-such-page')

  const zh = await get('/no/such/page', { host: ZH_HOST })
  expect(zh.status).toBe(404)
  expect(zh.body).toContain('lang="zh-CN"')
  expect(zh.body).toContain('<title>未找到页面：/no/such/page</title>')

  // Addresses that look like files never reach the proxy (its matcher): still 404s. One that no route matches gets
  // the site's 404 in its origin's language, the address unknown; one that a page route matches gets that page's
  // notFound(), which Next.js renders on the client only (vercel/next.js#62228).
  const file = await get('/a/b/c.json', { host: ZH_HOST })
  expect(file.status).toBe(404)
  expect(file.body).toContain('lang="zh-CN"')
  expect(file.body).toContain('<title>未找到页面</title>')
  for (const path of ['/package.json', '/ru/wp-login.js'])
    expect((await get(path)).status, path).toBe(404)
})

test('a route whose validation fails answers 404 "Page Not Found: {path}"', async () => {
  for (const path of ['/blog/no-such-article-here', '/blog?page=999']) {
    const res = await get(path)
    expect(res.status, path).toBe(404)
    expect(res.body, path).toContain(`Page Not Found: ${path}`)
    expect(res.body, path).toContain('data-not-found="validation"')
  }
  const ru = await get('/ru/blog/no-such-article-here')
  expect(ru.status).toBe(404)
  expect(ru.body).toContain('lang="ru-RU"')
})

test('known pages answer 200 and redirects stay redirects', async () => {
  for (const path of ['/pricing', '/ru', '/blog/fingerprints-guide'])
    expect((await get(path)).status, path).toBe(200)
  expect((await get('/', { host: ZH_HOST })).status).toBe(200)
  const pricing = await get('/Pricing?a=1')
  expect(pricing.status).toBe(301)
  expect(pricing.location).toBe(`${GLOBAL}/pricing?a=1`)
  expect(await get('/pricing/')).toMatchObject({ status: 301, location: `${GLOBAL}/pricing` })
  const detected = await get('/', { 'accept-language': 'ru-RU' })
  expect(detected).toMatchObject({ status: 302, location: `${GLOBAL}/ru` })
  expect(detected.headers['cache-control']).toBe('private, no-store')
})

test('answers that depend on the visitor are kept from shared caches; the others are not', async () => {
  // An origin's root: whether a visitor stays there depends on their cookie and languages.
  expect((await get('/')).headers['cache-control']).toBe('private, no-cache')
  expect((await get('/', { host: ZH_HOST })).headers['cache-control']).toBe('private, no-cache')
  // An arrival from another language's page sets the language cookies.
  const switched = await get('/pricing', { referer: `${GLOBAL}/ru/pricing` })
  expect(switched.status).toBe(200)
  expect(switched.headers['cache-control']).toBe('private, no-store')
  expect(String(switched.headers['set-cookie'])).toMatch(/i18n_redirected=en/)
  expect((await get('/pricing')).headers['cache-control']).toMatch(/s-maxage=/)
  expect((await get('/ru')).headers['cache-control']).toMatch(/s-maxage=/)
})
