/**
 * Prints the JavaScript a page loads (every <script src> in its HTML, gzip bytes) and the HTML size.
 * Usage: npx tsx scripts/page-weight.ts http://localhost:3000/ [more URLs]
 */
import { gzipSync } from 'node:zlib'

async function weigh(url: string) {
  const html = await (await fetch(url)).text()
  const scripts = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => new URL(m[1] as string, url).href)
  const unique = [...new Set(scripts)]
  let total = 0
  const rows: [string, number][] = []
  for (const src of unique) {
    const body = Buffer.from(await (await fetch(src)).arrayBuffer())
    const gz = gzipSync(body, { level: 9 }).length
    total += gz
    rows.push([new URL(src).pathname, gz])
  }
  const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] as string).join('')
  console.log(`${url}\n  scripts: ${unique.length}, ${(total / 1024).toFixed(1)} KiB gzip`)
  for (const [path, gz] of rows.sort((a, b) => b[1] - a[1])) console.log(`    ${(gz / 1024).toFixed(1).padStart(6)} KiB  ${path}`)
  console.log(`  HTML: ${(html.length / 1024).toFixed(1)} KiB raw, ${(gzipSync(html).length / 1024).toFixed(1)} KiB gzip (inline scripts ${(gzipSync(inline).length / 1024).toFixed(1)} KiB gzip)`)
}

for (const url of process.argv.slice(2)) await weigh(url)
