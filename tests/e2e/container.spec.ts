/**
 * The container image's command, run as Docker runs it but outside a container (Docker cannot run here): the
 * command is read from the Dockerfile, HOSTNAME is what Docker sets it to (the container's id, a name that is not an
 * address) and, as a second case, a loopback address. In both, the server must answer on its port with the
 * editors' redirects applied (the proxy's tables load from the database) and the route index guarding articles.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { freePort } from '../../scripts/lib/free-port'
import { untilAnswering } from '../../scripts/lib/until-answering'
import { adminAuth, GLOBAL, PORT } from './helpers'

/** The Dockerfile's CMD, as an argument list. */
function imageCommand(): string[] {
  const line = /^CMD (\[.*\])\s*$/m.exec(readFileSync('Dockerfile', 'utf8'))?.[1]
  if (!line) throw new Error('No CMD in the Dockerfile')
  return JSON.parse(line) as string[]
}

for (const hostname of ['4f2a9c1e7b3d', '127.0.0.1']) {
  test(`the image's command serves with HOSTNAME=${hostname}: CMS redirects and route tables load`, async () => {
    test.setTimeout(120_000)
    const [program, ...args] = imageCommand()
    expect(program).toBe('node')
    const port = await freePort()
    const output: string[] = []
    const child: ChildProcess = spawn(process.execPath, args, {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOSTNAME: hostname,
        PORT: String(port),
        SITE_URL: GLOBAL,
        SITE_URL_ZH: `http://zh.localhost:${PORT}`,
        STATS_JOB_HOURS: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    for (const stream of [child.stdout, child.stderr]) stream?.on('data', (d: Buffer) => output.push(d.toString()))
    const base = `http://127.0.0.1:${port}`
    const get = (path: string) => fetch(`${base}${path}`, { redirect: 'manual', headers: { host: `localhost:${PORT}` } })
    const auth = await adminAuth()
    let created: number | undefined
    try {
      await untilAnswering(`${base}/`, { exited: () => child.exitCode !== null, timeoutMs: 90_000, headers: { host: `localhost:${PORT}` } })
      // The demo redirect, from the CMS, applied by the proxy.
      await expect.poll(async () => (await get('/price')).headers.get('location'), { timeout: 10_000 }).toBe(`${GLOBAL}/pricing`)
      // A redirect created now reaches this instance too.
      const from = `/container-${hostname.replace(/\W/g, '')}-${Date.now()}`
      const res = await fetch(`${GLOBAL}/cms/api/redirects`, { method: 'POST', headers: auth, body: JSON.stringify({ from, to: '/download' }) })
      created = ((await res.json()) as { doc: { id: number } }).doc.id
      await expect.poll(async () => (await get(from)).headers.get('location'), { timeout: 10_000 }).toBe(`${GLOBAL}/download`)
      // The route index: a published article answers, a made-up one is a 404 without rendering. (A seeded post: the
      // newest one may be another test's, published in one language or on its way out.)
      expect((await get('/blog/fingerprints-guide')).status).toBe(200)
      expect((await get('/blog/no-such-post-in-the-container')).status).toBe(404)
      // The CMS answers, and nothing names the container or the bind address.
      const cms = await get('/cms/api/payload-migrations')
      expect(cms.status).toBe(404)
      expect(await cms.text()).not.toContain(hostname)
      expect(output.join('')).not.toMatch(/Failed to proxy|EADDRNOTAVAIL|ENOTFOUND/)
    } finally {
      if (created) await fetch(`${GLOBAL}/cms/api/redirects/${created}`, { method: 'DELETE', headers: auth })
      child.kill('SIGTERM')
      await new Promise((resolve) => child.once('exit', resolve))
    }
  })
}
