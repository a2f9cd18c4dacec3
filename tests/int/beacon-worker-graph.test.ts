/**
 * The beacon worker's boot imports, one at a time, the packages whose Node.js entry awaits at the top level
 * (src/server/async-modules.mjs): loaded together inside the worker's graph they sometimes never
 * settled on Node.js 20. Bundling the worker to CommonJS refuses exactly the modules with a top-level await, so the
 * list is checked against what the worker's graph really holds after any upgrade.
 */
import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'
import { SEQUENTIAL_IMPORTS } from '@/server/async-modules.mjs'

const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/')

describe('the beacon worker graph', () => {
  it('names every package with a top-level await, and none without', async () => {
    const found = new Set<string>()
    try {
      await build({
        entryPoints: ['src/server/beacon/worker.ts'],
        bundle: true,
        platform: 'node',
        format: 'cjs',
        write: false,
        logLevel: 'silent',
        external: ['sharp', 'fsevents', 'pg-native', 'esbuild', '*.node'],
        loader: { '.node': 'empty', '.md': 'empty' },
      })
    } catch (error) {
      for (const e of (error as { errors?: { text: string; location?: { file: string } }[] })
        .errors ?? []) {
        if (!/top-level await/i.test(e.text)) throw new Error(`${e.location?.file}: ${e.text}`)
        const file = e.location?.file ?? ''
        const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(file)
        if (!match) throw new Error(`a top-level await outside a package: ${file}`)
        found.add(match[1] as string)
      }
    }
    expect([...found].sort()).toEqual([...new Set(SEQUENTIAL_IMPORTS.map(packageOf))].sort())
  }, 120_000)
})
