/** One deployment's preparation (compose.yaml's `release`, and `npm start` before it serves): migrate, seed, build. */
import { prepare } from './lib/run'

const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
await prepare(env, { distDir: env.NEXT_DIST_DIR || '.next' })
