/**
 * The programs `npm test`, the bench and the topology run beside the site, from Debian's packages: installed with
 * apt-get when root, else named in one line. Nothing is downloaded from anywhere else.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { postgresBinDir } from './postgres'

export type Service =
  | 'postgresql'
  | 'redis-server'
  | 'nginx'
  | 'chromium'
  | 'fonts-ipafont-gothic'
  | 'default-jre-headless'

/** What `npm test` runs beside the site (`npm run services` installs them ahead, as CI does beside lint). */
export const TEST_SERVICES: Service[] = [
  'postgresql',
  'redis-server',
  'nginx',
  'chromium',
  'fonts-ipafont-gothic',
  'default-jre-headless',
]

/** Makes sure of everything `npm test` needs, or ends the process with the one line that says what to install. */
export function ensureTestServices(): void {
  try {
    ensureServices(TEST_SERVICES)
  } catch (error) {
    console.error((error as Error).message)
    process.exit(1)
  }
}

const installed: Record<Service, () => boolean> = {
  postgresql: () => postgresBinDir() !== undefined,
  'redis-server': () => existsSync('/usr/bin/redis-server'),
  nginx: () => existsSync('/usr/sbin/nginx'),
  chromium: () => Boolean(process.env.CHROME_PATH) || existsSync('/usr/bin/chromium'),
  // Japanese glyphs for tests/e2e/layout.spec.ts (titles break between phrases).
  'fonts-ipafont-gothic': () => existsSync('/usr/share/fonts/opentype/ipafont-gothic/ipag.ttf'),
  // Java runs the Nu HTML Checker (vnu-jar, tests/e2e/validators.spec.ts).
  'default-jre-headless': () => existsSync('/usr/bin/java'),
}

/** Makes sure the given programs are there, installing the missing ones from Debian when root. */
export function ensureServices(
  services: Service[],
  log: (line: string) => void = console.log,
): void {
  const missing = services.filter((s) => !installed[s]())
  if (!missing.length) return
  const root = process.getuid?.() === 0
  const apt = existsSync('/usr/bin/apt-get')
  if (!root || !apt) {
    throw new Error(
      `Missing ${missing.join(', ')}: install them with \`sudo apt-get install -y ${missing.join(' ')}\` and run again.`,
    )
  }
  const started = Date.now()
  log(`Installing ${missing.join(', ')} from Debian's packages…`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  const update = spawnSync('apt-get', ['update', '-qq'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
  })
  if (update.status !== 0) throw new Error(`apt-get update failed (${update.status})`)
  const install = spawnSync(
    'apt-get',
    ['install', '-y', '-qq', '--no-install-recommends', ...missing],
    { stdio: ['ignore', 'ignore', 'inherit'], env },
  )
  if (install.status !== 0)
    throw new Error(`apt-get install ${missing.join(' ')} failed (${install.status})`)
  const still = missing.filter((s) => !installed[s]())
  if (still.length) throw new Error(`Still missing after apt-get: ${still.join(', ')}`)
  log(`Installed ${missing.join(', ')} in ${((Date.now() - started) / 1000).toFixed(0)} s.`)
}
