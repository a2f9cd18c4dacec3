import { describe, expect, it } from 'vitest'
import { linkProblems, linkProblemsMessage, withoutUnsafeLinks } from './rich-text-links'

const text = (value: string) => ({ type: 'text', text: value })
const link = (url: string, label: string, type = 'link') => ({
  type,
  fields: { linkType: 'custom', url },
  children: [text(label)],
})
const doc = (...children: unknown[]) => ({
  root: { type: 'root', children: [{ type: 'paragraph', children }] },
})

describe('linkProblems', () => {
  it('finds every link the site would not render, nested ones and pasted ones included, and names them', () => {
    const body = {
      root: {
        type: 'root',
        children: [
          {
            type: 'paragraph',
            children: [link('https://t.me/x', 'fine'), link('javascript:alert(1)', 'bad')],
          },
          {
            type: 'list',
            children: [
              { type: 'listitem', children: [link('//evil.example', 'pasted', 'autolink')] },
            ],
          },
          {
            type: 'paragraph',
            children: [
              {
                type: 'link',
                fields: { linkType: 'internal', doc: { relationTo: 'posts', value: 1 } },
                children: [text('doc')],
              },
            ],
          },
        ],
      },
    }
    const problems = linkProblems(body)
    expect(problems.map((p) => p.text)).toEqual(['bad', 'pasted'])
    expect(linkProblemsMessage(problems)).toBe(
      'The link "bad" ("javascript:alert(1)"): Only http and https URLs are allowed. The link "pasted" ("//evil.example"): A path must start with a single "/"; write a full https:// URL for another site.',
    )
    expect(linkProblems(doc(link('', 'empty')))[0]?.problem).toBe('A link needs an address.')
    for (const value of [null, undefined, 'text', {}, { root: {} }])
      expect(linkProblems(value)).toEqual([])
  })
})

describe('withoutUnsafeLinks', () => {
  it('turns a bad link into its text where it stood and leaves the rest as it was', () => {
    const body = doc(text('a '), link('data:text/html,x', 'b'), text(' c'), link('/pricing', 'd'))
    expect(withoutUnsafeLinks(body)).toEqual(
      doc(text('a '), text('b'), text(' c'), link('/pricing', 'd')),
    )
    // Not changed at all: the same value back.
    const clean = doc(link('/pricing', 'd'))
    expect(withoutUnsafeLinks(clean)).toBe(clean)
    expect(withoutUnsafeLinks(null)).toBeNull()
  })
})
