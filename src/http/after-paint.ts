/**
 * The framework's scripts are requested once the page has painted, not before.
 *
 * Next.js writes its chunks as `<script async>` in the head (and one preload). On a phone they then share the first
 * round trips with the stylesheet and the hero image, and a chunk that arrives before the first frame runs (and
 * hydrates) before anything is painted: measured in bench/report.md, where Lighthouse's trace showed the site's
 * largest paint waiting on the framework's scripts while the same HTML without them painted at once. Here the
 * script elements are replaced by one small inline loader that adds the same scripts, in the same order and still
 * async, in the tasks after the first animation frame, when the content is on screen. Nothing else changes: the
 * scripts, the server-components payload and hydration are the framework's, one frame later.
 *
 * A document that is not shown (a background tab, a prerender) draws no frames; its scripts start after at most
 * LATEST_MS, so statistics and the rest of the visitor runtime never wait for the tab to be looked at.
 *
 * The loader's text is fixed but for the list of chunk addresses, so its shape is recognised exactly by the policy
 * (src/http/inline-scripts.ts) and nothing else can pass as it.
 */

const LATEST_MS = 3000
/**
 * Each script is added in a task of its own. Adding one costs the main thread a resource request, 1-4 ms on this
 * machine (traced): all ten of a page's chunks in one task took 12-41 ms, which Lighthouse's 4x CPU slowdown makes a
 * 50-160 ms long task right after the first paint, inside the window the phone's blocking time is summed over.
 */
const LOADER_HEAD = `(function(u){var d=document,n=0,go=function(){if(n++)return;u.forEach(function(p){setTimeout(function(){var e=d.createElement("script");e.src=p;e.async=true;d.head.appendChild(e)},0)})};requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,${LATEST_MS})})(`
const LOADER_TAIL = ')'
/** A chunk of the framework's build: the only addresses the loader takes. */
const CHUNK = /^\/_next\/static\/[\w.\-/]+\.js$/

const ASYNC_CHUNK = /<script src="(\/_next\/static\/[^"]+\.js)" async="">\s*<\/script>/g
const CHUNK_PRELOAD = /<link rel="preload" as="script"(?: fetchPriority="[a-z]+")? href="\/_next\/static\/[^"]+\.js"\/>/g

/** The loader for these chunk addresses. */
const loader = (chunks: string[]) => `${LOADER_HEAD}${JSON.stringify(chunks)}${LOADER_TAIL}`

/** The chunk addresses an inline script loads if it is this module's loader listing only the build's chunks, else null. */
export function loaderChunks(text: string): string[] | null {
  if (!text.startsWith(LOADER_HEAD) || !text.endsWith(LOADER_TAIL)) return null
  try {
    const list: unknown = JSON.parse(text.slice(LOADER_HEAD.length, text.length - LOADER_TAIL.length))
    const valid = Array.isArray(list) && list.length > 0 && list.every((p) => typeof p === 'string' && CHUNK.test(p) && !p.includes('..'))
    return valid ? (list as string[]) : null
  } catch {
    return null
  }
}

/** Whether an inline script is this module's loader, listing nothing but the build's chunks. */
export const isAfterPaintLoader = (text: string) => loaderChunks(text) !== null

/**
 * The page with its framework chunks loaded after the first paint: the `async` chunk scripts are taken out, in
 * document order, their preloads dropped, and the loader put where the first of them was. A page without such
 * scripts (or one already changed) is returned as it is.
 */
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
