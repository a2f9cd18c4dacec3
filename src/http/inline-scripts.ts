/**
 * Which inline scripts of an HTML answer may run (src/http/security.ts says why the policy is built from hashes):
 * the framework's JSON data pushes and React's own streaming instructions, recognised exactly; nothing else.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  deflateSync,
  gunzipSync,
  gzipSync,
  inflateSync,
} from 'node:zlib'
import { isAfterPaintLoader } from './after-paint'

/** A script's CSP source expression. */
export const scriptHash = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/** The framework's inline data pushes: a fixed call whose single argument is JSON. */
const FRAMEWORK_SCRIPTS = [
  /^\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\((.*)\);?$/s,
  /^self\.__next_f\.push\((.*)\);?$/s,
  /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\((.*)\);?$/s,
]
/** Script types a browser executes; others (application/ld+json) are data blocks that never run. */
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module'])
export const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi

/**
 * React's Suspense streaming instructions (`$RC("B:0","S:0")`) and their runtime, which the admin's edit views need.
 * The runtime's text is read from the React Next.js renders with, never from a page, so only React's own passes.
 */
let reactPreludes: string[] | undefined
export function reactRuntimePreludes(): string[] {
  if (reactPreludes) return reactPreludes
  const found = new Set<string>()
  const require = createRequire(import.meta.url)
  for (const variant of ['react-dom', 'react-dom-experimental']) {
    for (const file of [
      'react-dom-server.node.production.js',
      'react-dom-server.edge.production.js',
    ]) {
      let source = ''
      try {
        source = readFileSync(require.resolve(`next/dist/compiled/${variant}/cjs/${file}`), 'utf8')
      } catch {
        continue
      }
      // The runtime is written as string literals handed to stringToPrecomputedChunk.
      for (const [, quoted = ''] of source.matchAll(
        /stringToPrecomputedChunk\(\s*((?:'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"))\s*\)/g,
      )) {
        let text: string
        try {
          text = quoted.startsWith("'")
            ? (JSON.parse(
                `"${quoted.slice(1, -1).replace(/\\'/g, "'").replace(/"/g, '\\"')}"`,
              ) as string)
            : (JSON.parse(quoted) as string)
        } catch {
          continue
        }
        if (/^(?:\$R[A-Z]=|requestAnimationFrame\(function\(\)\{\$RT=)/.test(text)) found.add(text)
      }
    }
  }
  reactPreludes = [...found].sort((a, b) => b.length - a.length)
  return reactPreludes
}

/** Whether an inline script is React's streaming runtime and/or one of its instructions (see above). */
export function isReactStreamingScript(text: string): boolean {
  let rest = text
  const preludes = reactRuntimePreludes()
  for (let progress = true; progress && rest;) {
    progress = false
    for (const prelude of preludes) {
      if (rest.startsWith(prelude)) {
        rest = rest.slice(prelude.length).replace(/^[;\n]+/, '')
        progress = true
      }
    }
  }
  if (rest === '') return text !== ''
  const call = /^\$R[A-Z]\(([\s\S]*)\);?$/.exec(rest)
  if (!call) return false
  try {
    const args = JSON.parse(`[${call[1]}]`) as unknown[]
    const plain = (v: unknown): boolean =>
      v === null ||
      typeof v === 'string' ||
      typeof v === 'number' ||
      (Array.isArray(v) && v.every(plain))
    return args.every(plain)
  } catch {
    return false
  }
}

function isFrameworkScript(text: string): boolean {
  if (isAfterPaintLoader(text)) return true
  if (text.startsWith('$R') || text.startsWith('requestAnimationFrame('))
    return isReactStreamingScript(text)
  for (const shape of FRAMEWORK_SCRIPTS) {
    const match = shape.exec(text)
    if (!match) continue
    try {
      JSON.parse(match[1] as string)
      return true
    } catch {
      return false
    }
  }
  return false
}

/** CSP hashes of the inline scripts allowed to run in this HTML, and how many others it holds (refused). */
export function inlineScriptHashes(html: string): { hashes: string[]; refused: number } {
  const hashes = new Set<string>()
  let refused = 0
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT_ELEMENT)) {
    if (/\ssrc\s*=/i.test(attributes)) continue
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? ''
    if (!EXECUTABLE_TYPES.has(type)) continue
    if (!isFrameworkScript(text)) {
      refused++
      continue
    }
    hashes.add(scriptHash(text))
  }
  return { hashes: [...hashes], refused }
}

/** A body as it was before Next.js compressed it. */
export function decodeBody(body: Buffer, encoding: string): Buffer {
  if (encoding === 'gzip') return gunzipSync(body)
  if (encoding === 'br') return brotliDecompressSync(body)
  if (encoding === 'deflate') return inflateSync(body)
  return body
}

/** A body encoded again as Next.js had sent it (after the pipeline changed it). */
export function encodeBody(body: Buffer, encoding: string): Buffer {
  if (encoding === 'gzip') return gzipSync(body)
  if (encoding === 'br')
    return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
  if (encoding === 'deflate') return deflateSync(body)
  return body
}
