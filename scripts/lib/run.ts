/** Runs a command with inherited output (or collected, for jobs run side by side) and fails loudly. */
import { spawn, type SpawnOptions } from 'node:child_process'
import { rmSync } from 'node:fs'
import { addCompileHints } from './compile-hints'

export interface RunOptions extends SpawnOptions {
  /** Collects stdout and stderr here instead of passing them through (printed whole when the job ends). */
  output?: Buffer[]
  /**
   * 'background': at the lowest CPU priority (`nice -n 19`, inherited by every process it starts), for work that
   * fills the cores timed tests leave idle without taking their time.
   */
  priority?: 'background'
}

export function run(
  command: string,
  args: string[],
  { output, priority, ...options }: RunOptions = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const [file, argv] =
      priority === 'background' ? ['nice', ['-n', '19', command, ...args]] : [command, args]
    const child = spawn(file, argv, {
      stdio: output ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      ...options,
    })
    if (output)
      for (const stream of [child.stdout, child.stderr])
        stream?.on('data', (chunk: Buffer) => output.push(chunk))
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      if (code === 0) resolve()
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`))
    })
  })
}

/**
 * Migrates, seeds when empty, then builds when missing or stale. dist/ is shared by every build folder, so it is
 * compiled only when its own stamp is stale, never under another build's running server.
 */
export async function prepare(
  env: NodeJS.ProcessEnv,
  { distDir, output, priority }: { distDir: string; output?: Buffer[]; priority?: 'background' },
) {
  const { buildIsCurrent, markBuilt, sourceHash } = await import('./build-state')
  const options = { env, output, priority }
  const say = (line: string) => (output ? output.push(Buffer.from(`${line}\n`)) : console.log(line))
  await run(
    'npx',
    ['tsx', '--import', './src/server/async-modules.mjs', 'scripts/seed.ts'],
    options,
  )
  const hash = sourceHash()
  const compileServer = async () => {
    if (buildIsCurrent('dist', hash, 'server.mjs')) return
    await run('npx', ['tsx', 'scripts/build-server.ts'], options)
    markBuilt('dist', hash)
  }
  if (buildIsCurrent(distDir, hash)) {
    say(`Build in ${distDir} is current.`)
    // Idempotent: a build that has the hints already is left as it is.
    addCompileHints(distDir)
    await compileServer()
    return
  }
  const started = Date.now()
  say(`Building the site into ${distDir} (compile, then prerender every page)…`)
  // The build must read the database as it is now, not data cached from an earlier database.
  rmSync(`${distDir}/cache/fetch-cache`, { recursive: true, force: true })
  await run('npx', ['next', 'build'], {
    ...options,
    env: { ...env, SITE_BUILD_ID: `${hash.slice(0, 12)}-${Date.now().toString(36)}` },
  })
  const hinted = addCompileHints(distDir)
  say(`V8 compile hints on ${hinted.chunks} startup scripts (scripts/lib/compile-hints.ts).`)
  await compileServer()
  markBuilt(distDir, hash)
  say(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.`)
}

/** The production server's command: the compiled server (scripts/build-server.ts), never TypeScript through tsx. */
export const SERVER_COMMAND = [process.execPath, 'dist/server.mjs']
