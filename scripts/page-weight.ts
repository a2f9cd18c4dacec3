/**
 * Prints the JavaScript a page loads (every <script src> in its HTML, gzip bytes) and the HTML size.
 * Usage: npx tsx scripts/page-weight.ts http://localhost:3000/ [more URLs]
 */
import { rawFetch, weighHtml, weighScripts } from './lib/site-audit'

const kib = (n: number) => (n / 1024).toFixed(1)

for (const url of process.argv.slice(2)) {
  const html = weighHtml(url, (await rawFetch(url)).body)
  const js = await weighScripts(html.scripts)
  console.log(
    `${url}\n  scripts: ${js.rows.length}, ${kib(js.total)} KiB gzip${js.app ? ` (${kib(js.app)} KiB of it the project's src/)` : ''}`,
  )
  for (const r of [...js.rows].sort((a, b) => b.gzip - a.gzip))
    console.log(`    ${kib(r.gzip).padStart(6)} KiB  ${r.url}`)
  console.log(
    `  HTML: ${kib(html.raw)} KiB raw, ${kib(html.gzip)} KiB gzip, ${kib(html.brotli)} KiB brotli (server-components payload ${kib(html.rscRaw)} KiB raw)`,
  )
}
