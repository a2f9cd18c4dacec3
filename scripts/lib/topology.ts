/**
 * The several-instances topology on one machine: two app instances (server.ts) of one build on PostgreSQL and
 * Redis, behind nginx (Debian's) as the load balancer. `npm run topology` starts it for a person to use;
 * tests/topology/topology.test.ts starts it to test it. The database and Redis are given (DATABASE_URL, REDIS_URL)
 * or started here as throwaway servers; the build must have been made with REDIS_URL set (the page cache is then
 * Redis's: cache-handler.mjs), which `prepareTopology` does.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort } from './free-port'
import { createDatabase, startPostgres, type PostgresServer } from './postgres'
import { startRedis, type RedisServer } from './redis-server'
import { untilAnswering } from './until-answering'
import { prepare } from './run'

export interface TopologyOptions {
  /** nginx's port (the site's address); a free one when 0. */
  port?: number
  /** The app's settings shared by both instances (secrets, admin, proxies). */
  env?: Record<string, string | undefined>
  distDir?: string
  dataDir?: string
  log?: (line: string) => void
}

export interface Instance {
  name: string
  port: number
  url: string
  process: ChildProcess
  output: string[]
}

export interface Topology {
  /** The site through nginx. */
  url: string
  instances: [Instance, Instance]
  env: NodeJS.ProcessEnv
  stop: () => Promise<void>
}

const NGINX = '/usr/sbin/nginx'

/** Backing services: the given DATABASE_URL and REDIS_URL, or throwaway servers (stopped with `stop`). */
export async function startServices(
  env: NodeJS.ProcessEnv,
  log: (line: string) => void = console.log,
) {
  let postgres: PostgresServer | undefined
  let redis: RedisServer | undefined
  let databaseUrl =
    env.DATABASE_URL && /^postgres(ql)?:\/\//.test(env.DATABASE_URL) ? env.DATABASE_URL : undefined
  if (!databaseUrl) {
    postgres = await startPostgres()
    databaseUrl = await createDatabase(postgres.url, 'site')
    log(`PostgreSQL on port ${postgres.port} (throwaway)`)
  }
  let redisUrl = env.REDIS_URL
  if (!redisUrl) {
    redis = await startRedis()
    redisUrl = redis.url
    log(`Redis on port ${redis.port} (throwaway)`)
  }
  return {
    databaseUrl,
    redisUrl,
    stop: async () => {
      await redis?.stop()
      postgres?.stop()
    },
  }
}

/** Migrates and seeds the database when empty, and builds (with the Redis page cache) when the build is stale. */
export async function prepareTopology(
  env: NodeJS.ProcessEnv,
  distDir: string,
  options: { output?: Buffer[]; priority?: 'background' } = {},
) {
  await prepare({ ...env, NEXT_DIST_DIR: distDir }, { distDir, ...options })
}

function nginxConfig(dir: string, port: number, upstreams: number[]): string {
  return `
worker_processes 2;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream site {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=0;`).join('\n')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 2m;
    location / {
      proxy_pass http://site;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-Host $http_host;
      proxy_buffering on;
      proxy_next_upstream error timeout;
      proxy_read_timeout 60s;
    }
  }
}
`
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
    child.kill('SIGTERM')
  })
}

/** Starts both instances (the statistics job in the first only) and nginx in front of them. */
export async function startTopology(
  options: TopologyOptions & { databaseUrl: string; redisUrl: string },
): Promise<Topology> {
  const log = options.log ?? console.log
  const root = process.cwd()
  const distDir = options.distDir ?? '.next-topology'
  if (!existsSync(path.join(distDir, 'BUILD_ID')))
    throw new Error(`No build in ${distDir}: run prepareTopology first`)
  const dataDir = options.dataDir ?? 'data/topology'
  mkdirSync(dataDir, { recursive: true })
  const port = options.port || (await freePort())
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...options.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    NEXT_DIST_DIR: distDir,
    // Shared by both: the beacon's key pair (the pages fetch the public key from either instance).
    DATA_DIR: dataDir,
    // nginx is on this machine: its X-Forwarded-For is believed.
    TRUSTED_PROXIES: options.env?.TRUSTED_PROXIES || '127.0.0.1',
  }
  const instances: Instance[] = []
  for (const [i, name] of ['A', 'B'].entries()) {
    const instancePort = await freePort()
    const output: string[] = []
    const child = spawn(process.execPath, ['dist/server.mjs'], {
      cwd: root,
      env: {
        ...env,
        PORT: String(instancePort),
        STATS_JOB_HOURS: i === 0 ? (env.STATS_JOB_HOURS ?? '6') : '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    for (const stream of [child.stdout, child.stderr]) {
      stream?.on('data', (data: Buffer) => {
        for (const line of data.toString().split('\n')) if (line.trim()) output.push(line)
        if (output.length > 2000) output.splice(0, output.length - 2000)
      })
    }
    instances.push({
      name,
      port: instancePort,
      url: `http://127.0.0.1:${instancePort}`,
      process: child,
      output,
    })
  }
  const stopInstances = () => Promise.all(instances.map((i) => stopChild(i.process)))
  try {
    await Promise.all(
      instances.map((i) =>
        untilAnswering(`${i.url}/`, {
          exited: () => i.process.exitCode !== null,
          timeoutMs: 120_000,
        }),
      ),
    )
  } catch (error) {
    await stopInstances()
    for (const i of instances) log(`instance ${i.name} output:\n${i.output.slice(-40).join('\n')}`)
    throw error
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'site-nginx-'))
  // nginx's workers (another user when started as root) create their temporary folders in it.
  chmodSync(dir, 0o755)
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    nginxConfig(
      dir,
      port,
      instances.map((i) => i.port),
    ),
  )
  const test = spawnSync(NGINX, ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf')], {
    encoding: 'utf8',
  })
  if (test.status !== 0) {
    await stopInstances()
    throw new Error(`nginx configuration refused: ${test.stderr}`)
  }
  const nginx = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'ignore' })
  const url = `http://127.0.0.1:${port}`
  try {
    await untilAnswering(`${url}/`, { exited: () => nginx.exitCode !== null, timeoutMs: 15_000 })
  } catch (error) {
    // nginx did not come up (its port taken, say): nothing this started is left running.
    await stopChild(nginx)
    await stopInstances()
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
  log(`nginx on ${url} → instance A ${instances[0]!.url}, instance B ${instances[1]!.url}`)
  return {
    url,
    instances: instances as [Instance, Instance],
    env,
    stop: async () => {
      await stopChild(nginx)
      await stopInstances()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
