#!/usr/bin/env node
/**
 * The registry this project installs from lacks some platform-specific optional packages (macOS, Windows and
 * exotic Linux builds of native modules), so `npm install` leaves them out of package-lock.json and `npm ci`
 * then refuses the lock file. This adds a lock entry for each missing optional package with the os/cpu its name
 * declares, so `npm ci` knows it does not apply to this machine and skips it. Run after `npm install`.
 */
import { readFileSync, writeFileSync } from 'node:fs'

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'))
const packages = lock.packages

const OS = [
  ['darwin', 'darwin'],
  ['win32', 'win32'],
  ['windows', 'win32'],
  ['linux', 'linux'],
  ['android', 'android'],
  ['freebsd', 'freebsd'],
  ['openbsd', 'openbsd'],
  ['netbsd', 'netbsd'],
  ['sunos', 'sunos'],
  ['aix', 'aix'],
  ['wasm32', null],
]
const CPU = [
  ['arm64', 'arm64'],
  ['aarch64', 'arm64'],
  ['x64', 'x64'],
  ['x86_64', 'x64'],
  ['ia32', 'ia32'],
  ['arm', 'arm'],
  ['ppc64', 'ppc64'],
  ['s390x', 's390x'],
  ['riscv64', 'riscv64'],
  ['loong64', 'loong64'],
  ['mips64el', 'mips64el'],
  ['universal', null],
]

function platformOf(name) {
  const base = name.split('/').pop()
  const parts = base.split('-')
  const os = OS.find(([key]) => parts.includes(key))
  const cpu = CPU.find(([key]) => parts.some((p) => p === key || p.startsWith(key)))
  const entry = {}
  if (os?.[1]) entry.os = [os[1]]
  if (cpu?.[1]) entry.cpu = [cpu[1]]
  if (parts.includes('musl')) entry.libc = ['musl']
  else if (
    entry.os?.[0] === 'linux' &&
    (parts.includes('gnu') || parts.some((p) => p.startsWith('gnu')))
  )
    entry.libc = ['glibc']
  return entry
}

let added = 0
for (const [path, pkg] of Object.entries(packages)) {
  for (const [dep, range] of Object.entries(pkg.optionalDependencies ?? {})) {
    const nested = `${path ? `${path}/` : ''}node_modules/${dep}`
    const hoisted = `node_modules/${dep}`
    if (packages[nested] || packages[hoisted]) continue
    const platform = platformOf(dep)
    if (!platform.os && !platform.cpu) {
      console.warn(`skipping ${dep}: no platform in its name`)
      continue
    }
    packages[hoisted] = { version: range.replace(/^[\^~]/, ''), optional: true, ...platform }
    added++
  }
}
writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`)
console.log(`added ${added} platform stubs to package-lock.json`)
