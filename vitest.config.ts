import path from 'node:path'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: {
    alias: {
      '@payload-config': path.resolve('src/cms/payload.config.ts'),
      '@': path.resolve('src'),
      // Tests run server code in Node.js: the guard against importing it into browser bundles does not apply.
      'server-only': path.resolve('node_modules/server-only/empty.js'),
    },
  },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts', 'tests/int/**/*.test.ts'],
    globalSetup: ['tests/database-env.global.ts'],
    setupFiles: ['tests/database-env.ts'],
    testTimeout: 180_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
})
