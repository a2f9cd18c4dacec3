/**
 * A throwaway PostgreSQL server for tests: Debian's binaries (package `postgresql`, which .ci/run installs),
 * a fresh cluster in a temporary folder with trust authentication on 127.0.0.1 only, removed on stop. Run as
 * root (CI), the cluster belongs to the `postgres` system user the package creates, as PostgreSQL requires.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { freePort } from './free-port'

export interface PostgresServer {
  /** Connection string of the `postgres` database as superuser `postgres`. */
  url: string
  port: number
  stop: () => void
}

/** The folder of Debian's PostgreSQL programs (the newest installed version), or undefined. */
export function postgresBinDir(): string | undefined {
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return undefined
  const versions = readdirSync(root).filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
  versions.sort((a, b) => Number(b) - Number(a))
  return versions[0] ? path.join(root, versions[0], 'bin') : undefined
}

export async function startPostgres(): Promise<PostgresServer> {
  const bin = postgresBinDir()
  if (!bin)
    throw new Error(
      'PostgreSQL is not installed: apt-get install postgresql (npm test installs it when run as root)',
    )
  const root = process.getuid?.() === 0
  const dir = mkdtempSync(path.join(tmpdir(), 'site-pg-'))
  const data = path.join(dir, 'data')
  let owner: { uid: number; gid: number } | undefined
  if (root) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim())
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim())
    owner = { uid, gid }
    chownSync(dir, uid, gid)
    chmodSync(dir, 0o700)
  }
  const as = (program: string, args: string[]) => {
    const [command, argv] = owner
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args]]
      : [path.join(bin, program), args]
    const result = spawnSync(command, argv, { encoding: 'utf8' })
    if (result.status !== 0)
      throw new Error(`${program} failed (${result.status}): ${result.stderr || result.stdout}`)
  }
  as('initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '--encoding=UTF8',
    '--locale=C.UTF-8',
    '--no-sync',
  ])
  const port = await freePort()
  // Tests only: no durability needed, so no fsync; sockets in the cluster's own folder.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`
  as('pg_ctl', [
    '-D',
    data,
    '-o',
    options,
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    '-t',
    '60',
    'start',
  ])
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    stop: () => {
      try {
        as('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop'])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}

async function onServer(serverUrl: string, name: string, statements: (name: string) => string[]) {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a plain database name: ${name}`)
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    for (const statement of statements(name)) await client.query(statement)
  } finally {
    await client.end()
  }
}

/** Drops database `name` on the server at `serverUrl`, ending its connections. */
export function dropDatabase(serverUrl: string, name: string): Promise<void> {
  return onServer(serverUrl, name, (n) => [`DROP DATABASE IF EXISTS ${n} WITH (FORCE)`])
}

/** Creates database `name` on the server at `serverUrl` (dropping an earlier one) and answers its URL. */
export async function createDatabase(serverUrl: string, name: string): Promise<string> {
  await onServer(serverUrl, name, (n) => [
    `DROP DATABASE IF EXISTS ${n} WITH (FORCE)`,
    `CREATE DATABASE ${n}`,
  ])
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}
