/** Runs a command with inherited output (or collected, for jobs run side by side) and fails loudly. */
import { spawn, type SpawnOptions } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'

export interface RunOptions extends SpawnOptions {
  /** Collects stdout and stderr here instead of passing them through (printed whole when the job ends). */
  output?: Buffer[]
}

export function run(command: string, args: string[], { output, ...options }: RunOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: output ? ['ignore', 'pipe', 'pipe'] : 'inherit', ...options })
    if (output) for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk: Buffer) => output.push(chunk))
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      if (code === 0) resolve()
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`))
    })
  })
}

/** Migrates the database and seeds demo content when empty (scripts/seed.ts), then builds when missing or stale. */
export async function prepare(env: NodeJS.ProcessEnv, { distDir, output }: { distDir: string; output?: Buffer[] }) {
  const { buildIsCurrent, markBuilt, sourceHash } = await import('./build-state')
  const options = { env, output }
  const say = (line: string) => (output ? output.push(Buffer.from(`${line}\n`)) : console.log(line))
  await run('npx', ['tsx', '--import', './src/server/async-modules.mjs', 'scripts/seed.ts'], options)
  const hash = sourceHash()
  if (buildIsCurrent(distDir, hash)) {
    say(`Build in ${distDir} is current.`)
    // dist/ (the compiled server) is shared by every build folder: compiled from the same sources.
    if (!existsSync('dist/server.mjs')) await run('npx', ['tsx', 'scripts/build-server.ts'], options)
    return
  }
  const started = Date.now()
  say(`Building the site into ${distDir} (compile, then prerender every page)…`)
  // The build must read the database as it is now, not data cached from an earlier database.
  rmSync(`${distDir}/cache/fetch-cache`, { recursive: true, force: true })
  await run('npx', ['next', 'build'], { env: { ...env, SITE_BUILD_ID: `${hash.slice(0, 12)}-${Date.now().toString(36)}` }, output })
  await run('npx', ['tsx', 'scripts/build-server.ts'], options)
  markBuilt(distDir, hash)
  say(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.`)
}

/** The production server's command: the compiled server (scripts/build-server.ts), never TypeScript through tsx. */
export const SERVER_COMMAND = [process.execPath, 'dist/server.mjs']
