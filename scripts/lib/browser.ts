/**
 * Finds a Chromium for the end-to-end tests without downloading one: CHROME_PATH, then Debian's
 * /usr/bin/chromium, then the binary the @sparticuz/chromium dev dependency ships inside its npm package.
 */
import { existsSync } from 'node:fs'

/**
 * Flags every Chromium these scripts and tests start needs on this machine: no sandbox when run as root, no GPU,
 * and no background networking (the closed network refuses it, many connections at a time).
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export async function findChromium(): Promise<string> {
  const fromEnv = process.env.CHROME_PATH
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROME_PATH=${fromEnv} does not exist`)
    return fromEnv
  }
  for (const candidate of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (existsSync(candidate)) return candidate
  }
  const { default: chromium } = await import('@sparticuz/chromium')
  return chromium.executablePath()
}
