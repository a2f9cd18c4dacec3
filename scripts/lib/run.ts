/** Runs a command with inherited output and fails loudly. */
import { spawn, type SpawnOptions } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'

export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options })
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      if (code === 0) resolve()
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`))
    })
  })
}

/** Migrates the database and seeds demo content when empty (scripts/seed.ts), then builds when missing or stale. */
export async function prepare(env: NodeJS.ProcessEnv, { distDir }: { distDir: string }) {
  const { buildIsCurrent, markBuilt, sourceHash } = await import('./build-state')
  const options = { env }
  await run('npx', ['tsx', '--import', './src/server/async-modules.mjs', 'scripts/seed.ts'], options)
  const hash = sourceHash()
  if (buildIsCurrent(distDir, hash)) {
    console.log(`Build in ${distDir} is current.`)
    // dist/ (the compiled server) is shared by every build folder: compiled from the same sources.
    if (!existsSync('dist/server.mjs')) await run('npx', ['tsx', 'scripts/build-server.ts'], options)
    return
  }
  const started = Date.now()
  console.log(`Building the site into ${distDir} (compile, then prerender every page)…`)
  // The build must read the database as it is now, not data cached from an earlier database.
  rmSync(`${distDir}/cache/fetch-cache`, { recursive: true, force: true })
  await run('npx', ['next', 'build'], { env: { ...env, SITE_BUILD_ID: `${hash.slice(0, 12)}-${Date.now().toString(36)}` } })
  await run('npx', ['tsx', 'scripts/build-server.ts'], options)
  markBuilt(distDir, hash)
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.`)
}

/** The production server's command: the compiled server (scripts/build-server.ts), never TypeScript through tsx. */
export const SERVER_COMMAND = [process.execPath, 'dist/server.mjs']
