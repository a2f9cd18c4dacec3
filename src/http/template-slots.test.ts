import { htmlEscapeJsonString } from 'next/dist/shared/lib/htmlescape'
import { describe, expect, it } from 'vitest'
import { inlineScriptHashes, scriptHash } from './inline-scripts'
import { escapePayload, fillSlots, slotsOf } from './template-slots'

const TOKEN = 'zq0123456789abzq'
/**
 * A page as Next.js renders it: HTML with the address, its words, and the payload's copies in a data script, escaped
 * with Next.js's own function (a change of its escaping fails here).
 */
const pushOf = (rows: string) => `self.__next_f.push(${htmlEscapeJsonString(JSON.stringify([1, rows]))})`
function page(address: string, words: string, segments: string[]) {
  const rows = `0:${JSON.stringify({ c: ['', ...segments], q: '' })}\n1:["$","h1",null,${JSON.stringify({ children: `Page not found: ${address}` })}]\n`
  const esc = (t: string) => t.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c] as string)
  return `<html><head><title>Page not found: ${esc(address)}</title><script>(self.__next_f=self.__next_f||[]).push([0])</script></head><body><h1>Page not found: ${esc(address)}</h1><input name="q" value="${esc(words)}"/><script>${pushOf(rows)}</script></body></html>`
}

describe('template slots', () => {
  const sentinel = `/ru/${TOKEN}/${TOKEN}`
  const template = slotsOf(page(sentinel, TOKEN, ['ru', TOKEN, TOKEN]), TOKEN, sentinel)!

  it('fills a page exactly as it renders for the address, the payload escaped as JSON inside JSON', () => {
    for (const address of ['/ru/no/such', '/ru/x%22%3Cb%3E\'&/y?a=1&b="<>', '/ru/\u2028\\/$x', '/ru/Страница?q=</script><script>alert(1)</script>']) {
      const { html, scripts } = fillSlots(template, { typed: address, words: 'y' })
      // The payload's copy of the segments is left empty: the client never shows it.
      expect(html).toBe(page(address, 'y', ['ru', '', '']))
      expect(inlineScriptHashes(html).hashes.sort()).toEqual([...template.fixedHashes, ...scripts.map(scriptHash)].sort())
      expect(html).not.toContain('</script><script>alert')
    }
  })

  it('reads what was typed from the payload as the browser will', () => {
    const { scripts } = fillSlots(template, { typed: '/ru/"\\<&>' })
    const pushed = JSON.parse(scripts[0]!.replace(/^self\.__next_f\.push\((.*)\)$/s, '$1')) as [number, string]
    expect(pushed[1]).toContain(JSON.stringify({ children: 'Page not found: /ru/"\\<&>' }))
    expect(escapePayload('a"b')).toBe('a\\\\\\"b')
  })

  it('is null for a page that does not show what was typed', () => {
    expect(slotsOf('<html><title>x</title></html>', TOKEN, sentinel)).toBeNull()
  })
})
