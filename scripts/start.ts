/** `npm start`: migrate, seed when empty, build when missing or stale, then serve on PORT (default 3000). */
import { spawn } from 'node:child_process'
import { constants } from 'node:os'
import { prepare, SERVER_COMMAND } from './lib/run'

const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
const distDir = env.NEXT_DIST_DIR || '.next'
await prepare(env, { distDir })
// The server is this process's own child (not behind npx and a shell), so a SIGTERM sent here (a container's
// stop) reaches it and it can finish the requests under way.
const [node, ...args] = SERVER_COMMAND as [string, ...string[]]
const server = spawn(node, args, { stdio: 'inherit', env: { ...env, NODE_ENV: 'production' } })
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) =>
  process.exit(code ?? 128 + (signal ? constants.signals[signal] : 0)),
)
