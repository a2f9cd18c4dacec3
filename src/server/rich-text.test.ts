import { describe, expect, it } from 'vitest'
import { renderBody, withoutBulletValues } from './rich-text'

describe('withoutBulletValues', () => {
  it('keeps item numbers in ordered lists only, nested lists included', () => {
    const html = '<ul class="a"><li value="1">x<ol><li value="1">y</li><li value="2">z</li></ol></li><li value="2" class="b">w</li></ul>'
    expect(withoutBulletValues(html)).toBe('<ul class="a"><li>x<ol><li value="1">y</li><li value="2">z</li></ol></li><li class="b">w</li></ul>')
  })
})

describe('renderBody', () => {
  it('renders a bullet list of the editor without item numbers', () => {
    const item = (text: string, value: number) => ({
      type: 'listitem',
      value,
      version: 1,
      children: [{ type: 'text', text, version: 1, format: 0, mode: 'normal', style: '', detail: 0 }],
    })
    const body = {
      root: {
        type: 'root',
        version: 1,
        children: [{ type: 'list', listType: 'bullet', tag: 'ul', start: 1, version: 1, children: [item('one', 1), item('two', 2)] }],
      },
    }
    const { html } = renderBody(body)
    expect(html).toContain('<ul')
    expect(html).toContain('one')
    expect(html).not.toMatch(/<li[^>]*value=/)
  })
})
