/**
 * The framework's chunk scripts, requested after the first paint by one inline loader instead of `<script async>`
 * tags that compete with the first paint on a phone (docs/framework-patches.md, patch 4).
 */

/** A hidden document draws no frames: its scripts start after this at the latest. */
const LATEST_MS = 3000
/**
 * One task per script, so adding them makes no long task. The text is fixed but for the chunk list, so the policy
 * (src/http/inline-scripts.ts) recognises it exactly and nothing else can pass as it.
 */
const LOADER_HEAD = `(function(u){var d=document,n=0,go=function(){if(n++)return;u.forEach(function(p){setTimeout(function(){var e=d.createElement("script");e.src=p;e.async=true;d.head.appendChild(e)},0)})};requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,${LATEST_MS})})(`
const LOADER_TAIL = ')'
/** A chunk of the framework's build: the only addresses the loader takes. */
const CHUNK = /^\/_next\/static\/[\w.\-/]+\.js$/

const ASYNC_CHUNK = /<script src="(\/_next\/static\/[^"]+\.js)" async="">\s*<\/script>/g
const CHUNK_PRELOAD =
  /<link rel="preload" as="script"(?: fetchPriority="[a-z]+")? href="\/_next\/static\/[^"]+\.js"\/>/g

/** The loader for these chunk addresses. */
const loader = (chunks: string[]) => `${LOADER_HEAD}${JSON.stringify(chunks)}${LOADER_TAIL}`

/** The chunk addresses an inline script loads if it is this module's loader listing only the build's chunks, else null. */
export function loaderChunks(text: string): string[] | null {
  if (!text.startsWith(LOADER_HEAD) || !text.endsWith(LOADER_TAIL)) return null
  try {
    const list: unknown = JSON.parse(
      text.slice(LOADER_HEAD.length, text.length - LOADER_TAIL.length),
    )
    const valid =
      Array.isArray(list) &&
      list.length > 0 &&
      list.every((p) => typeof p === 'string' && CHUNK.test(p) && !p.includes('..'))
    return valid ? (list as string[]) : null
  } catch {
    return null
  }
}

/** Whether an inline script is this module's loader, listing nothing but the build's chunks. */
export const isAfterPaintLoader = (text: string) => loaderChunks(text) !== null

/** The page with its `async` chunk scripts and their preloads replaced by the loader; unchanged when it has none. */
export function scriptsAfterPaint(html: string): string {
  const chunks: string[] = []
  let first = -1
  const without = html.replace(ASYNC_CHUNK, (element, src: string, offset: number) => {
    if (first === -1) first = offset
    chunks.push(src)
    return ''
  })
  if (chunks.length === 0) return html
  const placed = `${without.slice(0, first)}<script>${loader(chunks)}</script>${without.slice(first)}`
  return placed.replace(CHUNK_PRELOAD, '')
}
