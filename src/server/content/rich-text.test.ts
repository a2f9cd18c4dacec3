import { describe, expect, it } from 'vitest'
import { lexical } from '@/cms/seed/lexical'
import { renderBody, withoutBulletValues } from './rich-text'

describe('withoutBulletValues', () => {
  it('keeps item numbers in ordered lists only, nested lists included', () => {
    const html =
      '<ul class="a"><li value="1">x<ol><li value="1">y</li><li value="2">z</li></ol></li><li value="2" class="b">w</li></ul>'
    expect(withoutBulletValues(html)).toBe(
      '<ul class="a"><li>x<ol><li value="1">y</li><li value="2">z</li></ol></li><li class="b">w</li></ul>',
    )
  })
})

describe('renderBody', () => {
  it('renders a bullet list of the editor without item numbers', () => {
    const item = (text: string, value: number) => ({
      type: 'listitem',
      value,
      version: 1,
      children: [
        { type: 'text', text, version: 1, format: 0, mode: 'normal', style: '', detail: 0 },
      ],
    })
    const body = {
      root: {
        type: 'root',
        version: 1,
        children: [
          {
            type: 'list',
            listType: 'bullet',
            tag: 'ul',
            start: 1,
            version: 1,
            children: [item('one', 1), item('two', 2)],
          },
        ],
      },
    }
    const { html } = renderBody(body, 'en')
    expect(html).toContain('<ul')
    expect(html).toContain('one')
    expect(html).not.toMatch(/<li[^>]*value=/)
  })
})

describe('renderBody links', () => {
  const text = (value: string) => ({
    type: 'text',
    text: value,
    version: 1,
    format: 0,
    mode: 'normal',
    style: '',
    detail: 0,
  })
  const linked = (fields: Record<string, unknown>, type = 'link') => ({
    root: {
      type: 'root',
      version: 1,
      children: [
        {
          type: 'paragraph',
          version: 1,
          children: [text('See '), { type, version: 1, fields, children: [text('here')] }],
        },
      ],
    },
  })
  const html = (fields: Record<string, unknown>, locale: 'en' | 'ru' = 'ru', type?: string) =>
    renderBody(linked(fields, type), locale).html

  it('opens an external address in a new tab without opener or referrer, as every other link of the site', () => {
    expect(html({ linkType: 'custom', url: 'https://t.me/polyprofile' })).toBe(
      '<p>See <a href="https://t.me/polyprofile" target="_blank" rel="noopener noreferrer">here</a></p>',
    )
    expect(
      html({ linkType: 'custom', url: 'https://example.com/?a=1&b="2"' }, 'en', 'autolink'),
    ).toContain(
      '<a href="https://example.com/?a=1&amp;b=&quot;2&quot;" target="_blank" rel="noopener noreferrer">here</a>',
    )
  })

  it('sends a site path to the page in the visitor language, leaves a file path as written, keeps own domains in the tab', () => {
    expect(html({ linkType: 'custom', url: '/pricing' })).toContain(
      '<a href="/ru/pricing" data-nav="">here</a>',
    )
    expect(html({ linkType: 'custom', url: '/pricing' }, 'en')).toContain(
      '<a href="/pricing" data-nav="">here</a>',
    )
    expect(html({ linkType: 'custom', url: '/cms/api/media/file/guide.pdf' })).toContain(
      '<a href="/cms/api/media/file/guide.pdf">here</a>',
    )
    expect(html({ linkType: 'custom', url: 'https://app.polyprofile.com/register' })).toContain(
      '<a href="https://app.polyprofile.com/register">here</a>',
    )
  })

  it('links a document of the CMS by its page, and shows the text alone when it has none', () => {
    expect(
      html({
        linkType: 'internal',
        doc: { relationTo: 'posts', value: { id: 1, slug: 'first-steps' } },
      }),
    ).toContain('<a href="/ru/blog/first-steps" data-nav="">here</a>')
    expect(
      html(
        { linkType: 'internal', doc: { relationTo: 'faqs', value: { id: 1, slug: 'refunds' } } },
        'en',
      ),
    ).toContain('<a href="/faq#q-refunds" data-nav="">here</a>')
    expect(
      html(
        {
          linkType: 'internal',
          doc: { relationTo: 'pages', value: { id: 1, path: '/solutions/crypto' } },
        },
        'en',
      ),
    ).toContain('href="/solutions/crypto"')
    expect(html({ linkType: 'internal', doc: { relationTo: 'posts', value: 7 } })).toBe(
      '<p>See here</p>',
    )
  })

  it('renders an address stored before links were checked as plain text, never as a link', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'data:text/html,<b>x</b>',
      'vbscript:msgbox(1)',
      '//evil.example',
      '/\\evil.example',
      'java\nscript:x',
      '',
    ]) {
      expect(html({ linkType: 'custom', url }), url).toBe('<p>See here</p>')
    }
  })
})

describe('renderBody images', () => {
  it('shows an uploaded image through the image optimizer at the widths of the column, with its size, lazily', () => {
    const body = {
      root: {
        type: 'root',
        version: 1,
        children: [
          {
            type: 'upload',
            version: 3,
            relationTo: 'media',
            fields: null,
            value: {
              id: 1,
              url: 'http://localhost:3000/cms/api/media/file/wide.png',
              alt: 'A wide screenshot',
              width: 3000,
              height: 1000,
              mimeType: 'image/png',
            },
          },
          {
            type: 'upload',
            version: 3,
            relationTo: 'media',
            value: {
              id: 2,
              url: '/cms/api/media/file/guide.pdf',
              filename: 'guide.pdf',
              mimeType: 'application/pdf',
            },
          },
          { type: 'upload', version: 3, relationTo: 'media', value: 3 },
        ],
      },
    }
    const { html } = renderBody(body, 'en')
    const img = /<img [^>]*>/.exec(html)?.[0] ?? ''
    expect(img).toContain('alt="A wide screenshot"')
    // The widths and quality are next.config.ts's in a build (the e2e test reads them); here, Next.js's defaults.
    expect(img).toMatch(
      / src="\/_next\/image\?url=%2Fcms%2Fapi%2Fmedia%2Ffile%2Fwide\.png&amp;w=\d+&amp;q=\d+"/,
    )
    expect(img).toMatch(
      / srcset="(\/_next\/image\?url=%2Fcms%2Fapi%2Fmedia%2Ffile%2Fwide\.png&amp;w=\d+&amp;q=\d+ \d+w, )+/,
    )
    expect(img).toContain('sizes="(max-width: 900px) calc(100vw - 40px), 860px"')
    expect(img).toContain('width="3000" height="1000" loading="lazy"')
    expect(html).toContain('<a href="/cms/api/media/file/guide.pdf">guide.pdf</a>')
    expect(html.match(/<img /g)).toHaveLength(1)
  })
})

describe('renderBody heading anchors', () => {
  const heading = (text: string, tag = 'h2') => ({
    type: 'heading',
    tag,
    version: 1,
    children: [{ type: 'text', text, version: 1, format: 0, mode: 'normal', style: '', detail: 0 }],
  })
  const render = (...texts: string[]) =>
    renderBody({ root: { type: 'root', version: 1, children: texts.map((t) => heading(t)) } }, 'en')
  const idsOf = (html: string) => [...html.matchAll(/ id="([^"]*)"/g)].map((m) => m[1])

  it('keeps every letter with its marks, in NFC, in all the scripts of the site', () => {
    const cases: [string, string][] = [
      ['ทำไมพร็อกซี่ถึงสำคัญ', 'ทำไมพร็อกซี่ถึงสำคัญ'],
      ['プロキシの設定', 'プロキシの設定'],
      ['ジオロケーション', 'ジオロケーション'],
      ['¿Cómo funciona?', 'cómo-funciona'],
      ['Bắt đầu', 'bắt-đầu'],
      ['हिंदी में शुरुआत', 'हिंदी-में-शुरुआत'],
      ['Привет, мир', 'привет-мир'],
      // Typed or pasted in decomposed form (as macOS file names are), the id is still composed.
      ['시작하기'.normalize('NFD'), '시작하기'],
      ['Ç'.normalize('NFD') + 'a va', 'ça-va'],
    ]
    const { html, toc } = render(...cases.map(([text]) => text))
    expect(idsOf(html)).toEqual(cases.map(([, id]) => id))
    for (const id of idsOf(html)) expect(id).toBe(id.normalize('NFC'))
    // The table of contents links to the same ids.
    expect(toc.map((entry) => entry.id)).toEqual(cases.map(([, id]) => id))
  })

  it('stays unique and non-empty, and is cut between whole characters', () => {
    const long = '𠀋'.repeat(40)
    const { html } = render('Setup', 'Setup', '!!!', long)
    const ids = idsOf(html)
    expect(ids.slice(0, 3)).toEqual(['setup', 'setup-2', 'section'])
    expect(ids[3]).toBe('𠀋'.repeat(30))
  })
})

describe('renderBody of the blocks articles are written in (src/cms/seed/lexical.ts)', () => {
  it('renders headings, formatted text, links, both lists, a quote and a code block, its text escaped', () => {
    const body = lexical([
      { h2: 'Start' },
      { h3: 'Then' },
      { p: 'Use **bold**, *italic*, `inline code` and [the docs](/docs/local-api).' },
      { ol: ['first', '**second**'] },
      { ul: ['a point'] },
      { quote: 'Said once.' },
      {
        code: 'curl -H "X-Api-Key: $KEY" http://127.0.0.1:36912/api/v1/status\necho "<done>" && exit',
        language: 'bash',
      },
    ])
    const { html } = renderBody(body, 'ru')
    expect(html).toContain('<h3 id="then">Then</h3>')
    expect(html).toMatch(/<strong>bold<\/strong>.*<em>italic<\/em>.*<code>inline code<\/code>/)
    expect(html).toContain('<a href="/ru/docs/local-api" data-nav="">the docs</a>')
    expect(html).toMatch(
      /<ol[^>]*><li[^>]*>first<\/li><li[^>]*><strong>second<\/strong><\/li><\/ol>/,
    )
    expect(html).toMatch(/<blockquote[^>]*>Said once\.<\/blockquote>/)
    expect(html).toContain(
      '<pre tabindex="0" data-language="bash"><code class="language-bash">curl -H &quot;X-Api-Key: $KEY&quot; http://127.0.0.1:36912/api/v1/status\necho &quot;&lt;done&gt;&quot; &amp;&amp; exit</code></pre>',
    )
    expect(html).not.toContain('unknown node')
  })

  it('leaves out an empty code block and names no language it does not know', () => {
    const block = (fields: Record<string, unknown>) => ({
      root: {
        type: 'root',
        version: 1,
        children: [{ type: 'block', version: 2, fields: { blockType: 'Code', ...fields } }],
      },
    })
    expect(renderBody(block({ code: '  ', language: 'bash' }), 'en').html).toBe('')
    expect(renderBody(block({ code: 'x', language: '"><script>' }), 'en').html).toBe(
      '<pre tabindex="0"><code>x</code></pre>',
    )
  })
})
