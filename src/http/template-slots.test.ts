import { htmlEscapeJsonString } from 'next/dist/shared/lib/htmlescape'
import { gunzipSync, gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { inlineScriptHashes } from './inline-scripts'
import { escapePayload, fillSlots, gzipBody, plainBody, slotsOf } from './template-slots'

const TOKEN = 'zq0123456789abzq'
/**
 * A page as Next.js renders it: HTML with the address and its words in the search box, and the payload's copies in a
 * data script (the router's segments, the heading, the box's value), escaped with Next.js's own function (a change of
 * its escaping fails here).
 */
const pushOf = (rows: string) =>
  `self.__next_f.push(${htmlEscapeJsonString(JSON.stringify([1, rows]))})`
function page(address: string, words: string, segments: string[]) {
  const rows =
    `0:${JSON.stringify({ c: ['', ...segments], q: '' })}\n1:["$","h1",null,${JSON.stringify({ children: `Page not found: ${address}` })}]\n` +
    `2:["$","input",null,${JSON.stringify({ name: 'q', defaultValue: words })}]\n`
  const esc = (t: string) =>
    t.replace(
      /[&<>"']/g,
      (c) =>
        ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c] as string,
    )
  return `<html><head><title>Page not found: ${esc(address)}</title><script>(self.__next_f=self.__next_f||[]).push([0])</script></head><body><h1>Page not found: ${esc(address)}</h1><input name="q" value="${esc(words)}"/><script>${pushOf(rows)}</script></body></html>`
}

describe('template slots', () => {
  const sentinel = `/ru/${TOKEN}/${TOKEN}`
  const template = slotsOf(page(sentinel, TOKEN, ['ru', TOKEN, TOKEN]), TOKEN, sentinel)!

  it('fills a page exactly as it renders for the address, the payload escaped as JSON inside JSON', () => {
    for (const address of [
      '/ru/no/such',
      '/ru/x%22%3Cb%3E\'&/y?a=1&b="<>',
      '/ru/\u2028\\/$x',
      '/ru/Страница?q=</script><script>alert(1)</script>',
    ]) {
      const filling = fillSlots(template, { typed: address, words: 'y "z" \\ <w>' })
      const html = plainBody(template, filling).toString()
      // The box's value hydrates from the payload; the router's copies of the segments, which the client never
      // shows, take the words too.
      expect(html).toBe(page(address, 'y "z" \\ <w>', ['ru', 'y "z" \\ <w>', 'y "z" \\ <w>']))
      expect(inlineScriptHashes(html).hashes.sort()).toEqual(
        [...template.fixedHashes, ...filling.scriptHashes].sort(),
      )
      expect(html).not.toContain('</script><script>alert')
    }
  })

  it('reads what was typed from the payload as the browser will', () => {
    const html = plainBody(template, fillSlots(template, { typed: '/ru/"\\<&>' })).toString()
    const script = /<script>(self\.__next_f\.push\(.*?\))<\/script><\/body>/s.exec(html)![1]!
    const pushed = JSON.parse(script.replace(/^self\.__next_f\.push\((.*)\)$/s, '$1')) as [
      number,
      string,
    ]
    expect(pushed[1]).toContain(JSON.stringify({ children: 'Page not found: /ru/"\\<&>' }))
    expect(escapePayload('a"b')).toBe('a\\\\\\"b')
  })

  it('gzips a filled page from its parts compressed ahead: gunzip gives the page, in about the bytes of a whole compression', () => {
    const big = slotsOf(
      page(sentinel, TOKEN, ['ru', TOKEN, TOKEN]).replace(
        '<body>',
        `<body>${Array.from({ length: 500 }, (_, i) => `<p id="p${i}">Прокси ${i * 7919} и профили браузера ${i.toString(36)}.</p>`).join('')}`,
      ),
      TOKEN,
      sentinel,
    )!
    for (const address of ['/ru/a', '/ru/x%22"<>&\u2028?é=1', '']) {
      const filling = fillSlots(big, { typed: address, words: 'a b' })
      const body = gzipBody(big, filling)
      expect(gunzipSync(body)).toEqual(plainBody(big, filling))
      expect(body.length).toBeLessThan(gzipSync(plainBody(big, filling), { level: 6 }).length * 1.2)
    }
  })

  it('is null for a page that does not show what was typed', () => {
    expect(slotsOf('<html><title>x</title></html>', TOKEN, sentinel)).toBeNull()
  })
})
