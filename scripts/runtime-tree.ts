/**
 * `tsx scripts/runtime-tree.ts <folder>`: copies what the production server needs at run time (scripts/lib/
 * runtime-tree.ts) into the folder, the Docker image's runtime stage. Run after `npm run build` (dist/ is traced).
 */
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { copyRuntimeTree, runtimeFiles } from './lib/runtime-tree'

const dest = process.argv[2]
if (!dest) throw new Error('Usage: tsx scripts/runtime-tree.ts <folder>')
if (existsSync(dest)) throw new Error(`${dest} exists: the runtime tree goes into a new folder`)
const started = Date.now()
const files = await runtimeFiles()
copyRuntimeTree(files, path.resolve(dest))
const size = execFileSync('du', ['-sh', dest], { encoding: 'utf8' }).split('\t')[0]
console.log(`Runtime tree: ${files.length} files, ${size} in ${dest} (${((Date.now() - started) / 1000).toFixed(1)} s).`)
