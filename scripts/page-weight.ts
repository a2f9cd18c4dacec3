/**
 * Prints the JavaScript a page loads (every <script src> in its HTML, gzip bytes) and the HTML size.
 * Usage: npx tsx scripts/page-weight.ts http://localhost:3000/ [more URLs]
 */
import { weighPage } from './lib/page-weight'

const kib = (n: number) => (n / 1024).toFixed(1)

for (const url of process.argv.slice(2)) {
  const w = await weighPage(url)
  const count = w.rows.filter((r) => !r.legacy).length
  console.log(`${url}\n  scripts: ${count}, ${kib(w.scripts)} KiB gzip (+ ${kib(w.legacy)} KiB noModule polyfills for old browsers)`)
  for (const r of w.rows) console.log(`    ${kib(r.gzip).padStart(6)} KiB  ${r.path}${r.legacy ? ' (noModule)' : ''}`)
  console.log(`  HTML: ${kib(w.html.raw)} KiB raw, ${kib(w.html.gzip)} KiB gzip (inline scripts ${kib(w.html.inlineScriptsGzip)} KiB gzip)`)
}
