/** Weighs a page: every `<script src>` its HTML loads (gzip bytes; noModule polyfills apart) and the HTML. */
import { gzipSync } from 'node:zlib'

export interface PageWeight {
  url: string
  /** gzip bytes of the module scripts every current browser loads */
  scripts: number
  /** gzip bytes of noModule scripts, loaded only by browsers without module support */
  legacy: number
  rows: { path: string; gzip: number; legacy: boolean }[]
  html: { raw: number; gzip: number; inlineScriptsGzip: number }
}

export async function weighPage(url: string): Promise<PageWeight> {
  const html = await (await fetch(url)).text()
  const tags = [...html.matchAll(/<script([^>]*)\ssrc="([^"]+)"([^>]*)>/g)]
  const legacy = new Set(tags.filter((m) => /nomodule/i.test(`${m[1]}${m[3]}`)).map((m) => new URL(m[2] as string, url).href))
  const unique = [...new Set(tags.map((m) => new URL(m[2] as string, url).href))]
  const rows: PageWeight['rows'] = []
  for (const src of unique) {
    const body = Buffer.from(await (await fetch(src)).arrayBuffer())
    rows.push({ path: new URL(src).pathname, gzip: gzipSync(body, { level: 9 }).length, legacy: legacy.has(src) })
  }
  const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] as string).join('')
  const sum = (isLegacy: boolean) => rows.filter((r) => r.legacy === isLegacy).reduce((n, r) => n + r.gzip, 0)
  return {
    url,
    scripts: sum(false),
    legacy: sum(true),
    rows: rows.sort((a, b) => b.gzip - a.gzip),
    html: { raw: html.length, gzip: gzipSync(html).length, inlineScriptsGzip: gzipSync(inline).length },
  }
}
