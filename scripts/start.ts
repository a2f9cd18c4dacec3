/**
 * `npm start`: migrate, seed demo content when the database is empty, build when the build is missing or
 * stale, then serve on PORT (default 3000).
 */
import { prepare, run } from './lib/run'

const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
const distDir = env.NEXT_DIST_DIR || '.next'
await prepare(env, { distDir })
await run('npx', ['tsx', 'server.ts'], { env: { ...env, NODE_ENV: 'production' } })
