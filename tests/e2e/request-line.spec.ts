/**
 * The server is not a proxy: no request line makes it fetch anything on a client's behalf.
 *
 * A request target in absolute form (`GET http://127.0.0.1:18999/x HTTP/1.1`) used to make Next.js fetch that
 * address and hand back its answer, forwarding the body, `Authorization`, `Cookie` and the server's internal
 * headers. Here a listener on a loopback port records every connection while every form of request line is sent
 * to the production server over a raw socket (no client library normalises what is sent): absolute form for every
 * area of the site, both schemes, every method, with credentials and bodies, `*`, CONNECT, Upgrade. The listener
 * must see nothing, and each request must get a 4xx.
 */
import { once } from 'node:events'
import { createServer, type Server, Socket } from 'node:net'
import { expect, test } from '@playwright/test'
import { PORT } from './helpers'

/** Sends raw bytes to the site and reads the status line of the answer (or how the connection ended). */
function sendRaw(bytes: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = new Socket()
    let data = ''
    const done = (what: string) => {
      socket.destroy()
      resolve(what)
    }
    socket.setTimeout(10_000, () => done(`timeout after ${JSON.stringify(data.slice(0, 80))}`))
    socket.on('data', (chunk: Buffer) => {
      data += chunk.toString('latin1')
      const line = /^HTTP\/1\.[01] (\d{3})/.exec(data)
      if (line) done(line[1] as string)
    })
    socket.on('error', (e) => done(`error ${e.message}`))
    socket.on('close', () =>
      done(data ? `closed after ${JSON.stringify(data.slice(0, 80))}` : 'closed'),
    )
    socket.connect(PORT, '127.0.0.1', () => socket.write(bytes, 'latin1'))
  })
}

test('no request line makes the server fetch another address', async () => {
  test.setTimeout(90_000)
  const seen: string[] = []
  const listener: Server = createServer((socket) => {
    socket.once('data', (chunk) =>
      seen.push(chunk.toString('latin1').split('\r\n', 1)[0] as string),
    )
    socket.on('error', () => {})
    socket.end('HTTP/1.1 200 OK\r\nContent-Length: 15\r\n\r\nSECRET-INTERNAL')
  })
  listener.listen(0, '127.0.0.1')
  await once(listener, 'listening')
  const target = `127.0.0.1:${(listener.address() as { port: number }).port}`

  const paths = [
    '/',
    '/x',
    '/blog',
    '/ru/blog',
    '/api/home/base-info',
    '/api/stats/collect',
    '/cms/api/users/me',
    '/cms/api/media/file/x.png',
    '/admin',
    '/_next/static/x.js',
    '/favicon.ico',
    '/sitemap.xml',
    '/robots.txt',
    '/rss/en-US/blog.xml',
  ]
  const methods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']
  const credentials =
    'Authorization: JWT abc\r\nCookie: payload-token=abc; __prerender_bypass=1\r\n'
  const lines: string[] = []
  for (const path of paths)
    for (const method of methods)
      for (const scheme of ['http', 'https', 'HTTP']) {
        const body = method === 'POST' || method === 'PUT' || method === 'PATCH' ? 'a=1' : ''
        lines.push(
          `${method} ${scheme}://${target}${path} HTTP/1.1\r\nHost: localhost:${PORT}\r\n${credentials}Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
        )
      }
  // The target's host in the Host header too, an absolute target with no path, user info, another port form.
  lines.push(`GET http://${target}/x HTTP/1.1\r\nHost: ${target}\r\nConnection: close\r\n\r\n`)
  lines.push(`GET http://${target} HTTP/1.1\r\nHost: ${target}\r\nConnection: close\r\n\r\n`)
  lines.push(
    `GET http://user:pass@${target}/x HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
  )
  lines.push(
    `GET http://localhost:${PORT}@${target}/x HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
  )
  lines.push(`OPTIONS * HTTP/1.1\r\nHost: localhost:${PORT}\r\nConnection: close\r\n\r\n`)
  lines.push(`CONNECT ${target} HTTP/1.1\r\nHost: ${target}\r\nConnection: close\r\n\r\n`)
  lines.push(
    `GET http://${target}/ws HTTP/1.1\r\nHost: ${target}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n`,
  )
  lines.push(
    `GET /_next/webpack-hmr HTTP/1.1\r\nHost: localhost:${PORT}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n`,
  )
  lines.push(`TRACE / HTTP/1.1\r\nHost: localhost:${PORT}\r\nConnection: close\r\n\r\n`)
  lines.push(
    `TRACE http://${target}/ HTTP/1.1\r\nHost: localhost:${PORT}\r\nConnection: close\r\n\r\n`,
  )

  const answers = new Map<string, number>()
  const bad: string[] = []
  for (let i = 0; i < lines.length; i += 8) {
    const batch = lines.slice(i, i + 8)
    const statuses = await Promise.all(batch.map(sendRaw))
    statuses.forEach((status, j) => {
      answers.set(status, (answers.get(status) ?? 0) + 1)
      if (!/^4\d\d$/.test(status))
        bad.push(`${(batch[j] as string).split('\r\n', 1)[0]} -> ${status}`)
    })
  }
  // Anything the server might still send out late.
  await new Promise((resolve) => setTimeout(resolve, 1_000))
  listener.close()
  console.log(
    `request lines: ${lines.length} sent, answers ${JSON.stringify(Object.fromEntries(answers))}, the listener saw ${seen.length}`,
  )

  expect(seen, 'requests that reached the loopback listener').toEqual([])
  expect(bad, 'request lines not answered with a 4xx').toEqual([])
})
