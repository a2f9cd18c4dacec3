import { defineConfig } from 'vitest/config'
import base from './vitest.config'

/**
 * The several-instances test (tests/topology): run by npm test once the topology's database and build are ready. Its
 * instances use the environment npm test prepared, not a per-file database (tests/database-env.ts).
 */
export default defineConfig({
  ...base,
  test: { ...base.test, include: ['tests/topology/**/*.test.ts'], globalSetup: [], setupFiles: [] },
})
