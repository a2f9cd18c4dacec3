/**
 * Prints the JavaScript a page loads (every <script src> in its HTML, gzip bytes) and the HTML size.
 * Usage: npx tsx scripts/page-weight.ts http://localhost:3000/ [more URLs]
 */
import { gzipSync } from 'node:zlib'

async function weigh(url: string) {
  const html = await (await fetch(url)).text()
  // noModule scripts (legacy polyfills) are never loaded by the browsers that run modules: counted apart.
  const tags = [...html.matchAll(/<script([^>]*)\ssrc="([^"]+)"([^>]*)>/g)]
  const legacy = new Set(tags.filter((m) => /nomodule/i.test(`${m[1]}${m[3]}`)).map((m) => new URL(m[2] as string, url).href))
  const scripts = tags.map((m) => new URL(m[2] as string, url).href)
  const unique = [...new Set(scripts)]
  let total = 0
  let legacyTotal = 0
  const rows: [string, number][] = []
  for (const src of unique) {
    const body = Buffer.from(await (await fetch(src)).arrayBuffer())
    const gz = gzipSync(body, { level: 9 }).length
    if (legacy.has(src)) legacyTotal += gz
    else total += gz
    rows.push([`${new URL(src).pathname}${legacy.has(src) ? ' (noModule)' : ''}`, gz])
  }
  const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] as string).join('')
  console.log(
    `${url}\n  scripts: ${unique.length - legacy.size}, ${(total / 1024).toFixed(1)} KiB gzip` +
      ` (+ ${(legacyTotal / 1024).toFixed(1)} KiB noModule polyfills for old browsers)`,
  )
  for (const [path, gz] of rows.sort((a, b) => b[1] - a[1])) console.log(`    ${(gz / 1024).toFixed(1).padStart(6)} KiB  ${path}`)
  console.log(`  HTML: ${(html.length / 1024).toFixed(1)} KiB raw, ${(gzipSync(html).length / 1024).toFixed(1)} KiB gzip (inline scripts ${(gzipSync(inline).length / 1024).toFixed(1)} KiB gzip)`)
}

for (const url of process.argv.slice(2)) await weigh(url)
