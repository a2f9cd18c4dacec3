/** The Next.js configuration read from the build, as the standalone server does: the runtime image has no next.config.ts. */
import { readFileSync } from 'node:fs'
import path from 'node:path'

export function serveBuiltConfig(distDir: string) {
  const file = path.join(process.cwd(), distDir, 'required-server-files.json')
  let config: unknown
  try {
    config = (JSON.parse(readFileSync(file, 'utf8')) as { config?: unknown }).config
  } catch (error) {
    throw new Error(`No production build in ${distDir} (run \`npm run build\`)`, { cause: error })
  }
  // Where Next.js's generated standalone server.js puts it; its config loader then reads no next.config file.
  // eslint-disable-next-line no-restricted-properties
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config)
}
