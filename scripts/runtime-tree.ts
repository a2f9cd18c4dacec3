/**
 * `tsx scripts/runtime-tree.ts <folder>`: copies what the production server needs at run time (scripts/lib/
 * runtime-tree.ts) into a new folder: the Docker image's runtime stage. Run after `npm run build` (dist/ is traced).
 * Fails when the tree outgrows its budget.
 */
import { existsSync, lstatSync } from 'node:fs'
import path from 'node:path'
import { copyRuntimeTree, RUNTIME_TREE_BUDGET_MB, runtimeFiles } from './lib/runtime-tree'

const dest = process.argv[2]
if (!dest) throw new Error('Usage: tsx scripts/runtime-tree.ts <folder>')
if (existsSync(dest)) throw new Error(`${dest} exists: the runtime tree goes into a new folder`)
const started = Date.now()
const files = await runtimeFiles()
copyRuntimeTree(files, path.resolve(dest))
const megabytes = files.reduce((sum, file) => sum + lstatSync(file).size, 0) / 2 ** 20
const took = ((Date.now() - started) / 1000).toFixed(1)
console.log(
  `Runtime tree: ${files.length} files, ${megabytes.toFixed(0)} MiB in ${dest} (${took} s); budget ${RUNTIME_TREE_BUDGET_MB} MiB.`,
)
if (megabytes > RUNTIME_TREE_BUDGET_MB)
  throw new Error(
    `The runtime tree outgrew its budget: trace what came in (scripts/lib/runtime-tree.ts)`,
  )
