/**
 * A throwaway Redis server for tests: Debian's `redis-server` (package `redis-server`, which .ci/run installs) on
 * 127.0.0.1 and a free port, in memory only (no snapshots), stopped with the test.
 */
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createConnection } from 'node:net'
import { freePort } from './free-port'

export interface RedisServer {
  url: string
  port: number
  stop: () => Promise<void>
}

const BINARY = '/usr/bin/redis-server'

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port })
    socket.once('connect', () => socket.write('PING\r\n'))
    socket.once('data', (data) => {
      socket.destroy()
      resolve(data.toString().startsWith('+PONG'))
    })
    socket.once('error', () => resolve(false))
  })
}

export async function startRedis(): Promise<RedisServer> {
  if (!existsSync(BINARY))
    throw new Error(
      'Redis is not installed: apt-get install redis-server (npm test installs it when run as root)',
    )
  const port = await freePort()
  const child = spawn(
    BINARY,
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--daemonize',
      'no',
    ],
    { stdio: 'ignore' },
  )
  let exited = false
  child.on('exit', () => (exited = true))
  const deadline = Date.now() + 10_000
  while (!(await answers(port))) {
    if (exited || Date.now() > deadline)
      throw new Error(`redis-server did not start on port ${port}`)
    await new Promise((r) => setTimeout(r, 50))
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop: () =>
      new Promise((resolve) => {
        if (exited) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
