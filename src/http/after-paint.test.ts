import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { isAfterPaintLoader, scriptsAfterPaint } from './after-paint'
import { inlineScriptHashes } from './inline-scripts'

const page = [
  '<html><head><link rel="stylesheet" href="/_next/static/chunks/a.css"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/late.js"/>',
  '<script src="/_next/static/chunks/one.js" async=""></script><script src="/_next/static/chunks/two.js" async=""></script>',
  '<title>T</title><script src="/_next/static/chunks/poly.js" noModule=""></script></head><body><main>Hi</main>',
  '<script type="application/ld+json">{"a":1}</script>',
  '<script src="/_next/static/chunks/late.js" async=""></script><script>self.__next_f.push([1,"x"])</script></body></html>',
].join('')

describe('scriptsAfterPaint', () => {
  const changed = scriptsAfterPaint(page)

  it('replaces the async chunks with one loader where the first was, in document order, and drops their preloads', () => {
    expect(changed).not.toMatch(/<script src="[^"]+" async="">/)
    expect(changed).not.toContain('rel="preload" as="script"')
    const loader = /<script>(\(function\(u\)[^<]*)<\/script>/.exec(changed)?.[1] as string
    expect(loader).toContain(
      '["/_next/static/chunks/one.js","/_next/static/chunks/two.js","/_next/static/chunks/late.js"]',
    )
    expect(changed.indexOf(loader)).toBeLessThan(changed.indexOf('<title>'))
    expect(isAfterPaintLoader(loader)).toBe(true)
  })

  it('keeps everything else: the stylesheet, the nomodule polyfill, data blocks and the payload', () => {
    for (const kept of ['a.css', 'poly.js" noModule', 'application/ld+json', 'self.__next_f.push'])
      expect(changed).toContain(kept)
    expect(scriptsAfterPaint(changed)).toBe(changed)
    expect(scriptsAfterPaint('<html><body>plain</body></html>')).toBe(
      '<html><body>plain</body></html>',
    )
  })

  it('lets the policy allow the loader, and nothing that merely looks like it', () => {
    expect(inlineScriptHashes(changed).refused).toBe(0)
    const loader = /<script>(\(function\(u\)[^<]*)<\/script>/.exec(changed)?.[1] as string
    for (const forged of [
      loader.replace('/_next/static/chunks/one.js', 'https://evil.example/x.js'),
      loader.replace('/_next/static/chunks/one.js', '/_next/static/../../api/x.js'),
      loader.replace('e.async=true', 'e.async=true;alert(1)'),
      loader.replace('["', '[1,"'),
    ]) {
      expect(isAfterPaintLoader(forged), forged).toBe(false)
      expect(inlineScriptHashes(`<script>${forged}</script>`).refused).toBe(1)
    }
  })
})

describe('the loader at run time', () => {
  /** Runs a page's loader against a stand-in browser that queues timers and frames as tasks, and returns the tasks. */
  function tasksOf(loader: string, { frames }: { frames: boolean }) {
    const queue: { delay: number; run: () => void }[] = []
    const tasks: string[][] = []
    let current: string[] = []
    const browser = {
      document: {
        createElement: () => ({}) as { src?: string },
        head: { appendChild: (e: { src: string }) => current.push(e.src) },
      },
      setTimeout: (run: () => void, delay: number) => queue.push({ run, delay }),
      requestAnimationFrame: (run: () => void) => frames && queue.push({ run, delay: 0 }),
    }
    runInNewContext(loader, browser)
    while (queue.length) {
      queue.sort((a, b) => a.delay - b.delay)
      const next = queue.shift() as (typeof queue)[number]
      current = []
      next.run()
      if (current.length) tasks.push(current)
    }
    return tasks
  }
  const loader = /<script>(\(function\(u\)[^<]*)<\/script>/.exec(
    scriptsAfterPaint(page),
  )?.[1] as string
  const chunks = [
    '/_next/static/chunks/one.js',
    '/_next/static/chunks/two.js',
    '/_next/static/chunks/late.js',
  ]

  it('adds each chunk once, in order, each in a task of its own (ten in one task made a long task on phones)', () => {
    expect(tasksOf(loader, { frames: true })).toEqual(chunks.map((chunk) => [chunk]))
  })

  it('still adds them all, once, in a document that draws no frames', () => {
    expect(tasksOf(loader, { frames: false })).toEqual(chunks.map((chunk) => [chunk]))
  })
})
