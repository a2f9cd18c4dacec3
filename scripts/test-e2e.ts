/** `npm run test:e2e -- [playwright args]`: only the end-to-end part of `npm test` (scripts/lib/e2e.ts). */
import { runEndToEnd } from './lib/e2e'

await runEndToEnd(process.argv.slice(2))
