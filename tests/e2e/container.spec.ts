/**
 * The runtime image, run as Docker runs it but outside a container (Docker cannot run here): its files assembled by
 * the Dockerfile's own command (scripts/runtime-tree.ts) into a folder of their own, this run's build beside them
 * (compose.yaml mounts the deployment's build there), and the image's command read from the Dockerfile. HOSTNAME is
 * what Docker sets it to (the container's id, a name that is not an address) and, as a second case, a loopback
 * address. In both, the server must answer on its port with the editors' redirects applied (the proxy's tables load
 * from the database) and the route index guarding articles; and what needs files beside the code (the signed-in
 * admin, the beacon's worker, social cards, the image optimizer) must work from the image's files alone.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import {
  linkSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import sharp from 'sharp'
import { beaconKey, BROWSER_UA, sealBatch, sendWhileBusy } from '../../scripts/lib/beacon'
import { freePort } from '../../scripts/lib/free-port'
import { missingFromTree, RUNTIME_TREE_BUDGET_MB } from '../../scripts/lib/runtime-tree'
import { untilAnswering } from '../../scripts/lib/until-answering'
import { adminAuth, GLOBAL, PORT } from './helpers'

const DOCKERFILE = readFileSync('Dockerfile', 'utf8')
const DIST_DIR = process.env.NEXT_DIST_DIR || '.next'

/** The runtime image's CMD (the last stage's), as an argument list. */
function imageCommand(): string[] {
  const line = [...DOCKERFILE.matchAll(/^CMD (\[.*\])\s*$/gm)].at(-1)?.[1]
  if (!line) throw new Error('No CMD in the Dockerfile')
  return JSON.parse(line) as string[]
}

/** Every file and link under `dir`, relative to it. */
function listTree(dir: string, sub = ''): string[] {
  return readdirSync(path.join(dir, sub), { withFileTypes: true }).flatMap((entry) => {
    const relative = sub ? `${sub}/${entry.name}` : entry.name
    return entry.isDirectory() ? listTree(dir, relative) : [relative]
  })
}

/** A copy of the build made of hard links; files the running server removes meanwhile are skipped. */
function linkBuild(from: string, to: string) {
  mkdirSync(to, { recursive: true })
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const [source, target] = [path.join(from, entry.name), path.join(to, entry.name)]
    try {
      if (entry.isDirectory()) linkBuild(source, target)
      else if (entry.isSymbolicLink()) symlinkSync(readlinkSync(source), target)
      else linkSync(source, target)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    }
  }
}

let tree = ''
let files: string[] = []

test.beforeAll(async () => {
  // Tracing the server takes a minute or two on a busy machine.
  test.setTimeout(600_000)
  const command = /^RUN (npx tsx scripts\/runtime-tree\.ts) \S+$/m.exec(DOCKERFILE)?.[1]
  if (!command)
    throw new Error(
      'The Dockerfile does not assemble the runtime tree with scripts/runtime-tree.ts',
    )
  tree = path.join(mkdtempSync(path.join(os.tmpdir(), 'runtime-image-')), 'app')
  const [program = 'npx', ...args] = command.split(' ')
  execFileSync(program, [...args, tree], { stdio: 'inherit' })
  files = listTree(tree)
  linkBuild(DIST_DIR, path.join(tree, DIST_DIR))
})

test.afterAll(() => {
  if (tree) rmSync(path.dirname(tree), { recursive: true, force: true })
})

test('the runtime image holds packages of `dependencies` only, within its budget, and all this build loads', () => {
  const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
    packages: Record<string, { dev?: boolean }>
  }
  const packages = new Set(
    files.map((file) => /^(?:node_modules\/(?:@[^/]+\/)?[^/]+\/)+/.exec(file)?.[0].slice(0, -1)),
  )
  packages.delete(undefined)
  expect(
    [...packages].filter(
      (name) => !lock.packages[name as string] || lock.packages[name as string]?.dev,
    ),
  ).toEqual([])
  const megabytes =
    files.reduce((sum, file) => sum + lstatSync(path.join(tree, file)).size, 0) / 2 ** 20
  expect(megabytes).toBeLessThan(RUNTIME_TREE_BUDGET_MB)
  expect(missingFromTree(files, DIST_DIR)).toEqual([])
})

for (const { hostname, everything } of [
  { hostname: '4f2a9c1e7b3d', everything: true },
  { hostname: '127.0.0.1', everything: false },
]) {
  test(`the image's command serves from the image's files with HOSTNAME=${hostname}`, async () => {
    test.setTimeout(240_000)
    const [program, ...args] = imageCommand()
    expect(program).toBe('node')
    const port = await freePort()
    const output: string[] = []
    const child: ChildProcess = spawn(process.execPath, args, {
      cwd: tree,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOSTNAME: hostname,
        PORT: String(port),
        DATA_DIR: path.resolve(process.env.DATA_DIR || 'data'),
        SITE_URL: GLOBAL,
        SITE_URL_ZH: `http://zh.localhost:${PORT}`,
        STATS_JOB_HOURS: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    for (const stream of [child.stdout, child.stderr])
      stream?.on('data', (d: Buffer) => output.push(d.toString()))
    // What the server said, when it stops before answering.
    child.on('exit', (code) => code && console.error(output.join('')))
    const base = `http://127.0.0.1:${port}`
    const headers = { host: `localhost:${PORT}` }
    const get = (path: string, more: Record<string, string> = {}) =>
      fetch(`${base}${path}`, { redirect: 'manual', headers: { ...headers, ...more } })
    const auth = await adminAuth()
    let created: number | undefined
    try {
      await untilAnswering(`${base}/`, {
        exited: () => child.exitCode !== null,
        timeoutMs: 90_000,
        headers,
      })
      // The demo redirect, from the CMS, applied by the proxy.
      await expect
        .poll(async () => (await get('/price')).headers.get('location'), { timeout: 10_000 })
        .toBe(`${GLOBAL}/pricing`)
      // A redirect created now reaches this instance too.
      const from = `/container-${hostname.replace(/\W/g, '')}-${Date.now()}`
      const res = await fetch(`${GLOBAL}/cms/api/redirects`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ from, to: '/download' }),
      })
      created = ((await res.json()) as { doc: { id: number } }).doc.id
      await expect
        .poll(async () => (await get(from)).headers.get('location'), { timeout: 10_000 })
        .toBe(`${GLOBAL}/download`)
      // The route index: a published article answers, a made-up one is a 404 without rendering. (A seeded post: the
      // newest one may be another test's, published in one language or on its way out.)
      expect((await get('/blog/fingerprints-guide')).status).toBe(200)
      expect((await get('/blog/no-such-post-in-the-container')).status).toBe(404)
      // The CMS answers, and nothing names the container or the bind address.
      const cms = await get('/cms/api/payload-migrations')
      expect(cms.status).toBe(404)
      expect(await cms.text()).not.toContain(hostname)
      if (everything) {
        // The signed-in admin, rendered by the server.
        const admin = await get('/admin/collections/posts', {
          authorization: auth.Authorization as string,
        })
        expect(await admin.text()).toMatch(/<title>Blog posts\b/)
        // The product API, and the beacon stored by its worker thread.
        expect(
          ((await (await get('/api/search?q=proxy&lang=en')).json()) as { code: number }).code,
        ).toBe(0)
        const key = await beaconKey(GLOBAL)
        const event = {
          id: randomUUID(),
          op_type: 0,
          op_res: 0,
          op_obj_type: 22,
          op_obj_value: { url: `${GLOBAL}/pricing` },
          user_timestamp_: Date.now(),
        }
        const body = sealBatch(key, {
          common: {
            device_id: `image-${randomUUID().slice(0, 12)}`,
            page: `${GLOBAL}/pricing`,
            locale: 'en',
          },
          events: [event],
        })
        const beacon = {
          'content-type': 'application/x-www-form-urlencoded',
          origin: GLOBAL,
          'user-agent': BROWSER_UA,
          'x-forwarded-for': '198.51.100.77',
        }
        const post = () =>
          fetch(`${base}/api/stats/collect`, {
            method: 'POST',
            headers: { ...headers, ...beacon },
            body,
          })
        const { answer } = await sendWhileBusy(post, (sent) => sent.status === 503, {
          timeoutMs: 60_000,
        })
        expect(await answer.json()).toMatchObject({ code: 0, data: { stored: 1 } })
        // A social card in Japanese (its fonts are read from their package) and an optimised image.
        const page = await (await get('/jp/pricing')).text()
        const card = new URL(
          /<meta property="og:image" content="([^"]+)"/.exec(page)?.[1]?.replace(/&amp;/g, '&') ??
            '/missing-card',
        )
        const png = Buffer.from(await (await get(card.pathname + card.search)).arrayBuffer())
        expect([png.subarray(1, 4).toString(), png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual(
          ['PNG', 1200, 630],
        )
        // The seed's pictures are drawn in the page: an editor's upload is what the optimizer gets.
        const form = new FormData()
        const picture = await sharp({
          create: { width: 640, height: 360, channels: 3, background: '#1d4ed8' },
        })
          .png()
          .toBuffer()
        form.append(
          'file',
          new Blob([new Uint8Array(picture)], { type: 'image/png' }),
          `container-${Date.now()}.png`,
        )
        form.append('_payload', JSON.stringify({ alt: 'A blue picture' }))
        const upload = await fetch(`${GLOBAL}/cms/api/media`, {
          method: 'POST',
          headers: { Authorization: auth.Authorization as string },
          body: form,
        })
        expect(upload.status).toBe(201)
        const { url } = ((await upload.json()) as { doc: { url: string } }).doc
        const optimised = await get(
          `/_next/image?url=${encodeURIComponent(new URL(url, GLOBAL).pathname)}&w=640&q=100`,
          {
            accept: 'image/avif,image/webp',
          },
        )
        expect([optimised.status, optimised.headers.get('content-type')]).toEqual([
          200,
          'image/avif',
        ])
      }
      expect(output.join('')).not.toMatch(
        /Failed to proxy|EADDRNOTAVAIL|ENOTFOUND|Cannot find module|MODULE_NOT_FOUND/,
      )
    } finally {
      if (created)
        await fetch(`${GLOBAL}/cms/api/redirects/${created}`, { method: 'DELETE', headers: auth })
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM')
        await new Promise((resolve) => child.once('exit', resolve))
      }
    }
  })
}
