/**
 * One deployment's preparation (compose.yaml's `release` service; also what `npm start` does before it serves):
 * migrations, the demo seed when the database is empty, the build of the pages when missing or stale, and the
 * compiled server.
 */
import { prepare } from './lib/run'

const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
await prepare(env, { distDir: env.NEXT_DIST_DIR || '.next' })
